import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runCli } from '../../test/run-cli.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
});
afterAll(async () => {
  await test.close();
});

const runCheck = () => runCli('audit-verify', test.config.databaseUrl!);

describe('npm run audit:verify', () => {
  it('exits 0 on a whole chain, and names the first changed row with exit 1', async () => {
    const controls = { maintenance: false, maintenanceMessage: '', blockedCountries: ['US'] };
    for (let change = 0; change < 3; change++) {
      const response = await test.app.server.inject({ method: 'PUT', url: '/ops/system/site-controls', headers: { authorization: `Bearer ${test.config.operatorToken}` }, payload: controls });
      expect(response.statusCode).toBe(200);
    }
    const sound = runCheck();
    expect(sound.status, sound.stderr).toBe(0);
    expect(sound.stdout).toMatch(/audit chain ok: \d+ rows/);
    const { rows } = await sql<{ id: string }>`select id::text as id from operator_audit order by operator_audit.id desc offset 1 limit 1`.execute(test.database.db);
    const changed = rows[0]!.id;
    await sql`alter table operator_audit disable trigger operator_audit_append_only`.execute(test.database.db);
    await sql`update operator_audit set client_address = '203.0.113.9' where id = ${changed}`.execute(test.database.db);
    await sql`alter table operator_audit enable trigger operator_audit_append_only`.execute(test.database.db);
    const broken = runCheck();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`audit chain broken at row ${changed}`);
  }, 120_000);
});
