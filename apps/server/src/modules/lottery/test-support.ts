/**
 * Helpers of the lottery's API tests: a test app whose scheduler waits for the test's clock, funded
 * members, and calls through `inject`.
 */
import { findBetType, validateSelection } from '@platform/game-math';
import type { LotteryBet, PlaceBetRequest } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember, type TestMember } from '../../../test/factories.ts';
import type { DrawResult, ResultSource } from './results.ts';

export interface LotteryTest {
  test: TestApp;
  clock: { now: Date };
  /** Moves the test's clock and runs one scheduler pass at the new time. */
  tickAt(at: Date): ReturnType<TestApp['app']['services']['lottery']['scheduler']['tick']>;
  close(): Promise<void>;
}

/** A test app with the scheduler stopped and the clock in the test's hands (starting at `start`). */
export async function createLotteryTest(start: Date, shared?: { databaseUrl: string; databaseName: string }): Promise<LotteryTest> {
  const test = await createTestApp({}, shared);
  const lottery = test.app.services.lottery;
  await lottery.scheduler.stop();
  const clock = { now: start };
  lottery.setClock(() => clock.now);
  lottery.scheduler.resetEnsure();
  await lottery.scheduler.tick(start);
  return {
    test,
    clock,
    tickAt(at: Date) {
      clock.now = at;
      return lottery.scheduler.tick(at);
    },
    close: () => test.close(),
  };
}

export type Envelope<Value = any> = { success: boolean; value: Value; message: string; code: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call<Value = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  test: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { headers?: Record<string, string>; payload?: unknown } = {},
): Promise<{ status: number; body: Envelope<Value> }> {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as Envelope<Value> };
}

export const operatorHeaders = (test: TestApp) => ({ authorization: `Bearer ${test.config.operatorToken}` });

export function fundedMember(test: TestApp, balance = 10_000_000, options: { uplineId?: string; memberType?: number } = {}): Promise<TestMember> {
  return createFundedMember(test, { balance, ...options });
}

let requestCounter = 0;
export function requestId(): string {
  requestCounter += 1;
  return `req-${Date.now().toString(36)}-${requestCounter}`;
}

/** The cost game-math counts for a fast-draw bet, as the page computes it. */
export function fastCost(betType: string, selection: number[][], unitPrice: number, multiplier = 1): number {
  const check = validateSelection(findBetType(betType)!, selection);
  if (!check.valid) throw new Error(`invalid selection for ${betType}`);
  return unitPrice * check.combinations * multiplier;
}

/** The issue taking bets on a game at the test's time (the next one when the current has closed). */
export async function currentIssue(test: TestApp, gameCode: string): Promise<{ issue: string; closesAt: Date; drawAt: Date; opensAt: Date }> {
  const current = await call(test, 'GET', `/lotto/lgw/draws/current?gameCode=${gameCode}`);
  const now = new Date(current.body.value.serverTime);
  const draw = [current.body.value.current, current.body.value.next].find((candidate) => candidate && new Date(candidate.closesAt) > now);
  if (!draw) throw new Error(`${gameCode} has no issue taking bets`);
  return { issue: draw.issue, closesAt: new Date(draw.closesAt), drawAt: new Date(draw.drawAt), opensAt: new Date(draw.opensAt) };
}

export async function placeBet(test: TestApp, member: TestMember, request: Omit<PlaceBetRequest, 'requestId'> & { requestId?: string }) {
  return call<{ bets: LotteryBet[]; balance: number; chaseId: string | null }>(test, 'POST', '/lotto/lgw/bets', {
    headers: member.headers,
    payload: { requestId: request.requestId ?? requestId(), ...request },
  });
}

export async function balanceOf(test: TestApp, member: TestMember): Promise<number> {
  return (await test.app.services.wallet.balances(member.memberId)).cash;
}

/** A result source that answers fixed results per game (and the provably fair draw otherwise). */
export function fixedResults(fallback: ResultSource, fixed: Map<string, DrawResult>): ResultSource {
  return { resultOf: (draw, seed) => fixed.get(draw.gameCode) ?? fallback.resultOf(draw, seed) };
}

/** Sets a game's limits through the operator API: none but those given (0 is no limit). */
export async function setGameLimits(test: TestApp, gameCode: string, limits: Partial<Record<'stakePerNumberMax' | 'stakePerDrawMax', number>>): Promise<void> {
  const response = await call(test, 'PUT', `/ops/lottery/games/${gameCode}`, {
    headers: operatorHeaders(test),
    payload: { limits: { multiplierMax: 10_000, stakeMin: 2, stakeMax: 10_000_000, stakePerNumberMax: 0, stakePerDrawMax: 0, payoutPerBetMax: 0, payoutPerDrawMax: 0, ...limits } },
  });
  if (response.status !== 200) throw new Error(`setting the limits of ${gameCode} answered ${response.status}`);
}
