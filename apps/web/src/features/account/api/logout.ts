import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** DELETE /wps/session/logout: ends the session on the server; `token` names a session the site has not adopted. */
export function logout(token?: string): Promise<null> {
  return api.delete<null>('/wps/session/logout', { moduleId: moduleIds.account, token });
}
