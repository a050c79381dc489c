/**
 * The vendor wallet audience: its own encapsulated route group under /vendor-api with its own body parser
 * (the raw bytes, kept for the signature) and its own authentication (a per-vendor HMAC over those bytes,
 * checked before the body is parsed). Answers follow the protocol, not the site's envelope.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorCodeHeader,
  vendorRollbackRequestSchema,
  vendorSessionRequestSchema,
  vendorSignatureHeader,
  vendorWinRequestSchema,
  type VendorResponse,
  type VendorStatus,
} from '@platform/contract';
import { unstorableTextErrors } from '@platform/contract/storable-text';
import { runAfterCommit } from './round-money.ts';
import { vendorSecretOf, type GamesConfig } from './games-config.ts';
import type { GamesCatalogue } from './ports.ts';
import { isValidSignature, requestUuidOf } from './vendor-signature.ts';
import type { VendorCallResult, VendorWalletService } from './vendor-wallet.ts';
import { createCache } from '../../platform/cache.ts';

/** The largest body a vendor call may have; real calls are a few hundred bytes. */
const vendorBodyLimitBytes = 16 * 1024;
const knownVendorMemoryMs = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    vendorCode?: string;
  }
}

function refusal(status: VendorStatus, requestUuid: string): VendorResponse {
  return { status, request_uuid: requestUuid, user: '', currency: '', balance: 0 };
}

/** Registers the vendor wallet calls under /vendor-api in their own scope; their document is vendor-document.ts. */
export async function vendorApiAudience(
  app: FastifyInstance,
  options: { config: GamesConfig; catalogue: Pick<GamesCatalogue, 'isKnownVendor'>; service: VendorWalletService },
): Promise<void> {
  const { config, catalogue, service } = options;
  const knownVendors = createCache<boolean>({ name: 'game_known_vendors', maxEntries: 1_000, lifetimeMs: knownVendorMemoryMs });

  async function secretFor(vendorCode: string): Promise<string | undefined> {
    const found = vendorSecretOf(config, vendorCode);
    if (!found) return undefined;
    if (!found.shared) return found.secret;
    let known = knownVendors.get(vendorCode);
    if (known === undefined) {
      known = await catalogue.isKnownVendor(vendorCode);
      knownVendors.set(vendorCode, known);
    }
    return known ? found.secret : undefined;
  }

  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: vendorBodyLimitBytes }, (_request, body, done) => done(null, body));
      scope.decorateRequest('vendorCode', undefined);
      installProtocolErrors(scope);

      // Authentication of the whole scope: who signs (the vendor code header) and that the bytes are theirs.
      scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[vendorCodeHeader];
        const vendorCode = typeof header === 'string' && /^[A-Z0-9_]{2,32}$/.test(header) ? header : undefined;
        const secret = vendorCode ? await secretFor(vendorCode) : undefined;
        if (!vendorCode || !secret) return reply.status(200).send(refusal('INVALID_PARTNER', requestUuidOf(body)));
        const signature = request.headers[vendorSignatureHeader];
        if (!isValidSignature(secret, body, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn({ vendorCode }, 'vendor call with a bad signature');
          return reply.status(200).send(refusal('INVALID_SIGNATURE', requestUuidOf(body)));
        }
        request.vendorCode = vendorCode;
        return undefined;
      });

      signedRoute(scope, '/session', vendorSessionRequestSchema, (vendor, body) => service.openSession(vendor, body));
      signedRoute(scope, '/wallet/balance', vendorBalanceRequestSchema, (vendor, body) => service.balance(vendor, body));
      signedRoute(scope, '/wallet/bet', vendorBetRequestSchema, (vendor, body) => service.bet(vendor, body));
      signedRoute(scope, '/wallet/win', vendorWinRequestSchema, (vendor, body) => service.win(vendor, body));
      signedRoute(scope, '/wallet/rollback', vendorRollbackRequestSchema, (vendor, body) => service.rollback(vendor, body));
    },
    { prefix: '/vendor-api' },
  );
}

/** The HTTP status and protocol status of a failure outside a call's own answer. */
function protocolFailureOf(error: FastifyError): { httpStatus: number; status: VendorStatus } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { httpStatus: 413, status: 'WRONG_SYNTAX' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { httpStatus: 415, status: 'WRONG_SYNTAX' };
    default:
      break;
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return { httpStatus: statusCode, status: 'WRONG_SYNTAX' };
  // Anything else is our fault: UNKNOWN tells the vendor to retry the same call.
  return { httpStatus: 500, status: 'UNKNOWN' };
}

/**
 * Every failure of the scope in the protocol's shape, never the site's envelope: an unknown path or method,
 * an oversize or unreadable body, a wrong content type (WRONG_SYNTAX, final) and any fault of ours (UNKNOWN,
 * which the vendor retries). The HTTP status still says what happened.
 */
function installProtocolErrors(scope: FastifyInstance): void {
  const requestUuidOfRequest = (request: FastifyRequest) => requestUuidOf(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = protocolFailureOf(error);
    if (failure.httpStatus >= 500) request.log.error({ err: error, vendorCode: request.vendorCode }, 'vendor call failed');
    return reply.status(failure.httpStatus).send(refusal(failure.status, requestUuidOfRequest(request)));
  });
  scope.setNotFoundHandler((request, reply) => reply.status(404).send(refusal('WRONG_SYNTAX', requestUuidOfRequest(request))));
}

/** One protocol call: parse the verified bytes, validate, run, answer; a fault answers UNKNOWN so the vendor retries. */
function signedRoute<Schema extends z.ZodType>(
  scope: FastifyInstance,
  url: string,
  schema: Schema,
  handle: (vendorCode: string, body: z.infer<Schema>) => Promise<VendorCallResult>,
): void {
  scope.route({
    method: 'POST',
    url,
    handler: async (request, reply) => {
      const body = request.body as Buffer;
      let input: unknown;
      try {
        input = JSON.parse(body.toString('utf8'));
      } catch {
        return reply.status(200).send(refusal('WRONG_SYNTAX', requestUuidOf(body)));
      }
      const parsed = schema.safeParse(input);
      if (!parsed.success || unstorableTextErrors(input).length > 0) return reply.status(200).send(refusal('WRONG_SYNTAX', requestUuidOf(body)));
      try {
        const result = await handle(request.vendorCode!, parsed.data);
        if (result.afterCommit.length > 0) void runAfterCommit(result.afterCommit, (error) => request.log.error({ err: error }, 'after-commit work of a vendor call failed'));
        return reply.status(200).send(result.response);
      } catch (error) {
        request.log.error({ err: error, vendorCode: request.vendorCode }, 'vendor call failed');
        return reply.status(500).send(refusal('UNKNOWN', requestUuidOf(body)));
      }
    },
  });
}
