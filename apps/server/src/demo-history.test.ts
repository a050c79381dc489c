import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { applySeed } from './seed.ts';
import { verifyLedger } from './modules/wallet/ledger-verify.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ DEMO_HISTORY: 'true' });
}, 120_000);
afterAll(async () => {
  await test.close();
});

describe('demo history', () => {
  it("gives demo_agent a team with four weeks of play, in the ledger and in the team figures, once", async () => {
    const agent = await test.app.services.account.accounts.findByAccount('demo_agent');
    const days = await sql<{ day: string; bets: string }>`
      select to_char(h.hour, 'YYYY-MM-DD') as day, sum(h.valid_bet)::text as bets from agent_team_hours h
       where h.ancestor_id = ${agent!.id}::bigint and h.scope = 0 group by 1 order by 1`.execute(test.database.db);
    expect(days.rows.length).toBeGreaterThan(14);
    const sizes = await test.app.services.account.team.sizes(agent!.id);
    expect(sizes.team).toBeGreaterThan(30);
    expect(sizes.direct).toBeGreaterThan(10);
    expect(await test.app.services.agent.figures.reconcile()).toEqual([]);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();

    const members = await test.app.services.account.accounts.countMembers();
    await applySeed(test.config, test.app.services, test.database);
    expect(await test.app.services.account.accounts.countMembers()).toBe(members);
  }, 120_000);
});
