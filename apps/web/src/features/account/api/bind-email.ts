import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

export interface BindEmailRequest {
  password: string;
  email: string;
}

/** POST /wps/member/security/email, sealed: the login password again and the e-mail address. */
export function bindEmail(request: BindEmailRequest): Promise<null> {
  return sendSealed(request, (sealed) => api.post<null>('/wps/member/security/email', { moduleId: moduleIds.account, body: sealed }));
}
