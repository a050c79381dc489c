import { useMutation } from '@tanstack/react-query';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

export interface PasswordResetRequest {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/reset, sealed: the token of an e-mailed link and the new password. */
export function resetPasswordByLink(request: PasswordResetRequest): Promise<null> {
  return sendSealed(request, (sealed) => api.post<null>('/wps/member/password/reset', { moduleId: moduleIds.account, body: sealed }));
}

export function useResetPasswordByLink() {
  return useMutation({ mutationFn: resetPasswordByLink });
}
