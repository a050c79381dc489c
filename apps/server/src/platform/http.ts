import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messageOfError, normaliseLanguage, successCode, type Envelope, type ErrorCode } from '@platform/contract';
import { documentOperation } from './openapi.ts';
import { AppError } from './errors.ts';
import { parseInput } from './validation.ts';
import { authorise, type Caller, type Role } from './auth.ts';
import { createCache } from './cache.ts';
import type { OperatorAccess } from './audiences.ts';

/** The language a request asks for: `lang` in the query, else Accept-Language, else PT. */
export function languageOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : typeof query?.language === 'string' ? query.language : undefined;
  return normaliseLanguage(fromQuery ?? request.headers['accept-language']?.split(',')[0]);
}

/** The success envelope around a value. */
export function success<Value>(value: Value): Envelope<Value> {
  return { success: true, value, message: '', code: successCode };
}

/** Installs the envelope for every error: catalogue codes keep their status, unknown errors become a generic 500. */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const value = error.fields ? { fields: error.fields } : (error.value ?? null);
      return reply.status(error.status).send({ success: false, value, message: error.messageFor(language), code: error.code });
    }
    const mapped = mapFrameworkError(error);
    if (mapped) {
      return reply
        .status(mapped.status)
        .send({ success: false, value: null, message: messageOfError(mapped.code, language), code: mapped.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, value: null, message: messageOfError('unknown_error', language), code: 'unknown_error' });
  });
}

function mapFrameworkError(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'payload_too_large' } as const;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported_media_type' } as const;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'malformed_body' } as const;
    default:
      break;
  }
  if (error.statusCode === 429) return { status: 429, code: 'too_many_requests' } as const;
  if (error instanceof SyntaxError || error.statusCode === 400) return { status: 400, code: 'malformed_body' } as const;
  if (error.statusCode === 413) return { status: 413, code: 'payload_too_large' } as const;
  return null;
}

/**
 * Every route's declared access, keyed by "METHOD url"; the authorisation matrix test reads it,
 * so a route added without a policy fails the suite.
 */
export const routeAccess = new Map<string, readonly Role[] | 'public' | 'operator'>();

/** Every operator route's staff permission, keyed by "METHOD url"; the console's permission matrix test reads it. */
export const operatorRoutePermissions = new Map<string, OperatorAccess>();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteContext<Query, Body> {
  request: FastifyRequest;
  /** The logged-in caller, or null for a guest on a route that admits guests. */
  caller: Caller | null;
  reply: FastifyReply;
  query: Query;
  body: Body;
  language: string;
}

export interface RouteDefinition<QuerySchema extends z.ZodType, BodySchema extends z.ZodType, ValueSchema extends z.ZodType> {
  method: Method;
  url: string;
  summary: string;
  tags: string[];
  /** Who may call it: 'public', or the roles admitted (checked before the input is read). */
  access: readonly Role[] | 'public' | 'operator';
  /** Operator routes: the staff permission it needs (or the staff login's and own-account levels), checked by the audience. */
  permission?: OperatorAccess;
  /** Operator routes whose service writes its own audit row with the state before and after. */
  auditedByService?: boolean;
  /**
   * Why an operator route writes no audit row: only the load-testing movement, never registered in production,
   * whose thousands of calls a second would otherwise queue on the audit chain's lock.
   */
  notAudited?: 'load-test-only';
  query?: QuerySchema;
  body?: BodySchema;
  /** The schema the handler reads its path parameters with, for the document. */
  params?: z.ZodType;
  /** A multipart body the handler reads part by part, described in JSON Schema for the document. */
  multipart?: Record<string, unknown>;
  /** Checks beyond the schema that depend on data (the merchant's field rules, the offered choices), stated in the document. */
  fieldRules?: string;
  /**
   * A body the handler validates itself (raw bytes whose signature is checked first, or with the merchant's field rules
   * applied to this schema); documented as the call's body.
   */
  rawBody?: z.ZodType;
  /** Who calls it when that is not a player or the operator (documented credential). */
  caller?: 'payment-provider';
  /** The plaintext schema of a sealed body (`config.encrypted`), as the server checks it once opened; documented with the envelope. */
  sealed?: z.ZodType;
  value: ValueSchema;
  /** Catalogue codes the call's own rules answer with (404, 409, ...), beyond those its definition implies; they are documented. */
  errors?: readonly ErrorCode[];
  /** The code a path parameter that names nothing answers with (404), when not `not_found`. */
  notFoundCode?: ErrorCode;
  /** Per-route options passed to Fastify (rate limits, body limit). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  handler: (context: RouteContext<z.infer<QuerySchema>, z.infer<BodySchema>>) => Promise<z.infer<ValueSchema>>;
}

type EmptyObjectSchema = z.ZodObject<Record<string, never>>;

/**
 * Declares a route from contract schemas: input is validated with zod (a 400 lists each field),
 * the value is wrapped in the envelope, and the schemas are published in the OpenAPI document.
 */
export function defineRoute<
  QuerySchema extends z.ZodType = EmptyObjectSchema,
  BodySchema extends z.ZodType = EmptyObjectSchema,
  ValueSchema extends z.ZodType = z.ZodType,
>(app: FastifyInstance, definition: RouteDefinition<QuerySchema, BodySchema, ValueSchema>): void {
  // The staff login's two steps are the operator audience's only calls open to anyone.
  routeAccess.set(`${definition.method} ${app.prefix}${definition.url}`, definition.permission === 'staff-login' ? 'public' : definition.access);
  documentOperation({
    method: definition.method,
    url: `${app.prefix}${definition.url}`,
    summary: definition.summary,
    tags: definition.tags,
    access: definition.caller ?? definition.access,
    query: definition.query,
    body: definition.config?.encrypted === true ? undefined : (definition.body ?? definition.rawBody),
    sealed: definition.sealed ?? (definition.config?.encrypted === true ? (definition.body ?? definition.rawBody) : undefined),
    params: definition.params,
    multipart: definition.multipart,
    fieldRules: definition.fieldRules,
    value: definition.value,
    errors: definition.errors,
    notFoundCode: definition.notFoundCode,
    rateLimited: definition.config?.rateLimit !== undefined,
  });
  const readQuery = definition.query ? memoisedQueryParser(definition.query) : undefined;
  if (definition.access === 'operator' && !definition.permission) throw new Error(`operator route ${definition.method} ${definition.url} declares no permission`);
  const config = definition.access === 'operator'
    ? { ...definition.config, operatorAccess: definition.permission, auditedByService: definition.auditedByService === true || definition.notAudited === 'load-test-only' }
    : definition.config;
  if (definition.permission) operatorRoutePermissions.set(`${definition.method} ${app.prefix}${definition.url}`, definition.permission);
  app.route({
    method: definition.method,
    url: definition.url,
    ...(config ? { config } : {}),
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    handler: async (request, reply) => {
      // Operator routes are guarded by the operator audience's own hook; players never have that credential.
      const caller = definition.access === 'operator' ? null : authorise(request, definition.access);
      const query = (readQuery ? readQuery(request) : {}) as z.infer<QuerySchema>;
      const body = (definition.body ? parseInput(definition.body, request.body) : {}) as z.infer<BodySchema>;
      const value = await definition.handler({ request, reply, caller, query, body, language: languageOf(request) });
      return success(value);
    },
  });
}

/** Distinct query strings a route remembers the reading of; a full memory starts again. */
const rememberedQueriesMax = 512;

/**
 * Reads a route's query with its schema, remembering the result per query string: the lobby's lists are
 * asked with the same few query strings over and over. Each call gets its own copy of the reading (its
 * arrays frozen), so no handler can change what the next request reads. Refusals are not remembered.
 */
function memoisedQueryParser(schema: z.ZodType): (request: FastifyRequest) => unknown {
  const remembered = createCache<Record<string, unknown>>({ name: 'query_readings', maxEntries: rememberedQueriesMax });
  return (request) => {
    const separator = request.url.indexOf('?');
    const raw = separator === -1 ? '' : request.url.slice(separator + 1);
    let reading = remembered.get(raw);
    if (reading === undefined) {
      const parsed = parseInput(schema, request.query);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return parsed;
      reading = Object.freeze(Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, Array.isArray(value) ? Object.freeze(value) : value])));
      remembered.set(raw, reading);
    }
    return { ...reading };
  };
}
