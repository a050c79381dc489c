import type { RealNameRequest, RealNameValue } from '@platform/contract/account/real-name';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /wps/member/security/realName: the member's real name, set once (the operator corrects it later). */
export function setRealName(request: RealNameRequest): Promise<RealNameValue> {
  return api.post<RealNameValue>('/wps/member/security/realName', { moduleId: moduleIds.account, body: request });
}
