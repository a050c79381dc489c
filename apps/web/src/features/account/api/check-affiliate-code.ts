import type { AffiliateCheckValue } from '@platform/contract/account/registration';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/agent/affiliate: whether an invitation code names an agent on this domain; an unknown one fails with invitation_code_error. */
export function checkAffiliateCode(code: string, domain: string, signal?: AbortSignal): Promise<AffiliateCheckValue> {
  return api.get<AffiliateCheckValue>('/wps/agent/affiliate', { moduleId: moduleIds.account, query: { code, domain }, signal });
}
