import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

export interface BindMobileRequest {
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** POST /wps/member/security/mobile, sealed: the login password again, the number and the code sent to it. */
export function bindMobile(request: BindMobileRequest): Promise<null> {
  return sendSealed(request, (sealed) => api.post<null>('/wps/member/security/mobile', { moduleId: moduleIds.account, body: sealed }));
}
