import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordByEmailRequest } from '@platform/contract/account/password';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /wps/member/password/email: e-mails a reset link when username and e-mail match; the answer is the same either way. */
export function forgotPasswordByEmail(request: ForgotPasswordByEmailRequest): Promise<null> {
  return api.post<null>('/wps/member/password/email', { moduleId: moduleIds.account, body: request });
}

export function useForgotPasswordByEmail() {
  return useMutation({ mutationFn: forgotPasswordByEmail });
}
