import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { GOLDEN_REELS, createOutcomeStream, hashSeed, placeMines, playRound, rollDice } from '@platform/game-math';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createMember, type TestMember } from '../../../../test/factories.ts';
import { cashOf, fund } from '../games-test-kit.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function call<Value = any>(member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await test.app.server.inject({ method, url, headers: member?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json<{ success: boolean; value: Value; code: string }>() };
}

async function fundedMember(amount = 100_000) {
  const member = await createMember(test);
  await fund(test, member.memberId, amount);
  return member;
}

const requestId = () => randomUUID().replaceAll('-', '');

describe('provably fair seeds', () => {
  it('shows the seed hash before play, takes one nonce per bet and reveals the seed on rotation so rounds recompute', async () => {
    const member = await fundedMember();
    const before = await call(member, 'GET', '/wps/house/seeds');
    expect(before.body.value).toMatchObject({ nonce: 0, previous: null });
    await call(member, 'POST', '/wps/house/seeds/client', { clientSeed: 'my-lucky-seed' });
    const roll = await call(member, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake: 100, direction: 'under', chanceBasisPoints: 5000 });
    expect(roll.status).toBe(200);
    expect(roll.body.value.fairness).toMatchObject({ serverSeedHash: before.body.value.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: 0, serverSeed: null });
    const rotated = await call(member, 'POST', '/wps/house/seeds/rotate', {});
    const revealed = rotated.body.value.previous;
    expect(revealed).toMatchObject({ serverSeedHash: before.body.value.serverSeedHash, clientSeed: 'my-lucky-seed', nonceUsed: 1 });
    expect(hashSeed(revealed.serverSeed)).toBe(before.body.value.serverSeedHash);
    expect(rotated.body.value.serverSeedHash).not.toBe(before.body.value.serverSeedHash);
    const recomputed = rollDice(createOutcomeStream({ serverSeed: revealed.serverSeed, clientSeed: 'my-lucky-seed', nonce: 0 }));
    expect(recomputed).toBe(roll.body.value.roll);
    const verified = await call(null, 'POST', '/wps/house/verify', { game: 'DICE', serverSeed: revealed.serverSeed, clientSeed: 'my-lucky-seed', nonce: 0, direction: 'under', chanceBasisPoints: 5000 });
    expect(verified.body.value.outcome).toMatchObject({ roll: roll.body.value.roll, won: roll.body.value.won });
  });
});

describe('dice and slot', () => {
  it('pays a dice roll from the stream and moves the balance by stake and win', async () => {
    const member = await fundedMember(10_000);
    const roll = await call(member, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake: 1_000, direction: 'over', chanceBasisPoints: 9500 });
    const value = roll.body.value;
    expect(value.won).toBe(value.roll >= 500);
    expect(value.winAmount).toBe(value.won ? Math.floor((1_000 * value.multiplierBasisPoints) / 10_000) : 0);
    expect(value.balance).toBe(10_000 - 1_000 + value.winAmount);
    expect(await cashOf(test, member.memberId)).toBe(value.balance);
  });

  it('answers a retried request id with the first result and moves no money again', async () => {
    const member = await fundedMember(10_000);
    const body = { requestId: requestId(), stake: 500, direction: 'under', chanceBasisPoints: 4000 };
    const first = await call(member, 'POST', '/wps/house/dice/roll', body);
    const again = await call(member, 'POST', '/wps/house/dice/roll', body);
    expect(again.body.value).toEqual(first.body.value);
    expect(await cashOf(test, member.memberId)).toBe(first.body.value.balance);
    const conflicting = await call(member, 'POST', '/wps/house/dice/roll', { ...body, stake: 600 });
    expect(conflicting.body.code).toBe('idempotency_conflict');
  });

  it('spins Golden Reels exactly as the seeds say, free spins included', async () => {
    const member = await fundedMember(100_000);
    const spins = [];
    for (let index = 0; index < 5; index++) spins.push((await call(member, 'POST', '/wps/house/slot/spin', { requestId: requestId(), lineBet: 10 })).body.value);
    const seeds = (await call(member, 'POST', '/wps/house/seeds/rotate', {})).body.value.previous;
    for (const spin of spins) {
      const round = playRound(GOLDEN_REELS, createOutcomeStream({ serverSeed: seeds.serverSeed, clientSeed: spin.fairness.clientSeed, nonce: spin.fairness.nonce }));
      expect(spin.baseSpin.stops).toEqual(round.baseSpin.stops);
      expect(spin.totalWin).toBe(round.totalWin);
      expect(spin.winAmount).toBe(round.totalWin * 10);
      expect(spin.stake).toBe(200);
    }
    const total = spins.reduce((sum, spin) => sum - spin.stake + spin.winAmount, 100_000);
    expect(await cashOf(test, member.memberId)).toBe(total);
  });

  it('refuses stakes outside the game limits and balances too small, writing nothing', async () => {
    const member = await fundedMember(50);
    expect((await call(member, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake: 5, direction: 'under', chanceBasisPoints: 5000 })).body.code).toBe('bet_limit_exceeded');
    expect((await call(member, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake: 100, direction: 'under', chanceBasisPoints: 5000 })).body.code).toBe('insufficient_balance');
    expect((await call(member, 'GET', '/wps/house/seeds')).body.value.nonce).toBe(0);
    expect(await cashOf(test, member.memberId)).toBe(50);
  });

  it('tells anyone the limits a game takes before the first bet, the same a refusal carries', async () => {
    const member = await fundedMember(100_000);
    const limits = await call(null, 'GET', '/wps/house/limits?game=DICE');
    expect(limits.status).toBe(200);
    const refusal = await call(member, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake: limits.body.value.stakeMin - 1, direction: 'under', chanceBasisPoints: 5000 });
    expect(refusal.body.code).toBe('bet_limit_exceeded');
    expect(limits.body.value).toEqual({ game: 'DICE', ...(refusal.body.value as object) });
    expect((await call(null, 'GET', '/wps/house/limits?game=POKER')).status).toBe(400);
  });

  it('lets a trial account play with play money only', async () => {
    const trial = await createMember(test, { memberType: 4 });
    await test.app.services.wallet.balance(trial.memberId, true);
    const playMoney = await cashOf(test, trial.memberId);
    expect(playMoney).toBeGreaterThan(0);
    const roll = await call(trial, 'POST', '/wps/house/dice/roll', { requestId: requestId(), stake: 100, direction: 'under', chanceBasisPoints: 5000 });
    expect(roll.status).toBe(200);
    expect((await test.app.services.wallet.balances(trial.memberId)).book).toBe('play');
  });
});

describe('mines', () => {
  it('plays a round over several calls and pays the cash-out the multiplier promised', async () => {
    const member = await fundedMember(10_000);
    const started = (await call(member, 'POST', '/wps/house/mines/start', { requestId: requestId(), stake: 1_000, mines: 3 })).body.value;
    expect(started).toMatchObject({ status: 'playing', revealed: [], minePositions: null, balance: 9_000 });
    expect((await call(member, 'POST', '/wps/house/mines/start', { requestId: requestId(), stake: 1_000, mines: 3 })).body.code).toBe('round_in_play');
    expect((await call(member, 'POST', '/wps/house/seeds/rotate', {})).body.code).toBe('round_in_play');
    // The player cannot know the mines; the test plays cells in order until it has two safe ones or hits a mine.
    let state = started;
    for (let cell = 0; cell < 25 && state.status === 'playing' && state.revealed.length < 2; cell++) {
      state = (await call(member, 'POST', '/wps/house/mines/reveal', { roundId: started.roundId, cell })).body.value;
    }
    if (state.status === 'playing') {
      const promised = state.winAmount;
      state = (await call(member, 'POST', '/wps/house/mines/cashout', { roundId: started.roundId })).body.value;
      expect(state).toMatchObject({ status: 'cashed_out', winAmount: promised, balance: 9_000 + promised });
    } else {
      expect(state).toMatchObject({ status: 'busted', winAmount: 0, balance: 9_000 });
    }
    const seeds = (await call(member, 'POST', '/wps/house/seeds/rotate', {})).body.value.previous;
    const mines = placeMines(createOutcomeStream({ serverSeed: seeds.serverSeed, clientSeed: started.fairness.clientSeed, nonce: started.fairness.nonce }), 3);
    expect([...mines].sort((left, right) => left - right)).toEqual(state.minePositions);
    expect(await cashOf(test, member.memberId)).toBe(state.balance);
  });
});

describe('crash', () => {
  it('takes bets while betting is open, pays a cash-out before the crash and settles the rest at the crash', async () => {
    const runner = test.app.services.games.crashRunner;
    const member = await fundedMember(10_000);
    const other = await fundedMember(10_000);
    await runner.advance();
    const state = (await call(null, 'GET', '/wps/house/crash/state')).body.value;
    expect(state).toMatchObject({ phase: 'betting', seed: null });
    const bet = await call(member, 'POST', '/wps/house/crash/bet', { requestId: requestId(), stake: 1_000 });
    expect(bet.body.value).toMatchObject({ crashRoundId: state.crashRoundId, balance: 9_000 });
    await call(other, 'POST', '/wps/house/crash/bet', { requestId: requestId(), stake: 500, autoCashOut: 101 });
    await sql`update game_crash_rounds set betting_ends_at = now() - interval '1 second' where phase = 'betting'`.execute(test.database.db);
    await runner.advance();
    expect((await call(member, 'POST', '/wps/house/crash/bet', { requestId: requestId(), stake: 100 })).body.code).toBe('crash_betting_closed');
    // Let the multiplier pass 1.01× then try to cash out; the round may also have crashed already.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const cashOut = await call(member, 'POST', '/wps/house/crash/cashout', { crashRoundId: state.crashRoundId });
    // Time is judged by the database clock: moving the start an hour back takes the climb past any crash
    // point at once, so a round that would have run for minutes ends at the next step.
    await sql`update game_crash_rounds set started_at = started_at - interval '1 hour' where id = ${state.crashRoundId}::bigint and phase = 'running'`.execute(test.database.db);
    for (let step = 0; step < 2000; step++) {
      const delay = await runner.advance();
      const now = (await call(null, 'GET', '/wps/house/crash/state')).body.value;
      if (now.phase === 'crashed' && now.crashRoundId === state.crashRoundId) break;
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, 200)));
    }
    const crashed = (await call(member, 'GET', '/wps/house/crash/state')).body.value;
    expect(crashed.phase).toBe('crashed');
    expect(hashSeed(crashed.seed)).toBe(state.seedHash);
    const verified = await call(null, 'POST', '/wps/house/verify', { game: 'CRASH', serverSeed: crashed.seed, crashRoundId: state.crashRoundId });
    expect(verified.body.value.outcome.crashPoint).toBe(crashed.crashPoint);
    if (cashOut.status === 200) {
      expect(cashOut.body.value.bet.cashOutMultiplier).toBeLessThanOrEqual(crashed.crashPoint);
      expect(crashed.myBet).toMatchObject({ status: 'cashed_out' });
      expect(await cashOf(test, member.memberId)).toBe(9_000 + Math.floor((1_000 * cashOut.body.value.bet.cashOutMultiplier) / 100));
    } else {
      expect(cashOut.body.code).toBe('crash_cash_out_missed');
      expect(crashed.myBet).toMatchObject({ status: 'lost', winAmount: 0 });
      expect(await cashOf(test, member.memberId)).toBe(9_000);
    }
    const otherWon = crashed.crashPoint >= 101;
    expect(await cashOf(test, other.memberId)).toBe(otherWon ? 9_500 + 505 : 9_500);
  });

  it('cancels a round whose sealed seed no longer opens, gives every riding stake back and goes on with the next round', async () => {
    const runner = test.app.services.games.crashRunner;
    const member = await fundedMember(10_000);
    const other = await fundedMember(10_000);
    let state = (await call(null, 'GET', '/wps/house/crash/state')).body.value;
    for (let step = 0; step < 50 && !(state?.phase === 'betting'); step++) {
      await sql`update game_crash_rounds set crashed_at = crashed_at - interval '1 hour' where phase in ('crashed', 'cancelled')`.execute(test.database.db);
      await runner.advance();
      state = (await call(null, 'GET', '/wps/house/crash/state')).body.value;
    }
    expect(state.phase).toBe('betting');
    await call(member, 'POST', '/wps/house/crash/bet', { requestId: requestId(), stake: 1_000 });
    await call(other, 'POST', '/wps/house/crash/bet', { requestId: requestId(), stake: 500, autoCashOut: 5_000 });
    // A seed sealed under another secret (as after a change of APP_SECRET) cannot be opened.
    await sql`update game_crash_rounds set seed_sealed = ${randomBytes(92)}, betting_ends_at = now() - interval '1 second' where id = ${state.crashRoundId}::bigint`.execute(test.database.db);
    await runner.advance();
    await runner.advance();

    const cancelled = (await call(member, 'GET', '/wps/house/crash/state')).body.value;
    expect(cancelled).toMatchObject({ crashRoundId: state.crashRoundId, phase: 'cancelled', seed: null, crashPoint: null, myBet: { stake: 1_000, status: 'refunded', winAmount: 0 } });
    expect(await cashOf(test, member.memberId)).toBe(10_000);
    expect(await cashOf(test, other.memberId)).toBe(10_000);
    expect((await call(member, 'POST', '/wps/house/crash/cashout', { crashRoundId: state.crashRoundId })).body.code).toBe('round_finished');
    const rounds = await sql<{ status: string; stake_refunded: string }>`
      select status, stake_refunded from game_rounds where round_ref = ${`crash:${state.crashRoundId}`} order by stake desc
    `.execute(test.database.db);
    expect(rounds.rows).toEqual([{ status: 'rolled_back', stake_refunded: '1000' }, { status: 'rolled_back', stake_refunded: '500' }]);

    await sql`update game_crash_rounds set crashed_at = crashed_at - interval '1 hour' where id = ${state.crashRoundId}::bigint`.execute(test.database.db);
    await runner.advance();
    const next = (await call(null, 'GET', '/wps/house/crash/state')).body.value;
    expect(next.phase).toBe('betting');
    expect(BigInt(next.crashRoundId)).toBeGreaterThan(BigInt(state.crashRoundId));
  });
});
