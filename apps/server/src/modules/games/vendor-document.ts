/**
 * The vendor wallet API's own OpenAPI document, for game vendors: session, balance, bet, win and rollback,
 * how to sign, how retries and idempotency work and what each status means. Built from the protocol's
 * contract schemas, the same the server validates with, and published at /docs/vendor/json.
 */
import type { z } from 'zod';
import {
  toJsonSchema,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorCodeHeader,
  vendorResponseSchema,
  vendorRollbackRequestSchema,
  vendorSessionRequestSchema,
  vendorSessionResponseSchema,
  vendorSignatureHeader,
  vendorWinRequestSchema,
  type JsonSchema,
  type VendorStatus,
} from '@platform/contract';

/** What each status means to a vendor, and whether a retry can change it. */
export const vendorStatusMeanings: Record<VendorStatus, string> = {
  OK: 'Done; `balance` is the balance after the call.',
  UNKNOWN: 'Our side failed (HTTP 500). Retry the same request with the same `request_uuid` and `transaction_uuid`; it applies at most once.',
  INVALID_PARTNER: 'The `X-Vendor-Code` header names no vendor we know.',
  INVALID_TOKEN: 'The token is unknown, or belongs to another vendor or player.',
  TOKEN_EXPIRED: 'The session has ended; open a new one. Never answered to win or rollback, which must work after the session.',
  INVALID_GAME: 'The game is not one of this vendor’s games, or not the session’s game.',
  WRONG_CURRENCY: 'The currency is not the session’s currency.',
  NOT_ENOUGH_MONEY: 'The stake exceeds the balance; `balance` carries the balance. Nothing moved.',
  USER_DISABLED: 'The player may not play (disabled, excluded or over a limit).',
  INVALID_SIGNATURE: '`X-Signature` is not the HMAC-SHA256 of the raw body under your secret.',
  WRONG_SYNTAX: 'The body is not JSON or does not follow the request schema.',
  DUPLICATE_TRANSACTION: 'This `transaction_uuid` was already used with different content. A replay of the same content answers the first result instead.',
  TRANSACTION_DOES_NOT_EXIST: 'A win or rollback names a bet we have no record of.',
  TRANSACTION_ROLLED_BACK: 'The referenced bet was rolled back; a win against it is refused.',
  BET_LIMIT_EXCEEDED: 'The stake is outside the game’s limits, or the win above its maximum per round.',
};

const description = `Game vendors call these endpoints to read a player's balance and to move money for their rounds.

**Transport.** Every call is a \`POST\` of a JSON body. Every answer is HTTP 200 with \`{status, request_uuid, user, currency, balance}\`, whatever the status (a fault on our side answers 500 with status \`UNKNOWN\`).

**Signature.** Send \`X-Vendor-Code: <your vendor code>\` and \`X-Signature: <hex HMAC-SHA256 of the raw body bytes under your secret>\`. The signature is checked over the exact bytes before the body is parsed; sign what you send, byte for byte.

**Idempotency.** Every money call carries your \`transaction_uuid\`. Sending the same transaction again (a retry after a timeout) answers the first result and moves nothing; the same id with other content answers \`DUPLICATE_TRANSACTION\`. A rollback of a transaction we never saw leaves a tombstone, so that a late bet with that id is refused.

**Rounds.** A bet opens a round (\`round\`), wins credit against a bet (\`reference_transaction_uuid\`), \`round_closed: true\` closes it. A rollback reverses the referenced bet or win once.

**Retries.** Retry a call answered \`UNKNOWN\` or not answered at all; every other status is final. On a bet that fails or times out (other than \`NOT_ENOUGH_MONEY\`), send a rollback. Retry wins and rollbacks until a final answer.

**Statuses.**
${Object.entries(vendorStatusMeanings)
  .map(([status, meaning]) => `- \`${status}\`: ${meaning}`)
  .join('\n')}

**Before going live** run the conformance kit (docs/vendor-wallet.md): the simulated vendor's conformance suite plays every status, replay and race against a server.`;

function call(summary: string, request: z.ZodType, response: z.ZodType, operationId: string, statuses: readonly VendorStatus[]): JsonSchema {
  return {
    operationId,
    summary,
    description: `Statuses this call answers with: ${statuses.map((status) => `\`${status}\``).join(', ')}.`,
    tags: ['vendor wallet'],
    security: [{ vendorCode: [], vendorSignature: [] }],
    'x-statuses': statuses,
    requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(request, 'input') } } },
    responses: {
      200: { description: 'The answer, whatever its status.', content: { 'application/json': { schema: toJsonSchema(response, 'output') } } },
      500: { description: 'A fault on our side: status `UNKNOWN`; retry the same request.', content: { 'application/json': { schema: toJsonSchema(vendorResponseSchema, 'output') } } },
    },
  };
}

const always: VendorStatus[] = ['OK', 'UNKNOWN', 'INVALID_PARTNER', 'INVALID_SIGNATURE', 'WRONG_SYNTAX'];

/** Builds the vendor wallet API document. */
export function buildVendorDocument(): JsonSchema {
  return {
    openapi: '3.0.3',
    info: { title: 'Vendor wallet API', version: '1.0.0', description },
    tags: [{ name: 'vendor wallet' }],
    paths: {
      '/vendor-api/session': {
        post: call('Exchange a one-time launch token for a session token', vendorSessionRequestSchema, vendorSessionResponseSchema, 'openSession', [...always, 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_DISABLED']),
      },
      '/vendor-api/wallet/balance': {
        post: call("The player's balance", vendorBalanceRequestSchema, vendorResponseSchema, 'balance', [...always, 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'INVALID_GAME', 'USER_DISABLED']),
      },
      '/vendor-api/wallet/bet': {
        post: call('Debit a stake', vendorBetRequestSchema, vendorResponseSchema, 'bet', [
          ...always,
          'INVALID_TOKEN',
          'TOKEN_EXPIRED',
          'INVALID_GAME',
          'WRONG_CURRENCY',
          'NOT_ENOUGH_MONEY',
          'USER_DISABLED',
          'DUPLICATE_TRANSACTION',
          'TRANSACTION_ROLLED_BACK',
          'BET_LIMIT_EXCEEDED',
        ]),
      },
      '/vendor-api/wallet/win': {
        post: call('Credit a win against a bet', vendorWinRequestSchema, vendorResponseSchema, 'win', [
          ...always,
          'INVALID_TOKEN',
          'INVALID_GAME',
          'WRONG_CURRENCY',
          'USER_DISABLED',
          'DUPLICATE_TRANSACTION',
          'TRANSACTION_DOES_NOT_EXIST',
          'TRANSACTION_ROLLED_BACK',
          'BET_LIMIT_EXCEEDED',
        ]),
      },
      '/vendor-api/wallet/rollback': {
        post: call('Reverse a bet or a win once', vendorRollbackRequestSchema, vendorResponseSchema, 'rollback', [...always, 'INVALID_TOKEN', 'INVALID_GAME', 'DUPLICATE_TRANSACTION', 'TRANSACTION_DOES_NOT_EXIST']),
      },
    },
    components: {
      securitySchemes: {
        vendorCode: { type: 'apiKey', in: 'header', name: vendorCodeHeader, description: 'Your vendor code, as we configured it (2–32 upper-case letters, digits or _).' },
        vendorSignature: {
          type: 'apiKey',
          in: 'header',
          name: vendorSignatureHeader,
          description: 'Lower-case hexadecimal HMAC-SHA256 of the raw body bytes under your vendor secret.',
        },
      },
    },
  };
}
