import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../../test/factories.ts';
import { accountTestClient, type AccountTestClient } from '../modules/account/account-test-client.ts';
import type { RegisteredRoute } from '../app.ts';
import { routeAccess } from './http.ts';
import { toJsonSchema } from '@platform/contract';
import { documentedOperations } from './openapi.ts';

// Files, documentation, probes and sockets take no input a schema reads; the vendor wallet API answers its
// own protocol (a fault is its 500 UNKNOWN by design) and is fuzzed through its signature check by its own tests.
const outOfScope = [/^\/assets\//, /^\/console(\/|$)/, /^\/brand\//, /^\/[^/]+\.(svg|html|png|ico|txt|webmanifest|json)(\.br|\.gz)?$/, /^\/health$/, /^\/ready$/, /^\/metrics$/, /^\/docs/, /^\/\*$/, /^\/ws$/, /^\/vendor-api\//];

/** Text PostgreSQL cannot store, and text a careless parser trips over. */
const nastyText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF\u0000\uDC00\uDC00', '\uDFFF\uD800'),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00'), fc.string({ maxLength: 12 })).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

const textCandidates = ['Fuzz12345', 'abc12345', 'fuzz@example.com', '5511987654321', '123456', '2026-01-01', '2026-01-01T00:00:00Z', 'ABC123', 'a', '1', 'https://example.com/a', 'pt'];

/**
 * A value its JSON schema accepts, as far as a schema says (enums, formats, patterns, bounds): the valid
 * surroundings that let one hostile field get past the others and reach the handler and the database.
 */
function validSample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'Fuzz12345';
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validSample(options.find((option) => option.type !== 'null') ?? options[0], depth + 1);
  if (schema.allOf?.[0]) return validSample(schema.allOf[0], depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validSample(property, depth + 1)]));
  }
  if (type === 'array') return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validSample(schema.items, depth + 1));
  if (type === 'integer' || type === 'number') {
    const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    return Math.max(minimum, 1);
  }
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'fuzz@example.com';
  const pattern = schema.pattern ? safeRegExp(schema.pattern) : undefined;
  const candidate = textCandidates.find((text) => (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0)) ?? 'Fuzz12345'.padEnd(schema.minLength ?? 0, 'x');
  return candidate;
}

/**
 * The JSON schemas of a route's body and query: those its definition documents (the same zod schemas it
 * validates with, plaintext of a sealed body included), else the ones registered on the route itself.
 */
function inputSchemasOf(route: RegisteredRoute): { body?: unknown; querystring?: unknown } {
  const operation = documentedOperations.get(`${route.method} ${route.url}`);
  const body = operation?.sealed ?? operation?.body;
  return {
    body: body ? toJsonSchema(body, 'input') : route.schema?.body,
    querystring: operation?.query ? toJsonSchema(operation.query, 'input') : route.schema?.querystring,
  };
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function objectSample(schema: unknown): Record<string, unknown> {
  const sample = schema ? validSample(schema as JsonSchema) : {};
  return typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
}

/** The dotted paths of an input's string fields, nested ones included. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** A copy of an input with the field at `path` set to `text` (free text grows a long enough valid value). */
function withText(input: unknown, path: string[], text: string): Record<string, unknown> {
  const copy = structuredClone(input) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  target[last] = `${String(target[last])}${text}`;
  return copy;
}

/** Own properties named like the prototype's, as JSON.parse and a query parser would make them. */
function withPrototypeKeys(input: Record<string, unknown>): Record<string, unknown> {
  Object.defineProperty(input, '__proto__', { value: { polluted: '\u0000' }, enumerable: true, writable: true, configurable: true });
  (input as Record<string, unknown>)['constructor'] = { prototype: { polluted: true } };
  return input;
}

const megabyteText = 'a'.repeat(1024 * 1024 - 2) + '\u0000\uD800';

function queryStringOf(input: Record<string, unknown>): string {
  const parts = Object.entries(input).map(([key, value]) => `${encodeText(key)}=${encodeText(typeof value === 'string' ? value : JSON.stringify(value))}`);
  return parts.join('&');
}

/** Percent-encodes text byte for byte, lone surrogates included (as the bytes a hostile client would send). */
function encodeText(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const pair = text.codePointAt(index)!;
      if (pair > 0xffff) {
        encoded += encodeURIComponent(String.fromCodePoint(pair));
        index += 1;
      } else {
        // The CESU-style bytes of a lone surrogate: not UTF-8, so a decoder must cope.
        encoded += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
      }
    } else encoded += encodeURIComponent(text[index]!);
  }
  return encoded;
}

let test: TestApp;
let client: AccountTestClient;

beforeAll(async () => {
  test = await createTestApp();
  // The background jobs write on their own schedule; stopped, every write the log sees is a request's.
  await test.app.services.jobs.stop();
  client = accountTestClient(test);
  await installWriteLog();
});
afterAll(async () => {
  await test?.close();
});

/** Statement triggers on every table log the committed writes, so a refused request can be shown to write nothing. */
async function installWriteLog(): Promise<void> {
  const { rows } = await test.database.pool.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') and tablename <> 'fuzz_writes'`,
  );
  await test.database.pool.query(`
    create table public.fuzz_writes (id bigserial primary key, table_name text not null);
    create function public.fuzz_note_write() returns trigger language plpgsql as $$
      begin insert into public.fuzz_writes (table_name) values (tg_table_name); return null; end $$;`);
  for (const { name } of rows) {
    await test.database.pool.query(`create trigger fuzz_write_log after insert or update or delete on ${name} for each statement execute function public.fuzz_note_write()`).catch(() => undefined);
  }
}

async function lastWriteId(): Promise<number> {
  const { rows } = await test.database.pool.query<{ id: string | null }>('select max(id) as id from public.fuzz_writes');
  return Number(rows[0]?.id ?? 0);
}

async function tablesWrittenSince(id: number): Promise<string[]> {
  const { rows } = await test.database.pool.query<{ table_name: string }>('select distinct table_name from public.fuzz_writes where id > $1', [id]);
  return rows.map((row) => row.table_name);
}

function freshAddress(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

describe('every call with text it cannot store, huge text and prototype keys', () => {
  it('answers no 5xx on any route, and a refused call writes nothing', async () => {
    const routes = test.app.routes.filter((route) => !outOfScope.some((pattern) => pattern.test(route.url)));
    expect(routes.length).toBeGreaterThan(50);
    // Tables the clock work (draws, rounds, sweeps, session idle clocks) writes whatever the request.
    const ambient = new Set(['sessions', 'fuzz_writes', 'lottery_draws', 'lottery_bets', 'wallet_system_deltas', 'wallet_accounts', 'wallet_deposit_orders']);
    const problems: string[] = [];
    let refusedCalls = 0;
    for (const [routeIndex, route] of routes.entries()) {
      const inputSchemas = inputSchemasOf(route);
      const body = objectSample(inputSchemas.body);
      const query = objectSample(inputSchemas.querystring);
      const parameterCount = route.url.split(':').length - 1;
      // At most a dozen hostile fields per route (forms with many fields are sampled), to keep the run short.
      const fields = [...stringPaths(body).map((path) => ({ place: 'body', path })), ...stringPaths(query).map((path) => ({ place: 'query', path })), ...Array.from({ length: parameterCount }, (_, index) => ({ place: 'params', path: [String(index)] }))].filter((_, index, all) => all.length <= 12 || index % Math.ceil(all.length / 12) === routeIndex % Math.ceil(all.length / 12));
      const texts = fc.sample(nastyText, { seed: 1800 + routeIndex, numRuns: Math.max(fields.length, 1) });
      const inputs: { body: Record<string, unknown>; query: Record<string, unknown>; params: string[] }[] = fields.map(({ place, path }, index) => {
        const text = texts[index] ?? '\u0000';
        const params = Array.from({ length: parameterCount }, () => '1');
        if (place === 'params') params[Number(path[0])] = `1${text}`;
        return { body: place === 'body' ? withText(body, path, text) : body, query: place === 'query' ? withText(query, path, text) : query, params };
      });
      // Beside one hostile field at a time: a 1 MB field (in the body of calls that take one, else in the
      // query) and prototype keys in both.
      const ones = Array.from({ length: parameterCount }, () => '1');
      if (hasBody(route)) inputs.push({ body: { ...body, text: megabyteText }, query, params: ones });
      else inputs.push({ body, query: { ...query, text: megabyteText }, params: ones });
      inputs.push({ body: withPrototypeKeys({ ...body }), query: withPrototypeKeys({ ...query }), params: ones });
      const caller = await callerHeaders(route);
      for (const input of inputs) {
        const response = await send(route, input, caller);
        if (response.status >= 500 && !deliberateUnavailability.has(response.code ?? '')) problems.push(`${route.method} ${route.url}: ${response.status} ${response.code} ${JSON.stringify(input).slice(0, 200)}`);
        if (response.status === 400 && response.code === 'validation_failed') {
          refusedCalls += 1;
          const written = (await tablesWrittenSince(response.writesBefore)).filter((table) => !ambient.has(table));
          if (written.length > 0) problems.push(`${route.method} ${route.url}: refused with ${response.code} yet wrote ${written.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(refusedCalls).toBeGreaterThan(routes.length);
  }, 240_000);
});

describe('the calls a black-box test broke with a NUL or a lone surrogate', () => {
  it.each([
    ['PUT', '/wps/feedback', 'member', { questionType: 'deposit', content: 'Depósito\u0000 não chegou', contact: 'x' }, 'content'],
    ['POST', '/wps/member/password/email', 'guest', { username: 'demo_player', email: 'a\uD800@example.com' }, 'email'],
    ['POST', '/wps/session/login/freeplay', 'guest', { os: 'Linux\uDFFF', platform: 'W', gatewayVersion: 3 }, 'os'],
    ['POST', '/wps/game/launchGame', 'member', { nodeId: 1, gameCode: 'slot\u0000' }, 'gameCode'],
    ['PUT', '/ops/system/site-controls', 'operator', { maintenance: false, maintenanceMessage: 'back soon\uDBFF' }, 'maintenanceMessage'],
  ])('%s %s answers 400 naming the field', async (method, url, role, body, field) => {
    const route = test.app.routes.find((candidate) => candidate.method === method && candidate.url === url);
    expect(route, `${method} ${url} is registered`).toBeDefined();
    const caller = role === 'operator' ? { authorization: `Bearer ${test.config.operatorToken}` } : role === 'member' ? (await createMember(test)).headers : {};
    const payload = route!.encrypted ? JSON.stringify(await client.seal(body)) : JSON.stringify(body);
    const response = await test.app.server.inject({ method: method as 'PUT', url, headers: { ...caller, 'content-type': 'application/json', 'x-forwarded-for': freshAddress() }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toContainEqual(expect.objectContaining({ field, rule: 'storable_text' }));
  });

  it('refuses such text in the query, the path and a header the server keeps, naming each', async () => {
    const query = await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?gameName=a%00b' });
    expect([query.statusCode, query.json().value.fields[0].field]).toEqual([400, 'gameName']);
    const path = await test.app.server.inject({ method: 'GET', url: `/lotto/lgw/games/opened/${encodeText('x\uD800')}` });
    expect(path.statusCode).toBeLessThan(500);
    const header = await test.app.server.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { 'user-agent': 'Mozilla\u0000', 'x-forwarded-for': freshAddress() }, payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    expect([header.statusCode, header.json().value.fields[0].field]).toEqual([400, 'headers.user-agent']);
  });
});

interface Sent {
  status: number;
  code: string | undefined;
  writesBefore: number;
}

const hasBody = (route: RegisteredRoute) => route.method !== 'GET' && route.method !== 'DELETE';

/** The crash game answers 503 until its first round runs: a deliberate, documented availability answer. */
const deliberateUnavailability = new Set(['crash_unavailable']);

/** The credential a route wants: the operator's, a fresh member's (an agent's where members are not admitted), or none. */
async function callerHeaders(route: RegisteredRoute): Promise<Record<string, string>> {
  const access = routeAccess.get(`${route.method} ${route.url}`);
  if (access === 'operator') return { authorization: `Bearer ${test.config.operatorToken}` };
  if (access === 'public' || access === undefined || access.includes('guest')) return {};
  const member = await createMember(test, { memberType: access.includes('member') ? 0 : 1 });
  return member.headers;
}

/** Sends one hostile input to a route with the caller's credential, sealed where the route wants it sealed. */
async function send(route: RegisteredRoute, input: { body: Record<string, unknown>; query: Record<string, unknown>; params: string[] }, caller: Record<string, string>): Promise<Sent> {
  const headers: Record<string, string> = { 'x-forwarded-for': freshAddress(), ...caller };
  let parameterIndex = 0;
  const url = route.url.replace(/:([A-Za-z]+)/g, () => encodeText(input.params[parameterIndex++] ?? '1'));
  const withQuery = `${url}?${queryStringOf(input.query)}`;
  const payload = hasBody(route) ? (route.encrypted ? await client.seal(input.body) : JSON.stringify(input.body)) : undefined;
  const writesBefore = await lastWriteId();
  const response = await test.app.server.inject({
    method: route.method as 'GET',
    url: withQuery,
    headers: { ...headers, ...(hasBody(route) ? { 'content-type': 'application/json' } : {}) },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return { status: response.statusCode, code: isJson ? (response.json<{ code?: string }>().code ?? undefined) : undefined, writesBefore };
}
