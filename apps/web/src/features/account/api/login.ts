import { useMutation } from '@tanstack/react-query';
import { loginRefusalValueSchema, type LoginRefusalValue, type LoginRequest, type LoginValue } from '@platform/contract/account/session';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { sendSealed } from './get-encryption-key.ts';

/** The site a login comes from: members log in on the player site, agents on the agent login page. */
export type LoginSite = 'player' | 'agent';

export type LoginBody = LoginRequest & { site: LoginSite };

/** POST /wps/session/login, sealed. */
export function login(body: LoginBody): Promise<LoginValue> {
  return sendSealed(body, (sealed) => api.post<LoginValue>('/wps/session/login', { moduleId: moduleIds.account, body: sealed }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** What a refused login asks for next: the captcha box, or an extra check of a new address. */
export function loginRefusalOf(error: unknown): LoginRefusalValue | null {
  if (!isApiError(error)) return null;
  const parsed = loginRefusalValueSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}
