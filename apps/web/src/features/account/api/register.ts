import { useMutation } from '@tanstack/react-query';
import type { RegisterType, RegistrationRequest } from '@platform/contract/account/registration';
import type { LoginValue } from '@platform/contract/account/session';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

export interface RegisterInput {
  registerType: RegisterType;
  request: RegistrationRequest;
  altcha: string;
}

/** PUT /wps/member/register or /wps/member/register/mobile, sealed; the new member is logged in. */
export function register({ registerType, request, altcha }: RegisterInput): Promise<LoginValue> {
  const path = registerType === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return sendSealed({ ...request, altcha }, (sealed) => api.put<LoginValue>(path, { moduleId: moduleIds.account, body: sealed }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
