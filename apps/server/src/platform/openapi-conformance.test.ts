/**
 * Conformance of the server to its own OpenAPI document: every operation of /docs/json is called with requests
 * generated from the document (valid ones, and invalid ones the document refuses), as a caller the operation
 * admits, and every answer is checked against the document: its status is documented and its body matches.
 * A request the document refuses must be refused by the server too, and one it accepts must not fail validation.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFundedMember, createMember } from '../../test/factories.ts';
import { arbitraryOf, documentValidator, invalidCandidates, orderFields, queryTextAccepted, type OpenApiDocument, type Schema } from '../../test/openapi-kit.ts';
import { paymentSignatureOf } from '../modules/wallet/payment-routes.ts';

let test: TestApp;
let document: OpenApiDocument;
let publicKey: RsaPublicJwk;
let validator: ReturnType<typeof documentValidator>;

beforeAll(async () => {
  test = await createTestApp();
  document = (await test.app.server.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  validator = documentValidator(document);
  publicKey = (await test.app.server.inject({ method: 'GET', url: '/wps/system/encryption-key' })).json<{ value: { publicKey: RsaPublicJwk } }>().value.publicKey;
});
afterAll(async () => {
  await test.close();
});

interface Operation {
  method: string;
  path: string;
  object: Schema;
}

interface Request {
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

const validPerOperation = 3;
const invalidPerOperation = 2;
// Callers come from a Brazilian address, as the site's market; every request from its own, so per-address limits stay apart.
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `177.71.${128 + Math.floor(addressCounter / 250) % 64}.${(addressCounter % 250) + 1}`;
}

function operationsOf(openapi: OpenApiDocument): Operation[] {
  return Object.entries(openapi.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, object]) => ({ method: method.toUpperCase(), path, object })));
}

function parametersOf(operation: Operation, location: 'query' | 'path'): Schema[] {
  return ((operation.object.parameters as Schema[] | undefined) ?? []).filter((parameter) => parameter.in === location);
}

function bodySchemaOf(operation: Operation): { schema: Schema; sealed: boolean; contentType: string } | undefined {
  const requestBody = operation.object.requestBody as Schema | undefined;
  if (!requestBody) return undefined;
  const content = requestBody.content as Record<string, { schema: Schema }>;
  const contentType = Object.keys(content)[0]!;
  const plaintext = requestBody['x-sealed-plaintext'] as Schema | undefined;
  return plaintext ? { schema: plaintext, sealed: true, contentType } : { schema: content[contentType]!.schema, sealed: false, contentType };
}

/** One request the document accepts, or undefined when none of the samples passes the document's own check. */
function validRequest(operation: Operation, seed: number): Request | undefined {
  const { check } = validator;
  const components = document.components.schemas;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const sampleSeed = seed * 100 + attempt;
    const sample = <T,>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { numRuns: 1, seed: sampleSeed })[0]!;
    let path = operation.path;
    for (const parameter of parametersOf(operation, 'path')) path = path.replace(`{${String(parameter.name)}}`, encodeURIComponent(String(sample(arbitraryOf(parameter.schema as Schema, components)))));
    let query: Record<string, unknown> = {};
    let accepted = true;
    for (const parameter of parametersOf(operation, 'query')) {
      if (!parameter.required && sample(fc.boolean())) continue;
      const value = sample(arbitraryOf(parameter.schema as Schema, components));
      if (check(parameter.schema as Schema, value) !== undefined) accepted = false;
      query[String(parameter.name)] = value;
    }
    query = orderFields(query, operation.object['x-ordered-fields'] as never);
    const body = bodySchemaOf(operation);
    const generated = body && body.contentType === 'application/json' ? sample(arbitraryOf(body.schema, components)) : undefined;
    const bodyValue = body ? orderFields(generated, resolve(body.schema)['x-ordered-fields'] as never) : undefined;
    if (body && body.contentType === 'application/json' && check(body.schema, bodyValue) !== undefined) accepted = false;
    if (accepted) return { path, query, body: bodyValue };
  }
  return undefined;
}

/** A request the document refuses: one query parameter or one body field replaced by a value its schema refuses. */
function invalidRequest(operation: Operation, base: Request, index: number): Request | undefined {
  const { check } = validator;
  const targets: { kind: 'query' | 'body'; name: string; schema: Schema }[] = [];
  for (const parameter of parametersOf(operation, 'query')) targets.push({ kind: 'query', name: String(parameter.name), schema: parameter.schema as Schema });
  const body = bodySchemaOf(operation);
  const bodySchema = body && body.contentType === 'application/json' ? resolve(body.schema) : undefined;
  for (const [name, schema] of Object.entries((bodySchema?.properties as Record<string, Schema> | undefined) ?? {})) targets.push({ kind: 'body', name, schema });
  if (targets.length === 0) return undefined;
  for (let offset = 0; offset < targets.length; offset += 1) {
    const target = targets[(index + offset) % targets.length]!;
    for (const candidate of invalidCandidates(target.schema)) {
      const serialised = target.kind === 'query' ? (typeof candidate === 'object' ? JSON.stringify(candidate) : String(candidate)) : candidate;
      if (target.kind === 'query' && queryTextAccepted(check, target.schema, serialised as string)) continue;
      if (target.kind === 'body' && check(target.schema, candidate) === undefined) continue;
      if (target.kind === 'query') return { ...base, query: { ...base.query, [target.name]: serialised } };
      return { ...base, body: { ...(base.body as Record<string, unknown>), [target.name]: candidate } };
    }
  }
  return undefined;
}

function resolve(schema: Schema): Schema {
  return typeof schema.$ref === 'string' ? (document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? schema) : schema;
}

function queryString(query: Record<string, unknown>): string {
  const parts = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

async function headersFor(operation: Operation, rawBody: string | undefined): Promise<Record<string, string>> {
  const access = operation.object['x-access'];
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (access === 'operator') headers.authorization = `Bearer ${test.config.operatorToken}`;
  else if (access === 'payment-provider') headers['x-payment-signature'] = paymentSignatureOf(rawBody ?? '', test.config.paymentWebhookSecret);
  else if (Array.isArray(access) && !access.includes('guest')) {
    const role = (['member', 'agent', 'trial'] as const).find((candidate) => access.includes(candidate))!;
    const caller = role === 'member' ? await createFundedMember(test, { balance: 1_000_000 }) : await createMember(test, { memberType: role === 'agent' ? 1 : 4 });
    Object.assign(headers, caller.headers);
  }
  return headers;
}

/** A generated operator call may close the site (maintenance, blocked countries): every later call needs it open. */
async function reopenSite(): Promise<void> {
  const response = await test.app.server.inject({
    method: 'PUT',
    url: '/ops/system/site-controls',
    headers: { authorization: `Bearer ${test.config.operatorToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ maintenance: false, blockedCountries: [] }),
  });
  if (response.statusCode !== 200) throw new Error(`the site could not be reopened: ${response.statusCode} ${response.body}`);
}

interface Outcome {
  status: number;
  violations: string[];
}

async function send(operation: Operation, request: Request, expectation: 'valid' | 'invalid'): Promise<Outcome> {
  const body = bodySchemaOf(operation);
  let payload: string | undefined;
  if (body?.contentType === 'application/json' && request.body !== undefined) {
    payload = JSON.stringify(body.sealed ? await sealBody(publicKey, request.body) : request.body);
  }
  const headers = await headersFor(operation, payload);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await test.app.server.inject({ method: operation.method as 'GET', url: `${request.path}${queryString(request.query)}`, headers, ...(payload !== undefined ? { payload } : {}) });
  const label = `${operation.method} ${operation.path} (${expectation}) answered ${response.statusCode} [${request.path}]`;
  const violations: string[] = [];
  const responses = operation.object.responses as Record<string, Schema>;
  const documented = responses[String(response.statusCode)] ?? responses.default;
  if (!documented) return { status: response.statusCode, violations: [`${label}: status not documented (${response.body.slice(0, 160)})`] };
  const content = documented.content as Record<string, { schema: Schema }> | undefined;
  const json = content?.['application/json'];
  if (json) {
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      violations.push(`${label}: the body is not JSON`);
    }
    const problem = parsed === undefined ? undefined : validator.check(json.schema, parsed);
    if (problem) violations.push(`${label}: body does not match the document: ${problem} (${response.body.slice(0, 200)})`);
    const code = (parsed as { code?: string } | undefined)?.code;
    if (expectation === 'valid' && code === 'validation_failed' && !operation.object['x-field-rules']) violations.push(`${label}: the document accepts what the server refuses (${response.body.slice(0, 300)})`);
  }
  if (response.statusCode === 429 && response.headers['retry-after'] === undefined) violations.push(`${label}: 429 without Retry-After`);
  if (expectation === 'invalid' && response.statusCode < 300) violations.push(`${label}: the server accepts what the document refuses (${request.path}${queryString(request.query)} ${JSON.stringify(request.body)?.slice(0, 200)})`);
  return { status: response.statusCode, violations };
}

describe('the server conforms to its OpenAPI document', () => {
  it('answers every generated request as documented', async () => {
    const operations = operationsOf(document);
    const violations: string[] = [];
    let requests = 0;
    let withoutValidRequest = 0;
    const statuses = new Map<number, number>();
    for (const [operationIndex, operation] of operations.entries()) {
      for (let index = 0; index < validPerOperation; index += 1) {
        const request = validRequest(operation, operationIndex * 10 + index);
        if (!request) {
          withoutValidRequest += 1;
          violations.push(`${operation.method} ${operation.path}: no request the document accepts could be generated`);
          break;
        }
        const outcome = await send(operation, request, 'valid');
        requests += 1;
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        violations.push(...outcome.violations);
        if (operation.path.startsWith('/ops/system/')) await reopenSite();
        if (index < invalidPerOperation) {
          const invalid = invalidRequest(operation, request, index);
          if (!invalid) continue;
          const invalidOutcome = await send(operation, invalid, 'invalid');
          requests += 1;
          statuses.set(invalidOutcome.status, (statuses.get(invalidOutcome.status) ?? 0) + 1);
          violations.push(...invalidOutcome.violations);
        }
      }
    }
    const byStatus = [...statuses].sort(([left], [right]) => left - right).map(([status, count]) => `${status}×${count}`).join(' ');
    process.stdout.write(`OpenAPI conformance: ${operations.length} operations, ${requests} requests (${byStatus}), ${violations.length} violations, ${withoutValidRequest} operations without a generated request\n`);
    expect(violations).toEqual([]);
  }, 170_000);
});
