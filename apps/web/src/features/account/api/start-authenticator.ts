import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

/** A pending authenticator: the secret to type in, its otpauth address and a QR code (PNG data URL) carrying it. */
export interface AuthenticatorStart {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** POST /wps/member/security/authenticator, sealed: the login password again before a secret is shown. */
export function startAuthenticator(password: string): Promise<AuthenticatorStart> {
  return sendSealed({ password }, (sealed) => api.post<AuthenticatorStart>('/wps/member/security/authenticator', { moduleId: moduleIds.account, body: sealed }));
}
