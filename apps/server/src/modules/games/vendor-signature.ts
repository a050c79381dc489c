import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the raw body under a vendor's secret, as lower-case hexadecimal. */
export function signBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether a presented signature is the body's HMAC under the secret, compared in constant time. */
export function isValidSignature(secret: string, body: Buffer, presented: string | undefined): boolean {
  if (presented === undefined || !/^[0-9a-fA-F]{64}$/.test(presented)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(presented, 'hex'));
}

/**
 * The request id of a body that has not been parsed yet (it may be unsigned or malformed), found by a
 * bounded pattern so that even refusals can echo it.
 */
export function requestUuidOf(body: Buffer): string {
  const match = /"request_uuid"\s*:\s*"([A-Za-z0-9_.:-]{1,64})"/.exec(body.subarray(0, 4096).toString('utf8'));
  return match?.[1] ?? '';
}
