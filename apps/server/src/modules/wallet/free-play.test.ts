import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember, createMember, type TestMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';

/** Free play: trial accounts play the house games with play money kept apart from real money, and top it up. */
let test: TestApp;
const grant = 1_000_000;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
});
afterAll(async () => {
  await test.close();
});

async function call(member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await test.app.server.inject({ method, url, headers: member?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string } };
}

const requestId = () => randomUUID().replaceAll('-', '');
const roll = (member: TestMember, stake: number) => call(member, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake, direction: 'under', chanceBasisPoints: 5000 });

async function trialWithPlayMoney(): Promise<TestMember> {
  const trial = await createMember(test, { memberType: 4 });
  expect((await call(trial, 'GET', '/wps/v2/wallets/balance')).body.value.balance).toBe(grant);
  return trial;
}

async function booksOf(memberId: string): Promise<{ book: string; balance: number }[]> {
  const { rows } = await sql<{ book: string; balance: string }>`
    select book, balance from wallet_accounts where member_id = ${memberId}::bigint order by book`.execute(test.database.db);
  return rows.map((row) => ({ book: row.book, balance: Number(row.balance) }));
}

async function realFiguresOf(memberId: string) {
  const { rows } = await sql<{ count: string }>`select count(*) from game_member_daily_figures where member_id = ${memberId}::bigint`.execute(test.database.db);
  return Number(rows[0]!.count);
}

describe('free play', () => {
  it('settles a trial account’s house bets in play money, with no real account and nothing in the real figures', async () => {
    const trial = await trialWithPlayMoney();
    const played = await roll(trial, 10_000);
    expect(played.status).toBe(200);
    expect(played.body.value.balance).toBe(grant - 10_000 + played.body.value.winAmount);
    expect((await call(trial, 'GET', '/wps/v2/wallets/balance')).body.value.balance).toBe(played.body.value.balance);
    expect(await booksOf(trial.memberId)).toEqual([{ book: 'play', balance: played.body.value.balance }]);
    expect(await realFiguresOf(trial.memberId)).toBe(0);

    // A real member's bet next to it does count in the real figures.
    const member = await createFundedMember(test, { balance: 50_000 });
    expect((await roll(member, 1_000)).status).toBe(200);
    expect(await realFiguresOf(member.memberId)).toBeGreaterThan(0);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('keeps the play balance right under concurrent bets', async () => {
    const trial = await trialWithPlayMoney();
    const answers = await Promise.all(Array.from({ length: 24 }, () => roll(trial, 5_000)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const won = answers.reduce((sum, answer) => sum + (answer.body.value.winAmount as number), 0);
    const expected = grant - 24 * 5_000 + won;
    expect((await call(trial, 'GET', '/wps/v2/wallets/balance')).body.value.balance).toBe(expected);
    expect(await booksOf(trial.memberId)).toEqual([{ book: 'play', balance: expected }]);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('tops the play money back up to the grant, only for trial accounts, and never past it', async () => {
    const trial = await trialWithPlayMoney();
    const full = await call(trial, 'POST', '/wps/v2/wallets/play-money/top-up', {});
    expect(full.status).toBe(200);
    expect(full.body.value).toMatchObject({ balance: grant, toppedUp: 0, grant });
    await roll(trial, 100_000);
    const spent = (await call(trial, 'GET', '/wps/v2/wallets/balance')).body.value.balance as number;
    const topUps = await Promise.all([1, 2, 3].map(() => call(trial, 'POST', '/wps/v2/wallets/play-money/top-up', {})));
    expect(topUps.every((answer) => answer.status === 200)).toBe(true);
    expect(topUps.reduce((sum, answer) => sum + (answer.body.value.toppedUp as number), 0)).toBe(Math.max(0, grant - spent));
    expect((await call(trial, 'GET', '/wps/v2/wallets/balance')).body.value.balance).toBe(Math.max(grant, spent));

    const member = await createFundedMember(test, { balance: 1_000 });
    const refused = await call(member, 'POST', '/wps/v2/wallets/play-money/top-up', {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await call(member, 'GET', '/wps/v2/wallets/balance')).body.value.balance).toBe(1_000);
    expect((await call(null, 'POST', '/wps/v2/wallets/play-money/top-up', {})).status).toBe(401);
    expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
  });

  it('throttles top-ups', async () => {
    const trial = await trialWithPlayMoney();
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await call(trial, 'POST', '/wps/v2/wallets/play-money/top-up', {}));
    expect(answers.at(-1)!.status).toBe(429);
  });

  it('refuses vendor games and every real-money action with in_need_true_account', async () => {
    const trial = await trialWithPlayMoney();
    const refusals = await Promise.all([
      call(trial, 'POST', '/wps/game/launchGame', { vassalage: 'DEMO', gameCode: 'any', platform: 'html5-desktop' }),
      call(trial, 'POST', '/wps/wallet/deposit/orders', { channelId: '1', amount: 10_000, idempotencyKey: randomUUID() }),
      call(trial, 'GET', '/wps/wallet/withdraw/info'),
      call(trial, 'POST', '/wps/wallet/withdrawals', { amount: 10_000, payoutAccountId: '1', paymentPassword: '123456', idempotencyKey: randomUUID() }),
      call(trial, 'POST', '/wps/wallet/transfer/upline', { amount: 1_000, paymentPassword: '123456', idempotencyKey: randomUUID() }),
      call(trial, 'POST', '/wps/relay/GCS_walletTransfer', { from: 'cash', to: 'bonus', amount: 1_000, idempotencyKey: randomUUID() }),
    ]);
    for (const refusal of refusals) expect(refusal.body.code).toBe('in_need_true_account');
    expect(await booksOf(trial.memberId)).toEqual([{ book: 'play', balance: grant }]);
  });
});
