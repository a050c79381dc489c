import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCenterValueSchema, operatorDetailsSchema, permissionInfoSchema, type OperatorDetails } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
const operator = () => ({ authorization: `Bearer ${test.config.operatorToken}` });

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as { value: any; code: string } };
}

async function helpTopic(tag: string, language: string) {
  const { value } = (await call('GET', `/wps/system/helpCenter?lang=${language}&device=WEB`)).body;
  return helpCenterValueSchema.parse(value).topics.find((topic) => topic.tag === tag)!;
}

const details: OperatorDetails = {
  companyName: 'Fortuna & Filhos Jogos S.A.',
  registrationNumber: 'CNPJ 11.222.333/0001-81',
  licenceNumber: 'SPA-2026-0042',
  licenceAuthority: 'Secretaria de Apostas do Ministério da Fazenda',
  address: 'Rua das Flores, 42, Curitiba - PR',
  supportEmail: 'ajuda@fortuna.example',
  minimumAge: 21,
};

describe('operator details', () => {
  it('start as the demo operator’s, named on every help page in PT and EN', async () => {
    const current = operatorDetailsSchema.parse((await call('GET', '/ops/system/operator-details', { headers: operator() })).body.value);
    for (const tag of ['term', 'privacy', 'responsible', 'faq']) {
      for (const language of ['pt', 'en']) {
        const topic = await helpTopic(tag, language);
        expect(topic.content, `${tag} ${language}`).toContain(current.companyName);
        expect(topic.content, `${tag} ${language}`).toContain(current.licenceNumber);
        expect(topic.content).not.toMatch(/\{\{\w+\}\}/);
      }
    }
  });

  it('are only for the operator', async () => {
    expect((await call('GET', '/ops/system/operator-details')).status).toBe(403);
    expect((await call('PUT', '/ops/system/operator-details', { headers: { authorization: 'Bearer wrong' }, payload: details })).status).toBe(403);
  });

  it('refuse bad input with the field and the reason, and write nothing', async () => {
    const before = (await call('GET', '/ops/system/operator-details', { headers: operator() })).body.value;
    const response = await call('PUT', '/ops/system/operator-details', {
      headers: operator(),
      payload: { ...details, supportEmail: 'not an address', minimumAge: 16, companyName: '' },
    });
    expect(response.status).toBe(400);
    const fields = response.body.value.fields.map((field: { field: string; message?: string; reason?: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['supportEmail', 'minimumAge', 'companyName']));
    expect((await call('GET', '/ops/system/operator-details', { headers: operator() })).body.value).toEqual(before);
  });

  it('once changed, show on the help pages, escaped, and are audited', async () => {
    const saved = await call('PUT', '/ops/system/operator-details', { headers: operator(), payload: details });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual(details);
    expect((await call('GET', '/ops/system/operator-details', { headers: operator() })).body.value).toEqual(details);
    const terms = await helpTopic('term', 'pt');
    expect(terms.content).toContain('Fortuna &amp; Filhos Jogos S.A.');
    expect(terms.content).toContain('SPA-2026-0042');
    expect(terms.content).toContain('maiores de 21 anos');
    const faq = await helpTopic('faq', 'en');
    expect(faq.content).toContain('ajuda@fortuna.example');
    const audit = await sql<{ count: string }>`select count(*) as count from operator_audit where action = 'system.operator_details'`.execute(test.database.db);
    expect(Number(audit.rows[0]!.count)).toBe(1);
  });
});

describe('Portuguese variant', () => {
  it('is Brazilian for the demo merchant', async () => {
    const info = permissionInfoSchema.parse((await call('GET', '/wps/system/permission')).body.value);
    expect(info.portugueseVariant).toBe('pt-BR');
  });
});
