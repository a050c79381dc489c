import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordByPhoneRequest } from '@platform/contract/account/password';
import type { LoginValue } from '@platform/contract/account/session';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

/** POST /wps/member/password/verification, sealed: sms code and new password; the member is logged in. */
export function resetPasswordByPhone(request: ForgotPasswordByPhoneRequest): Promise<LoginValue> {
  return sendSealed(request, (sealed) => api.post<LoginValue>('/wps/member/password/verification', { moduleId: moduleIds.account, body: sealed }));
}

export function useResetPasswordByPhone() {
  return useMutation({ mutationFn: resetPasswordByPhone });
}
