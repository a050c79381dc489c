/**
 * The vendor wallet protocol (domain/wallet.md): calls a game vendor makes to our server to read a
 * player's balance and to debit stakes and credit wins. Every call is a POST of JSON signed with
 * HMAC-SHA256 over the raw body bytes; every answer carries `{status, user, currency, balance, request_uuid}`
 * with HTTP 200, whatever the status, so that a vendor reads one shape.
 *
 * Paths under `/vendor-api`: `session` (exchange a launch token for a session token), `wallet/balance`,
 * `wallet/bet`, `wallet/win`, `wallet/rollback`. Headers: `X-Vendor-Code` (who signs) and `X-Signature`
 * (lower-case hexadecimal HMAC-SHA256 of the body under that vendor's secret).
 */
import { z } from 'zod';

export const vendorSignatureHeader = 'x-signature';
export const vendorCodeHeader = 'x-vendor-code';

/** Every status of the protocol; a vendor treats any status other than OK as a refusal. */
export const vendorStatuses = [
  'OK',
  'UNKNOWN',
  'INVALID_PARTNER',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_GAME',
  'WRONG_CURRENCY',
  'NOT_ENOUGH_MONEY',
  'USER_DISABLED',
  'INVALID_SIGNATURE',
  'WRONG_SYNTAX',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_DOES_NOT_EXIST',
  'TRANSACTION_ROLLED_BACK',
  'BET_LIMIT_EXCEEDED',
] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

/** The largest amount one call may carry: ten thousand million in minor units, far above any bet limit. */
export const vendorAmountMax = 10_000_000_000_000;

const identifier = (lengthMax: number) => z.string().regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : -').min(1).max(lengthMax);
const requestUuid = identifier(64);
const transactionUuid = identifier(100);
const roundId = identifier(100);
const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'a session token');
const userId = z.string().regex(/^\d{1,19}$/, 'a user id');
const gameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a game code');
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code');
const amount = z.number().int().min(0).max(vendorAmountMax);

/** Exchange of the one-time launch token (from the game URL) for the session token the calls carry. */
export const vendorSessionRequestSchema = z.strictObject({ request_uuid: requestUuid, launch_token: sessionToken });
export type VendorSessionRequest = z.infer<typeof vendorSessionRequestSchema>;

export const vendorBalanceRequestSchema = z.strictObject({
  request_uuid: requestUuid,
  token: sessionToken,
  user: userId.optional(),
  game_code: gameCode.optional(),
});
export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequestSchema>;

export const vendorBetRequestSchema = z.strictObject({
  request_uuid: requestUuid,
  token: sessionToken,
  user: userId,
  transaction_uuid: transactionUuid,
  round: roundId,
  round_closed: z.boolean(),
  game_code: gameCode,
  currency,
  amount,
});
export type VendorBetRequest = z.infer<typeof vendorBetRequestSchema>;

export const vendorWinRequestSchema = vendorBetRequestSchema.extend({ reference_transaction_uuid: transactionUuid });
export type VendorWinRequest = z.infer<typeof vendorWinRequestSchema>;

/** A rollback names the movement it reverses; the token and game are optional because a rollback must work after the session ended. */
export const vendorRollbackRequestSchema = z.strictObject({
  request_uuid: requestUuid,
  token: sessionToken.optional(),
  user: userId,
  transaction_uuid: transactionUuid,
  reference_transaction_uuid: transactionUuid,
  round: roundId,
  game_code: gameCode.optional(),
});
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;

/** The answer to every call. Amounts are integer minor units; `balance` is the player's balance after the call. */
export interface VendorResponse {
  status: VendorStatus;
  request_uuid: string;
  user: string;
  currency: string;
  balance: number;
}

/** The answer to a session exchange: the ordinary fields plus the session and what it is for. */
export interface VendorSessionResponse extends VendorResponse {
  token: string;
  game_code: string;
  /** The lobby category of the game (RNG, LIVE, SPORTS, …), so the vendor opens the right table. */
  game_type: string;
  /** True for a free-play session: play money only. */
  play_money: boolean;
  language: string;
}

export const vendorResponseSchema = z.object({
  status: z.enum(vendorStatuses),
  request_uuid: z.string(),
  user: z.string(),
  currency: z.string(),
  balance: z.number().int(),
});

export const vendorSessionResponseSchema = vendorResponseSchema.extend({
  token: z.string(),
  game_code: z.string(),
  game_type: z.string(),
  play_money: z.boolean(),
  language: z.string(),
});

/** Statuses after which a vendor must not retry the same call: the answer will not change. */
export function isFinalVendorStatus(status: VendorStatus): boolean {
  return status !== 'UNKNOWN';
}
