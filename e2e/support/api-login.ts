import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { encodePayload, solveChallenge, type ProofOfWorkChallenge } from '../../apps/web/src/features/account/proof-of-work.ts';

interface Envelope<Value> {
  success: boolean;
  value: Value;
  message: string;
}

/** One call of the site's API; throws with the envelope's message when it does not succeed. */
export async function apiCall<Value>(baseUrl: string, path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<Value> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const envelope = (await response.json()) as Envelope<Value>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.value;
}

/** Logs in over the API as the site does (proof of work, sealed body); a page then enters with ?token=. */
export async function apiLoginToken(baseUrl: string, account: string, password: string, site: 'player' | 'agent' = 'player'): Promise<string> {
  const challenge = await apiCall<ProofOfWorkChallenge>(baseUrl, '/wps/captcha/altcha');
  const altcha = encodePayload(challenge, await solveChallenge(challenge));
  const key = await apiCall<{ publicKey: RsaPublicJwk }>(baseUrl, '/wps/system/encryption-key');
  const body = await sealBody(key.publicKey, { type: 'username', username: account, password, altcha, site });
  return (await apiCall<{ token: string }>(baseUrl, '/wps/session/login', { method: 'POST', body })).token;
}
