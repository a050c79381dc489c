import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDE } from '@platform/game-math';
import { createMember, type TestMember } from '../../../test/factories.ts';
import { balanceOf, call, createLotteryTest, currentIssue, fundedMember, operatorHeaders, placeBet, requestId, type LotteryTest } from './test-support.ts';

/**
 * Bad input never writes anything: a closed or past issue, a selection of the wrong shape, a cost that
 * differs from game-math's, a limit exceeded, a prize group above the maximum each answer a clear 4xx,
 * and the member's balance and bets stay as they were.
 */

const minute = 60_000;
let lottery: LotteryTest;
let member: TestMember;
let issue: Awaited<ReturnType<typeof currentIssue>>;

const straight = () => ({ gameCode: 'SSC_1M', issue: issue.issue, betType: 'ssc.straight.back2', selection: [[1], [2]], unitPrice: 200, multiplier: 1, cost: 200 });

beforeAll(async () => {
  lottery = await createLotteryTest(new Date(Math.ceil(Date.now() / minute) * minute + minute + 1_000));
  member = await fundedMember(lottery.test, 1_000_000);
  issue = await currentIssue(lottery.test, 'SSC_1M');
});
afterAll(async () => {
  await lottery.close();
});

async function expectNothingWritten(response: { status: number; body: { code: string } }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body.code).toBe(code);
  expect(await balanceOf(lottery.test, member)).toBe(1_000_000);
  const bets = await call(lottery.test, 'GET', '/lotto/lgw/bets', { headers: member.headers });
  expect(bets.body.value.total).toBe(0);
}

async function setGame(gameCode: string, update: Record<string, unknown>) {
  const response = await call(lottery.test, 'PUT', `/ops/lottery/games/${gameCode}`, { headers: operatorHeaders(lottery.test), payload: update });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('bad bets are refused and write nothing', () => {
  it('refuses a past issue and the issue after the one taking bets', async () => {
    const history = await call(lottery.test, 'GET', '/lotto/lgw/games/opened/numero?gameCode=SSC_1M');
    const current = await call(lottery.test, 'GET', '/lotto/lgw/draws/current?gameCode=SSC_1M');
    const next = current.body.value.next.issue;
    await expectNothingWritten(await placeBet(lottery.test, member, { ...straight(), issue: next }), 409, 'lottery_issue_not_open');
    await expectNothingWritten(await placeBet(lottery.test, member, { ...straight(), issue: '20200101-0001' }), 409, 'lottery_issue_not_open');
    const past = history.body.value.list[0]?.issue;
    expect(past).toMatch(/^\d{8}-\d{4}$/);
    await expectNothingWritten(await placeBet(lottery.test, member, { ...straight(), issue: past }), 409, 'lottery_issue_closed');
  });

  it('refuses an issue whose betting has closed', async () => {
    lottery.clock.now = issue.closesAt;
    await expectNothingWritten(await placeBet(lottery.test, member, straight()), 409, 'lottery_issue_closed');
    lottery.clock.now = new Date(issue.closesAt.getTime() - 2_000);
  });

  it.each([
    ['a row too few', { selection: [[1]] }, 'selection'],
    ['a digit that does not exist', { selection: [[1], [10]] }, 'selection.1'],
    ['a digit picked twice', { selection: [[1, 1], [2]] }, 'selection.0'],
    ['an empty position', { selection: [[], [2]] }, 'selection.0'],
    ['a bet type of another family', { betType: 'k3.sum', selection: [[10]] }, 'betType'],
    ['an unknown bet type', { betType: 'ssc.straight.6star' }, 'betType'],
    ['a unit price the game does not offer', { unitPrice: 150, cost: 150 }, 'unitPrice'],
    ['a multiplier above the game’s maximum', { multiplier: 10_001, cost: 2_000_200 }, 'multiplier'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const response = await placeBet(lottery.test, member, { ...straight(), ...change });
    await expectNothingWritten(response, 400, 'validation_failed');
    expect((response.body.value as unknown as { fields: { field: string }[] }).fields.map((item) => item.field)).toEqual([field]);
  });

  it('refuses a cost that differs from the combinations counted by game-math, naming the right cost', async () => {
    const response = await placeBet(lottery.test, member, { ...straight(), selection: [[1, 2], [3, 4]], cost: 200 });
    await expectNothingWritten(response, 400, 'lottery_cost_mismatch');
    expect(response.body.value).toEqual({ cost: 800, combinations: 4 });
  });

  it('refuses a Vietnamese bet with two rows and a lô cost that forgets the 27 points', async () => {
    const vietnam = await currentIssue(lottery.test, 'VN_FAST_1M');
    const base = { gameCode: 'VN_FAST_1M', issue: vietnam.issue, betType: 'vn.lo2', unitPrice: 10, multiplier: 1 };
    await expectNothingWritten(await placeBet(lottery.test, member, { ...base, selection: [[27], [28]], cost: 540 }), 400, 'validation_failed');
    await expectNothingWritten(await placeBet(lottery.test, member, { ...base, selection: [[27]], cost: 10 }), 400, 'lottery_cost_mismatch');
  });

  it('refuses a prize group above the member’s maximum, and above an upline’s lower maximum', async () => {
    const response = await placeBet(lottery.test, member, { ...straight(), prizeGroup: 1960 });
    await expectNothingWritten(response, 400, 'lottery_prize_group_too_high');
    expect(response.body.value).toEqual({ prizeGroupMax: 1950 });
    await expectNothingWritten(await placeBet(lottery.test, member, { ...straight(), prizeGroup: 1600 }), 400, 'validation_failed');
    const agentId = await lottery.test.app.services.repositories.sessions.insertMember({
      merchantCode: lottery.test.config.merchantCode, account: `a${Date.now().toString(36)}`, memberType: 1, uplineId: null, passwordHash: null, prizeGroupMax: 1900,
    });
    const downline = await fundedMember(lottery.test, 10_000, { uplineId: agentId });
    const capped = await placeBet(lottery.test, downline, { ...straight(), prizeGroup: 1950 });
    expect(capped).toMatchObject({ status: 400, body: { code: 'lottery_prize_group_too_high', value: { prizeGroupMax: 1900 } } });
    const detail = await call(lottery.test, 'GET', '/lotto/lgw/games/detail?gameCode=SSC_1M', { headers: downline.headers });
    expect(detail.body.value.prizeGroups).toEqual({ min: 1700, max: 1900 });
  });

  it('refuses a bet above the game’s largest stake', async () => {
    await setGame('SSC_1M', { limits: { multiplierMax: 10_000, stakeMin: 2, stakeMax: 1_000, stakePerNumberMax: 0, stakePerDrawMax: 0, payoutPerBetMax: 0, payoutPerDrawMax: 0 } });
    await expectNothingWritten(await placeBet(lottery.test, member, { ...straight(), multiplier: 6, cost: 1_200 }), 400, 'bet_limit_exceeded');
  });

  it('refuses a number the operator closed and a number past its stake limit, keeping the first bet only', async () => {
    await setGame('SSC_1M', {
      limits: { multiplierMax: 10_000, stakeMin: 2, stakeMax: 1_000_000, stakePerNumberMax: 1_000, stakePerDrawMax: 0, payoutPerBetMax: 0, payoutPerDrawMax: 0 },
      closedNumbers: ['ssc.position:0:7'],
    });
    const position = { ...straight(), betType: 'ssc.position', selection: [[7], [], [], [], []] };
    await expectNothingWritten(await placeBet(lottery.test, member, position), 409, 'lottery_number_closed');
    const another = await fundedMember(lottery.test, 100_000);
    const first = await placeBet(lottery.test, another, { ...position, selection: [[3], [], [], [], []], multiplier: 4, cost: 800 });
    expect(first.status).toBe(200);
    await expectNothingWritten(await placeBet(lottery.test, member, { ...position, selection: [[3], [], [], [], []], multiplier: 2, cost: 400 }), 409, 'lottery_limit_reached');
    const exposure = await call(lottery.test, 'GET', `/ops/lottery/exposure?gameCode=SSC_1M&issue=${issue.issue}`, { headers: operatorHeaders(lottery.test) });
    expect(exposure.body.value).toMatchObject({ issue: issue.issue, betCount: 1, stakeTotal: 800 });
    expect(exposure.body.value.numbers).toEqual([{ number: 'ssc.position:0:3', stake: 800, payout: 7_800 }]);
  });

  it('refuses a bet past the per-draw stake limit', async () => {
    await setGame('SSC_1M', {
      limits: { multiplierMax: 10_000, stakeMin: 2, stakeMax: 1_000_000, stakePerNumberMax: 0, stakePerDrawMax: 1_000, payoutPerBetMax: 0, payoutPerDrawMax: 0 },
      closedNumbers: [],
    });
    await expectNothingWritten(await placeBet(lottery.test, member, { ...straight(), multiplier: 2, cost: 400 }), 409, 'lottery_limit_reached');
  });

  it('answers guests with 401, and takes a trial account’s bet in play money, outside the draw’s book', async () => {
    expect((await call(lottery.test, 'POST', '/lotto/lgw/bets', { payload: { requestId: requestId(), ...straight() } })).status).toBe(401);
    const trial = await createMember(lottery.test, { memberType: 4 });
    const grant = (await call(lottery.test, 'GET', '/wps/v2/wallets/balance', { headers: trial.headers })).body.value.balance as number;
    const exposureUrl = `/ops/lottery/exposure?gameCode=SSC_1M&issue=${issue.issue}`;
    const bookBefore = (await call(lottery.test, 'GET', exposureUrl, { headers: operatorHeaders(lottery.test) })).body.value;
    const placed = await call(lottery.test, 'POST', '/lotto/lgw/bets', { headers: trial.headers, payload: { requestId: requestId(), ...straight() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.value.bets[0]).toMatchObject({ playMoney: true, stake: 200, status: 'pending' });
    expect(placed.body.value.balance).toBe(grant - 200 + placed.body.value.bets[0].rebate);
    expect((await call(lottery.test, 'POST', '/lotto/lgw/bets', { headers: trial.headers, payload: { requestId: requestId(), ...straight(), cost: 100 } })).body.code).toBe('lottery_cost_mismatch');
    expect((await call(lottery.test, 'GET', exposureUrl, { headers: operatorHeaders(lottery.test) })).body.value).toEqual(bookBefore);
  });
});

describe('placing bets', () => {
  it('answers a retried placement with the first result and charges once', async () => {
    await setGame('SSC_1M', { limits: { multiplierMax: 10_000, stakeMin: 2, stakeMax: 10_000_000, stakePerNumberMax: 0, stakePerDrawMax: 0, payoutPerBetMax: 0, payoutPerDrawMax: 0 } });
    const player = await fundedMember(lottery.test, 10_000);
    const id = requestId();
    const [first, second] = await Promise.all([placeBet(lottery.test, player, { ...straight(), requestId: id }), placeBet(lottery.test, player, { ...straight(), requestId: id })]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.value.bets[0]!.betId).toBe(first.body.value.bets[0]!.betId);
    expect(await balanceOf(lottery.test, player)).toBe(10_000 - 200);
  });

  it('refuses a bet the balance cannot pay, writing nothing', async () => {
    const poor = await fundedMember(lottery.test, 100);
    const response = await placeBet(lottery.test, poor, straight());
    expect(response).toMatchObject({ status: 409, body: { code: 'insufficient_balance' } });
    expect(await balanceOf(lottery.test, poor)).toBe(100);
  });

  it('records each upline’s agent rebate on the turnover of its downline when the bet settles', async () => {
    const { sessions } = lottery.test.app.services.repositories;
    const merchantCode = lottery.test.config.merchantCode;
    const top = await sessions.insertMember({ merchantCode, account: `top${Date.now().toString(36)}`, memberType: 1, uplineId: null, passwordHash: null, prizeGroupMax: 1980 });
    const agent = await sessions.insertMember({ merchantCode, account: `ag${Date.now().toString(36)}`, memberType: 1, uplineId: top, passwordHash: null, prizeGroupMax: 1960 });
    const player = await fundedMember(lottery.test, 100_000, { uplineId: agent });
    const current = await currentIssue(lottery.test, 'SSC_1M');
    const bet = { ...straight(), issue: current.issue, betType: 'ssc.two-sides.total', selection: [[SIDE.big]], multiplier: 50, cost: 10_000, prizeGroup: 1900 };
    const placed = await placeBet(lottery.test, player, bet);
    expect(placed.status).toBe(200);
    // The player's own rebate at 1900 of a maximum of 1950: 2.5 % of 100.00.
    expect(placed.body.value.bets[0]!.rebate).toBe(250);
    await lottery.tickAt(current.drawAt);
    const day = new Date(current.drawAt.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const { lottery: service } = lottery.test.app.services;
    expect(await service.agentRebates(agent, day, day)).toEqual([{ memberId: player.memberId, day, turnover: 10_000, rebate: 50 }]);
    expect(await service.agentRebates(top, day, day)).toEqual([{ memberId: player.memberId, day, turnover: 10_000, rebate: 100 }]);
  });
});

describe('game lists and launch', () => {
  it('lists the games of a prize mode with their next draw, and launches a lottery game onto its page', async () => {
    const list = await call(lottery.test, 'GET', '/lotto/lgw/games?prizeMode=SEA');
    expect(list.status).toBe(200);
    expect(list.body.value.list.every((game: { prizeMode: string }) => game.prizeMode === 'SEA')).toBe(true);
    expect(list.body.value.list.map((game: { gameCode: string }) => game.gameCode)).toContain('SEA_THAI');
    for (const game of list.body.value.list) expect(game.nextDraw).not.toBeNull();
    const launch = await call(lottery.test, 'POST', '/lotto/lgw/lobby/launch', { headers: member.headers, payload: { gameCode: 'VN_MIEN_BAC' } });
    expect(launch.body.value).toEqual({ route: '/vnLottery', gameCode: 'VN_MIEN_BAC', vassalage: 'TCG_LOTTO_VN', prizeMode: 'ELOTT' });
    const recent = await call(lottery.test, 'GET', '/lgw/vn/games/game_menu/recent', { headers: member.headers });
    expect(recent.body.value.list.map((game: { gameCode: string }) => game.gameCode)).toContain('VN_MIEN_BAC');
  });

  it('draws the Vietnamese North at 18:15 and the South at 16:15 in Ho Chi Minh City', async () => {
    const list = await call(lottery.test, 'GET', '/lotto/lgw/games?vassalage=TCG_LOTTO_VN');
    const timeOf = (code: string) => {
      const game = list.body.value.list.find((candidate: { gameCode: string }) => candidate.gameCode === code);
      return new Date(game.nextDraw.drawAt).toISOString().slice(11, 16);
    };
    expect(timeOf('VN_MIEN_BAC')).toBe('11:15');
    expect(timeOf('VN_HO_CHI_MINH')).toBe('09:15');
    expect(timeOf('VN_DA_NANG')).toBe('10:15');
  });
});
