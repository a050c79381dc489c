import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import type { TestApp } from '../../../test/test-app.ts';

/** A response as the account tests read it. */
export interface CallResult {
  status: number;
  body: { success: boolean; value: any; message: string; code: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads any value shape
  headers: Record<string, unknown>;
}

let addressCounter = 0;

/**
 * A fresh public client address per call site: rate limits, failure counters and known addresses are
 * kept per address, so independent tests never share one. Unique across test files running in parallel
 * because each file runs in its own process with its own database.
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `177.${70 + Math.floor(addressCounter / 65_000)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** Calls the account API the way the web app does: sealing encrypted bodies, solving the proof of work, reading codes. */
export function accountTestClient(test: TestApp) {
  let publicKey: RsaPublicJwk | undefined;

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: unknown; address?: string; token?: string; headers?: Record<string, string>; sealed?: boolean } = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? freshAddress(), 'accept-language': 'en', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = options.sealed ? await seal(options.payload) : options.payload;
    const response = await test.app.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const body = response.headers['content-type']?.toString().includes('application/json') ? response.json() : { success: false, value: null, message: response.body, code: '' };
    return { status: response.statusCode, body, headers: response.headers };
  }

  async function seal(body: unknown) {
    if (!publicKey) {
      const response = await test.app.server.inject({ method: 'GET', url: '/wps/system/encryption-key' });
      publicKey = response.json().value.publicKey as RsaPublicJwk;
    }
    return sealBody(publicKey, body);
  }

  /** Fetches a challenge and solves it, returning the `altcha` field value. */
  async function altcha(): Promise<string> {
    const response = await call('GET', '/wps/captcha/altcha');
    const challenge = response.body.value as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    if (!solution) throw new Error('the proof of work was not solved in time');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /**
   * A captcha and its answer, as a person reading the image would type it. Images are limited to one a
   * second per address, so each comes from its own address unless one is given.
   */
  async function captcha(address: string = freshAddress()): Promise<{ captchaId: string; captcha: string }> {
    const response = await call('GET', '/wps/captcha', { address });
    const captchaId = response.body.value.captchaId as string;
    const answer = await test.app.services.account.verification.captchaAnswer(captchaId);
    return { captchaId, captcha: answer ?? '' };
  }

  /** The newest sms code sent to a number such as `5511987654321`. */
  async function latestCode(to: string): Promise<string> {
    const [message] = await test.app.services.account.outbox.list({ recipient: to, channel: 'sms', limit: 1 });
    const code = /\b([0-9]{6})\b/u.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  }

  /** POST /wps/session/login, sealed, with a solved challenge unless the body says otherwise. */
  async function login(body: Record<string, unknown>, address: string): Promise<CallResult> {
    const payload = 'altcha' in body ? body : { ...body, altcha: await altcha() };
    return call('POST', '/wps/session/login', { payload, address, sealed: true });
  }

  return { call, seal, altcha, captcha, latestCode, login };
}

export type AccountTestClient = ReturnType<typeof accountTestClient>;
