import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFundedMember } from '../../test/factories.ts';
import { runCli } from '../../test/run-cli.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
});
afterAll(async () => {
  await test.close();
});

const runCheck = () => runCli('ledger-verify', test.config.databaseUrl!);

describe('npm run ledger:verify', () => {
  it('prints a summary and exits 0 on a sound ledger, and the first mismatch with exit 1 otherwise', async () => {
    const member = await createFundedMember(test, { balance: 4321 });
    const sound = runCheck();
    expect(sound.status).toBe(0);
    expect(sound.stdout).toMatch(/ledger ok: \d+ accounts, \d+ transfers, \d+ entries, 0 pending holds/);
    expect(sound.stdout).toContain('real book sums to 0');
    await sql`update wallet_accounts set balance = balance + 5 where member_id = ${member.memberId} and kind = 'cash'`.execute(test.database.db);
    const broken = runCheck();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/ledger mismatch: a member balance equals the sum of its entries: account \d+ \(member \d+ cash, real\): balance 4326 but its entries sum to 4321/);
    await sql`update wallet_accounts set balance = balance - 5 where member_id = ${member.memberId} and kind = 'cash'`.execute(test.database.db);
  }, 120_000);
});
