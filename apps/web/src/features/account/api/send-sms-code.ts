import type { RegistrationSmsCodeRequest, SmsCodeRequest, SmsCodeValue } from '@platform/contract/account/verification';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /wps/verification/sms/noLogin: a code for sms login or password recovery. */
export function sendNoLoginCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>('/wps/verification/sms/noLogin', { moduleId: moduleIds.account, body: request });
}

/** POST /wps/verification/sms/register: a code to a number being registered (the call names it mobileNo). */
export function sendRegisterCode(request: RegistrationSmsCodeRequest): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>('/wps/verification/sms/register', { moduleId: moduleIds.account, body: request });
}

/** POST /wps/member/security/mobile/code: a code to the number a member is binding. */
export function sendBindMobileCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>('/wps/member/security/mobile/code', { moduleId: moduleIds.account, body: request });
}
