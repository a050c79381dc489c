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

const runCheck = () => runCli('agent-figures-check', test.config.databaseUrl!);

describe('npm run agent:check', () => {
  it('exits 0 while the team figures match the ledger, and names the member and figure that differ with exit 1', async () => {
    const agent = await createFundedMember(test, { memberType: 1, balance: 50_000 });
    const member = await createFundedMember(test, { uplineId: agent.memberId, balance: 20_000 });
    await test.app.services.wallet.postTransfer(undefined, {
      idempotencyKey: `check-bet:${member.memberId}`,
      debit: { memberId: member.memberId, wallet: 'cash' },
      credit: { system: 'house' },
      amount: 1_500,
      kind: 'game_bet',
      reference: 'check',
    });
    await test.app.services.agent.figures.catchUp();
    const sound = runCheck();
    expect(sound.status, sound.stderr).toBe(0);
    expect(sound.stdout).toMatch(/agent figures ok: they match the ledger up to \d{4}-/);

    await sql`update agent_member_hours set valid_bet = valid_bet + 1 where member_id = ${member.memberId}::bigint and valid_bet > 0`.execute(test.database.db);
    const broken = runCheck();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`member ${member.memberId}: validBet is 1501 in the figures, 1500 in the ledger`);
  }, 120_000);
});
