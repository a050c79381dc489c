import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../../test/factories.ts';
import { documentValidator, type OpenApiDocument, type Schema } from '../../test/openapi-kit.ts';
import { newId, vendorCaller, vendorSessionFor } from '../modules/games/games-test-kit.ts';

let test: TestApp;
let document: OpenApiDocument & { components: { securitySchemes: Record<string, Schema> } };

beforeAll(async () => {
  test = await createTestApp();
  document = (await test.app.server.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await test.close();
});

function operations(openapi: OpenApiDocument) {
  return Object.entries(openapi.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, object]) => ({ label: `${method.toUpperCase()} ${path}`, object })));
}

/** Every `$ref` of a document, with the JSON pointer it names. */
function referencesOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => referencesOf(item, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else referencesOf(value, found);
    }
  }
  return found;
}

function resolvePointer(root: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\//u, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), root);
}

describe('the OpenAPI documents load in standard tools', () => {
  it('the API document validates with a standard OpenAPI parser and has no dangling reference', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    const dangling = referencesOf(document).filter((reference) => !reference.startsWith('#/') || resolvePointer(document, reference) === undefined);
    expect(dangling).toEqual([]);
  });

  it('puts the recursive white-label node in components.schemas', () => {
    const schemas = Object.keys(document.components.schemas);
    expect(schemas.length).toBeGreaterThan(0);
    const permission = JSON.stringify(document.paths['/wps/system/permission']?.get);
    const references = referencesOf(JSON.parse(permission) as unknown).filter((reference) => !reference.includes('/Error'));
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(resolvePointer(document, reference)).toBeTruthy();
  });

  it('the vendor wallet document validates too and is published at /docs/vendor', async () => {
    const vendor = (await test.app.server.inject({ method: 'GET', url: '/docs/vendor/json' })).json<OpenApiDocument>();
    const result = await validate(structuredClone(vendor) as never);
    expect(result.valid).toBe(true);
    expect(Object.keys(vendor.paths)).toEqual(['/vendor-api/session', '/vendor-api/wallet/balance', '/vendor-api/wallet/bet', '/vendor-api/wallet/win', '/vendor-api/wallet/rollback']);
    expect((await test.app.server.inject({ method: 'GET', url: '/docs/vendor' })).statusCode).toBeLessThan(400);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/vendor-api'))).toBe(false);
  });
});

describe('the vendor wallet answers as its document says', () => {
  it('session, balance, bet, win, rollback and refusals each match the documented answer and request', async () => {
    const vendorDocument = (await test.app.server.inject({ method: 'GET', url: '/docs/vendor/json' })).json<OpenApiDocument>();
    const { check } = documentValidator({ ...vendorDocument, components: { schemas: {} } });
    const answerSchema = (path: string) => ((vendorDocument.paths[path]?.post?.responses as Record<string, { content: Record<string, { schema: Schema }> }>)['200']!.content['application/json']!.schema);
    const requestSchema = (path: string) => ((vendorDocument.paths[path]?.post?.requestBody as { content: Record<string, { schema: Schema }> }).content['application/json']!.schema);
    const member = await createMember(test);
    const { vendor, session, token, user, currency, game } = await vendorSessionFor(test, member, { amount: 10_000 });
    expect(check(answerSchema('/vendor-api/session'), session)).toBeUndefined();
    const bet = { request_uuid: newId('r'), token, user, transaction_uuid: newId('bet'), round: newId('round'), round_closed: false, game_code: game.gameCode, currency, amount: 500 };
    const win = { ...bet, request_uuid: newId('r'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: 700 };
    const rollback = { request_uuid: newId('r'), token, user, transaction_uuid: newId('rollback'), reference_transaction_uuid: newId('never'), round: bet.round };
    const calls: [string, Record<string, unknown>][] = [
      ['/vendor-api/wallet/balance', { request_uuid: newId('r'), token }],
      ['/vendor-api/wallet/bet', bet],
      ['/vendor-api/wallet/win', win],
      ['/vendor-api/wallet/rollback', rollback],
      ['/vendor-api/wallet/bet', { ...bet, amount: 900 }],
      ['/vendor-api/wallet/balance', { request_uuid: newId('r'), token: 'unknown-token-0000000000' }],
    ];
    for (const [path, body] of calls) {
      expect(check(requestSchema(path), body), path).toBeUndefined();
      const answer = await vendor.call(path.replace('/vendor-api', ''), body);
      expect(check(answerSchema(path), answer), `${path} ${JSON.stringify(answer)}`).toBeUndefined();
      expect(answer.request_uuid).toBe(body.request_uuid);
    }
    const stranger = await vendorCaller(test, 'NO_SUCH_VENDOR').call('/wallet/balance', { request_uuid: newId('r'), token });
    expect(stranger.status).toBe('INVALID_PARTNER');
    expect(check(answerSchema('/vendor-api/wallet/balance'), stranger)).toBeUndefined();
  });
});

describe('every operation documents its errors and its credential', () => {
  it('documents error answers from the catalogue, 401 for member calls, 403 and 503 for player calls, 429 with Retry-After', () => {
    const problems: string[] = [];
    for (const { label, object } of operations(document)) {
      const responses = object.responses as Record<string, Schema>;
      const access = object['x-access'];
      if (!responses['500']) problems.push(`${label}: no 500`);
      if (Array.isArray(access) && !access.includes('guest') && !responses['401']) problems.push(`${label}: member call without 401`);
      if (access !== 'operator' && access !== 'payment-provider' && (!responses['403'] || !responses['503'])) problems.push(`${label}: player call without 403 or 503`);
      if ((object.parameters as Schema[]).length > 0 || object.requestBody) {
        if (!responses['400']) problems.push(`${label}: input without 400`);
      }
      const limited = responses['429'] as { headers?: Record<string, unknown> } | undefined;
      if (limited && !limited.headers?.['Retry-After']) problems.push(`${label}: 429 without Retry-After`);
      if (!Array.isArray(object.security) || object.security.length === 0) problems.push(`${label}: no security`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(expect.arrayContaining(['memberToken', 'operatorCredential', 'paymentSignature']));
  });

  it('describes sealed bodies: the envelope, the key endpoint and the plaintext schema', () => {
    const sealed = operations(document).filter(({ object }) => (object.requestBody as Schema | undefined)?.['x-sealed-plaintext']);
    expect(sealed.map(({ label }) => label)).toEqual(expect.arrayContaining(['POST /wps/session/login', 'POST /wps/session/login/freeplay', 'PUT /wps/member/register', 'POST /wps/member/password']));
    for (const { object } of sealed) {
      const body = object.requestBody as { description: string; content: Record<string, { schema: Schema }>; 'x-sealed-plaintext': Schema };
      expect(body.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/SealedBody' });
      expect(body.description).toContain('/wps/system/encryption-key');
      expect(resolvePointer(document, String(body['x-sealed-plaintext'].$ref))).toBeTruthy();
    }
  });
});

describe('a request means the same to the document and to the server', () => {
  function bodySchema(path: string, method: string): Schema {
    return (document.paths[path]?.[method]?.requestBody as { content: Record<string, { schema: Schema }> }).content['application/json']!.schema;
  }
  function queryParameter(path: string, name: string): Schema {
    return ((document.paths[path]?.get?.parameters as Schema[]).find((parameter) => parameter.name === name)!.schema as Schema);
  }

  it('feedback of spaces is refused by both; feedback with spaces around it is accepted by both', async () => {
    const { check } = documentValidator(document);
    const schema = bodySchema('/wps/feedback', 'put');
    const spaces = { questionType: 'other', content: ' '.repeat(20) };
    const padded = { questionType: 'other', content: '   the deposit is late   ' };
    expect(check(schema, spaces)).toBeDefined();
    expect(check(schema, padded)).toBeUndefined();
    const answer = (content: unknown) => test.app.server.inject({ method: 'PUT', url: '/wps/feedback', headers: { 'x-forwarded-for': '177.71.1.2' }, payload: content as object });
    expect((await answer(spaces)).statusCode).toBe(400);
    expect((await answer(padded)).statusCode).toBe(200);
  });

  it('2026-02-30 and a from after its to are refused by both; the rule is stated in x-ordered-fields', async () => {
    const { check } = documentValidator(document);
    expect(check(queryParameter('/wps/member/betting-records', 'from'), '2026-02-30')).toBeDefined();
    expect(check(queryParameter('/wps/member/betting-records', 'from'), '2028-02-29')).toBeUndefined();
    expect(document.paths['/wps/member/betting-records']?.get?.['x-ordered-fields']).toEqual([{ lower: 'from', upper: 'to' }]);
    const member = await createMember(test);
    const records = (query: string) => test.app.server.inject({ method: 'GET', url: `/wps/member/betting-records?${query}`, headers: member.headers });
    expect((await records('from=2026-02-30&to=2026-03-02')).statusCode).toBe(400);
    expect((await records('from=2026-03-05&to=2026-03-02')).statusCode).toBe(400);
    expect((await records('from=2026-02-27&to=2026-03-02')).statusCode).toBe(200);
  });

  it('a nodeId as a number or as digits and a comma list of platforms are accepted by both', async () => {
    const { check } = documentValidator(document);
    const launch = bodySchema('/wps/game/launchGame', 'post');
    expect(check(launch, { nodeId: 12 })).toBeUndefined();
    expect(check(launch, { nodeId: '12' })).toBeUndefined();
    expect(check(launch, { nodeId: '0' })).toBeDefined();
    expect(check(launch, {})).toBeDefined();
    const platform = document.paths['/lgw/games/list']?.get?.parameters as Schema[];
    expect(platform.find((parameter) => parameter.name === 'platform')).toMatchObject({ style: 'form', explode: false });
    const list = await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?platform=flash,html5-desktop' });
    expect(list.statusCode).toBe(200);
    const member = await createMember(test);
    const launchGame = (nodeId: unknown) => test.app.server.inject({ method: 'POST', url: '/wps/game/launchGame', headers: member.headers, payload: { nodeId } });
    expect((await launchGame('0')).statusCode).toBe(400);
    expect([200, 404]).toContain((await launchGame('12')).statusCode);
    expect([200, 404]).toContain((await launchGame(12)).statusCode);
  });
});
