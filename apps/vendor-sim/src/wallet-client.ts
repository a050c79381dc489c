/**
 * The vendor's side of the wallet protocol on the wire: every call is a POST of JSON signed with
 * HMAC-SHA256 over the exact bytes sent (headers X-Vendor-Code and X-Signature). A call that times out,
 * fails to connect or answers UNKNOWN is reported as undecided: the caller decides what to retry.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import type { VendorResponse, VendorSessionResponse, VendorStatus } from '@platform/contract';

export type WalletPath = '/session' | '/wallet/balance' | '/wallet/bet' | '/wallet/win' | '/wallet/rollback';

/** A decided answer carries a status; an undecided call carries why it has none. */
export type CallOutcome<Response extends VendorResponse = VendorResponse> =
  | { decided: true; response: Response; latencyMs: number }
  | { decided: false; reason: string; latencyMs: number };

export interface WalletClient {
  call<Response extends VendorResponse = VendorResponse>(vendorCode: string, path: WalletPath, body: Record<string, unknown>): Promise<CallOutcome<Response>>;
  openSession(vendorCode: string, launchToken: string): Promise<CallOutcome<VendorSessionResponse>>;
  close(): Promise<void>;
}

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function walletClient(options: {
  platformUrl: string;
  secretOf(vendorCode: string): string | undefined;
  timeoutMs: number;
  connections?: number;
}): WalletClient {
  const pool = new Pool(options.platformUrl, { connections: options.connections ?? 64, keepAliveTimeout: 30_000 });

  async function call<Response extends VendorResponse>(vendorCode: string, path: WalletPath, body: Record<string, unknown>): Promise<CallOutcome<Response>> {
    const secret = options.secretOf(vendorCode);
    if (!secret) throw new Error(`no signing secret for vendor ${vendorCode}`);
    const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const started = performance.now();
    try {
      const response = await pool.request({
        method: 'POST',
        path: `/vendor-api${path}`,
        headers: { 'content-type': 'application/json', 'x-vendor-code': vendorCode, 'x-signature': signBody(secret, payload) },
        body: payload,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      const text = await response.body.text();
      const latencyMs = performance.now() - started;
      const parsed = parseAnswer<Response>(text);
      if (!parsed || parsed.status === 'UNKNOWN') return { decided: false, reason: `HTTP ${response.statusCode} ${parsed?.status ?? 'unreadable answer'}`, latencyMs };
      return { decided: true, response: parsed, latencyMs };
    } catch (error) {
      return { decided: false, reason: (error as Error).message, latencyMs: performance.now() - started };
    }
  }

  return {
    call,
    openSession: (vendorCode, launchToken) => call<VendorSessionResponse>(vendorCode, '/session', { launch_token: launchToken }),
    close: () => pool.close(),
  };
}

function parseAnswer<Response extends VendorResponse>(text: string): Response | undefined {
  try {
    const value = JSON.parse(text) as { status?: unknown };
    return typeof value.status === 'string' ? (value as Response) : undefined;
  } catch {
    return undefined;
  }
}

/** Statuses after which a bet moved nothing and needs no rollback. */
export const refusalsWithoutRollback: readonly VendorStatus[] = ['NOT_ENOUGH_MONEY'];
