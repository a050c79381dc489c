import type { ChangePasswordRequest } from '@platform/contract/account/password';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

/**
 * POST /wps/member/password, sealed. It is also the forced change after a login with an expired or default
 * password, whose session is not the site's yet and travels as `token`.
 */
export function changePassword(request: ChangePasswordRequest, token?: string): Promise<null> {
  return sendSealed(request, (sealed) => api.post<null>('/wps/member/password', { moduleId: moduleIds.account, body: sealed, token }));
}
