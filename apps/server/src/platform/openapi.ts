/**
 * The OpenAPI 3.0 documents, built from the route definitions themselves: every call's request schemas
 * (the same zod schemas the server validates with), its answer, the error answers its definition implies
 * (validation, session, access, maintenance, rate limit) and the credential it takes. Recursive schemas
 * land in `components.schemas`, so standard loaders resolve every reference.
 */
import type { z } from 'zod';
import { encryptedEnvelopeSchema } from '@platform/contract/encrypted-envelope';
import {
  envelopeSchema,
  errorCatalogue,
  errorCodes,
  fieldErrorSchema,
  orderedFieldsExtension,
  toJsonSchema,
  type ErrorCode,
  type JsonSchema,
} from '@platform/contract';
import type { Role } from './auth.ts';

/** Who may call an operation, as the route definitions say it. */
export type Access = readonly Role[] | 'public' | 'operator' | 'payment-provider';

/** One documented operation: everything the document says about it comes from here. */
export interface DocumentedOperation {
  method: string;
  /** The Fastify URL (`/wps/x/:id`, possibly with a parameter pattern). */
  url: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  query?: z.ZodType | undefined;
  /** The schema of the path parameters, when the route reads them with one; else each is a string. */
  params?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  /** Checks beyond the schema that depend on data, stated in `x-field-rules`. */
  fieldRules?: string | undefined;
  /** The plaintext of a sealed body (the server opens the envelope, then validates this). */
  sealed?: z.ZodType | undefined;
  /** The `value` of a successful answer in the envelope. */
  value?: z.ZodType | undefined;
  /** A successful answer that is not the envelope (artwork, a redirect). */
  success?: { status: number; description: string; contentType?: string } | undefined;
  /** A multipart body, described by this JSON Schema. */
  multipart?: JsonSchema | undefined;
  /** Catalogue codes the operation's own rules may answer with, beyond those implied by its definition. */
  errors?: readonly ErrorCode[] | undefined;
  rateLimited?: boolean | undefined;
  /** Path parameters that do not name anything answer with this code (404). */
  notFoundCode?: ErrorCode | undefined;
}

/** Every operation declared by the route definitions, keyed by "METHOD url" like the access map. */
export const documentedOperations = new Map<string, DocumentedOperation>();

/** Records an operation for the documents. */
export function documentOperation(operation: DocumentedOperation): void {
  documentedOperations.set(`${operation.method} ${operation.url}`, operation);
}

/** The key endpoint and the recipe of sealed bodies, for the document and for the description of each sealed call. */
export const sealedBodyDescription =
  'Sealed body: fetch the server key from `GET /wps/system/encryption-key` (an RSA-OAEP-256 public JWK). Serialise the plaintext ' +
  '(schema in `x-sealed-plaintext`) as UTF-8 JSON, encrypt it with a fresh AES-256-GCM key and a 12-byte IV (tag appended to the ' +
  'ciphertext), wrap the raw AES key with RSA-OAEP (SHA-256), and send `{ "encrypted": { "key", "iv", "data" } }`, each in base64. ' +
  'A plain body is refused with `encrypted_body_required`, one that does not open with `encrypted_body_invalid` (both 400).';

const successCodeSchema = { type: 'string', enum: ['ok'] };

/** The schemas shared by the operations, with each operation's recursive parts hoisted under a unique name. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** Converts a zod schema, moving its definitions into `components.schemas` and pointing its references there. */
  convert(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const json = toJsonSchema(schema, io);
    const definitions = { ...((json.$defs as Record<string, JsonSchema> | undefined) ?? {}), ...((json.definitions as Record<string, JsonSchema> | undefined) ?? {}) };
    delete json.$defs;
    delete json.definitions;
    const renamed = new Map<string, string>();
    for (const key of Object.keys(definitions)) renamed.set(key, this.freeName(/^__schema\d+$/u.test(key) ? `${owner}${key.replace('__schema', 'Node')}` : key));
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (typeof node !== 'object' || node === null) return node;
      const copy: JsonSchema = {};
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const name = value.replace(/^#\/(?:\$defs|definitions|components\/schemas)\//u, '');
          copy.$ref = `#/components/schemas/${renamed.get(name) ?? name}`;
        } else copy[key] = rewrite(value);
      }
      return copy;
    };
    for (const [key, definition] of Object.entries(definitions)) this.schemas[renamed.get(key)!] = rewrite(definition) as JsonSchema;
    return rewrite(json) as JsonSchema;
  }

  /** Adds a named schema and answers a reference to it. */
  named(name: string, schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const unique = this.freeName(name);
    this.schemas[unique] = this.convert(schema, io, unique);
    return { $ref: `#/components/schemas/${unique}` };
  }

  private freeName(name: string): string {
    let candidate = name;
    for (let suffix = 2; Object.hasOwn(this.schemas, candidate); suffix += 1) candidate = `${name}${suffix}`;
    this.schemas[candidate] = {};
    return candidate;
  }
}

/** The OpenAPI path of a Fastify URL: `:id(^\d+).svg` becomes `{id}.svg`. */
export function openApiPath(url: string): { path: string; parameters: { name: string; pattern: string | undefined }[] } {
  const parameters: { name: string; pattern: string | undefined }[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)(?:\(([^)]*)\))?/gu, (_match, name: string, pattern: string | undefined) => {
    parameters.push({ name, pattern: pattern ? `${pattern.startsWith('^') ? '' : '^'}${pattern}$` : undefined });
    return `{${name}}`;
  });
  return { path, parameters };
}

/** A stable operation id: the method and the path's words (`getWpsSystemPermission`). */
export function operationIdOf(method: string, url: string): string {
  const words = openApiPath(url)
    .path.split(/[^A-Za-z0-9]+/u)
    .filter((word) => word.length > 0);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function isPlayerAudience(access: Access): boolean {
  return access !== 'operator' && access !== 'payment-provider';
}

function needsSession(access: Access): boolean {
  return Array.isArray(access) && !access.includes('guest');
}

/** The statuses and the catalogue codes an operation may answer with, derived from its definition. */
export function errorCodesOf(operation: DocumentedOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>(['unknown_error']);
  const hasInput = Boolean(operation.query || operation.body || operation.sealed || operation.multipart || operation.url.includes(':'));
  const writes = operation.method !== 'GET' && operation.method !== 'DELETE';
  if (hasInput) codes.add('validation_failed');
  if (writes) ['malformed_body', 'payload_too_large', 'unsupported_media_type'].forEach((code) => codes.add(code as ErrorCode));
  if (operation.sealed) ['encrypted_body_required', 'encrypted_body_invalid'].forEach((code) => codes.add(code as ErrorCode));
  if (needsSession(operation.access)) codes.add('not_logged_in');
  if (isPlayerAudience(operation.access)) {
    // Access rules, jurisdiction (region) and maintenance apply to every player call.
    ['forbidden', 'blockip', 'info_maintenance', 'service_unavailable'].forEach((code) => codes.add(code as ErrorCode));
    if (Array.isArray(operation.access) && !operation.access.includes('trial')) codes.add('in_need_true_account');
    if (needsSession(operation.access)) ['account_disabled', 'password_change_required'].forEach((code) => codes.add(code as ErrorCode));
  }
  if (operation.access === 'operator') codes.add('forbidden');
  if (operation.access === 'payment-provider') codes.add('invalid_signature');
  if (operation.rateLimited) codes.add('too_many_requests');
  if (operation.url.includes(':')) codes.add(operation.notFoundCode ?? 'not_found');
  for (const code of operation.errors ?? []) codes.add(code);
  return [...codes];
}

function errorSchemaName(status: number): string {
  return `Error${status}`;
}

/** The error envelopes, one per status, each listing the catalogue codes of that status. */
function errorSchemas(components: Components): void {
  const statuses = [...new Set(errorCodes.map((code) => errorCatalogue[code].status))].sort();
  const fieldError = components.named('FieldError', fieldErrorSchema, 'output');
  for (const status of statuses) {
    const codes = errorCodes.filter((code) => errorCatalogue[code].status === status);
    const value =
      status === 400
        ? { type: 'object', nullable: true, description: 'For validation_failed: every field and the rule it broke.', properties: { fields: { type: 'array', items: fieldError } } }
        : status === 429
          ? { type: 'object', nullable: true, description: 'When known, how long to wait.', properties: { retryAfterSeconds: { type: 'integer', minimum: 0 } } }
          : { type: 'object', nullable: true, description: 'Details of some codes (the issue, the limits, the balance).' };
    components.schemas[errorSchemaName(status)] = {
      type: 'object',
      description: `The envelope of a ${status} answer; \`code\` is one of the catalogue's ${status} codes and \`message\` its text in the caller's language.`,
      required: ['success', 'value', 'message', 'code'],
      properties: { success: { type: 'boolean', enum: [false] }, value, message: { type: 'string' }, code: { type: 'string', enum: codes } },
    };
  }
}

function errorResponses(codes: readonly ErrorCode[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorCatalogue[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, list] of [...byStatus].sort(([left], [right]) => left - right)) {
    const response: JsonSchema = {
      description: `Error; codes this call answers with: ${list.map((code) => `\`${code}\``).join(', ')}.`,
      'x-error-codes': list,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaName(status)}` } } },
    };
    if (status === 429) response.headers = { 'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } } };
    responses[String(status)] = response;
  }
  return responses;
}

function securityOf(access: Access): Record<string, string[]>[] {
  if (access === 'operator') return [{ operatorCredential: [] }];
  if (access === 'payment-provider') return [{ paymentSignature: [] }];
  const member: Record<string, string[]>[] = [{ memberToken: [] }, { memberTokenHeader: [] }];
  return needsSession(access) ? member : [{}, ...member];
}

function accessText(access: Access): string {
  if (access === 'public') return 'Access: anyone (a session, when sent, identifies the caller).';
  if (access === 'operator') return 'Access: operator staff (bearer operator credential).';
  if (access === 'payment-provider') return 'Access: the payment provider (HMAC signature of the raw body).';
  return `Access: ${access.join(', ')}.`;
}

function queryParameters(components: Components, operation: DocumentedOperation, owner: string): { parameters: JsonSchema[]; extensions: JsonSchema } {
  if (!operation.query) return { parameters: [], extensions: {} };
  const json = components.convert(operation.query, 'input', `${owner}Query`);
  const properties = (json.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((json.required as string[] | undefined) ?? []);
  const parameters = Object.entries(properties).map(([name, schema]) => {
    const parameter: JsonSchema = { name, in: 'query', required: required.has(name), schema };
    // Lists travel comma-separated (`platform=flash,html5`); the server also takes the key repeated.
    if (schema.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
    return parameter;
  });
  const extensions: JsonSchema = {};
  if (json[orderedFieldsExtension]) extensions[orderedFieldsExtension] = json[orderedFieldsExtension];
  if (typeof json.description === 'string') extensions.queryRules = json.description;
  return { parameters, extensions };
}

function requestBodyOf(components: Components, operation: DocumentedOperation, owner: string): JsonSchema | undefined {
  if (operation.sealed) {
    const plaintext = components.named(`${owner}SealedPlaintext`, operation.sealed, 'input');
    return {
      required: true,
      description: sealedBodyDescription,
      'x-sealed-plaintext': plaintext,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SealedBody' } } },
    };
  }
  if (operation.multipart) return { required: true, content: { 'multipart/form-data': { schema: operation.multipart } } };
  if (operation.body) return { required: true, content: { 'application/json': { schema: components.convert(operation.body, 'input', `${owner}Body`) } } };
  return undefined;
}

function operationObject(components: Components, operation: DocumentedOperation): { path: string; method: string; object: JsonSchema } {
  const { path, parameters: pathParameters } = openApiPath(operation.url);
  const operationId = operationIdOf(operation.method, operation.url);
  const owner = operationId[0]!.toUpperCase() + operationId.slice(1);
  const { parameters, extensions } = queryParameters(components, operation, owner);
  const paramsJson = operation.params ? components.convert(operation.params, 'input', `${owner}Path`) : undefined;
  const paramSchemas = (paramsJson?.properties as Record<string, JsonSchema> | undefined) ?? {};
  const pathParameterObjects = pathParameters.map(({ name, pattern }) => ({
    name,
    in: 'path',
    required: true,
    schema: paramSchemas[name] ?? { type: 'string', ...(pattern ? { pattern } : {}) },
  }));
  const success: JsonSchema = operation.success
    ? {
        description: operation.success.description,
        ...(operation.success.contentType ? { content: { [operation.success.contentType]: { schema: { type: 'string' } } } } : {}),
      }
    : {
        description: 'Success: the envelope with `success: true`, `code: "ok"` and the value.',
        content: { 'application/json': { schema: successEnvelope(components, operation.value, owner) } },
      };
  const codes = errorCodesOf(operation);
  const descriptionParts = [accessText(operation.access)];
  if (extensions.queryRules) descriptionParts.push(`Rule: ${String(extensions.queryRules)}`);
  if (operation.sealed) descriptionParts.push(sealedBodyDescription);
  if (operation.fieldRules) descriptionParts.push(`Also checked: ${operation.fieldRules}`);
  const object: JsonSchema = {
    operationId,
    summary: operation.summary,
    description: descriptionParts.join('\n\n'),
    tags: [...operation.tags],
    'x-access': operation.access,
    security: securityOf(operation.access),
    parameters: [...pathParameterObjects, ...parameters],
    responses: { [String(operation.success?.status ?? 200)]: success, ...errorResponses(codes) },
  };
  if (extensions[orderedFieldsExtension]) object[orderedFieldsExtension] = extensions[orderedFieldsExtension];
  if (operation.fieldRules) object['x-field-rules'] = operation.fieldRules;
  const requestBody = requestBodyOf(components, operation, owner);
  if (requestBody) object.requestBody = requestBody;
  if (operation.success?.status === 304 || operation.success?.contentType?.startsWith('image/')) {
    (object.responses as JsonSchema)['304'] = { description: 'Not modified: the client holds this version (If-None-Match).' };
  }
  return { path, method: operation.method.toLowerCase(), object };
}

function successEnvelope(components: Components, value: z.ZodType | undefined, owner: string): JsonSchema {
  if (!value) return { type: 'object' };
  const json = components.convert(envelopeSchema(value), 'output', `${owner}Value`);
  const properties = json.properties as Record<string, JsonSchema>;
  properties.success = { type: 'boolean', enum: [true] };
  properties.code = successCodeSchema;
  return json;
}

const securitySchemes = {
  memberToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token that login, registration and free play answer with (`Authorization: Bearer <token>`).',
  },
  memberTokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'The same session token in the `token` header, as the web app sends it.' },
  operatorCredential: { type: 'http', scheme: 'bearer', description: 'The operator credential (`OPERATOR_TOKEN`) of the operator API under /ops.' },
  paymentSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-payment-signature',
    description: 'The payment provider\'s signature: `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook secret.',
  },
};

/** Builds the player, agent and operator API document from the recorded operations. */
export function buildApiDocument(operations: Iterable<DocumentedOperation>, info: { title: string; version: string; description: string }): JsonSchema {
  const components = new Components();
  errorSchemas(components);
  components.named('SealedBody', encryptedEnvelopeSchema, 'input');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sorted = [...operations].sort((left, right) => left.url.localeCompare(right.url) || left.method.localeCompare(right.method));
  for (const operation of sorted) {
    const { path, method, object } = operationObject(components, operation);
    paths[path] = { ...(paths[path] ?? {}), [method]: object };
  }
  return {
    openapi: '3.0.3',
    info,
    tags: [...new Set(sorted.flatMap((operation) => operation.tags))].map((name) => ({ name })),
    paths,
    components: { schemas: components.schemas, securitySchemes },
  };
}
