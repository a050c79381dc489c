import { useMutation } from '@tanstack/react-query';
import type { FreePlayLoginRequest, LoginValue } from '@platform/contract/account/session';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

/** The operating system as free play reports it, read from the browser's user agent. */
export function operatingSystemOf(userAgent: string): string {
  if (/Android/iu.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/iu.test(userAgent)) return 'iOS';
  if (/Windows/iu.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/iu.test(userAgent)) return 'macOS';
  if (/Linux|X11/iu.test(userAgent)) return 'Linux';
  return 'Other';
}

/** POST /wps/session/login/freeplay, sealed: a trial account on the web platform, gateway version 3 (spec §7). */
export function freePlayLogin(): Promise<LoginValue> {
  const body: FreePlayLoginRequest = { os: operatingSystemOf(navigator.userAgent), platform: 'W', gatewayVersion: 3 };
  return sendSealed(body, (sealed) => api.post<LoginValue>('/wps/session/login/freeplay', { moduleId: moduleIds.account, body: sealed }));
}

export function useFreePlayLogin() {
  return useMutation({ mutationFn: freePlayLogin });
}
