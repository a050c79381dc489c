import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /wps/member/security/authenticator/confirm: the first code from the app turns the authenticator on. */
export function confirmAuthenticator(code: string): Promise<null> {
  return api.post<null>('/wps/member/security/authenticator/confirm', { moduleId: moduleIds.account, body: { code } });
}
