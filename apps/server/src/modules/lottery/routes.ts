import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cancelBetRequestSchema,
  cancelBetValueSchema,
  currentDrawValueSchema,
  drawProofQuerySchema,
  drawProofValueSchema,
  exposureQuerySchema,
  exposureValueSchema,
  lotteryGameDetailSchema,
  lotteryGameListQuerySchema,
  lotteryGameListValueSchema,
  lotteryGameQuerySchema,
  lotteryGameUpdateSchema,
  lotteryLaunchRequestSchema,
  lotteryLaunchValueSchema,
  lotteryGameCodeSchema,
  myBetsQuerySchema,
  myBetsValueSchema,
  normaliseLanguage,
  openedNumbersQuerySchema,
  openedNumbersValueSchema,
  placeBetRequestSchema,
  placeBetValueSchema,
  trendQuerySchema,
  trendValueSchema,
} from '@platform/contract';
import { callerOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import type { LotteryService } from './service.ts';

const tags = ['lottery'];
/** Trial accounts play too, with play money: their bets stay out of every real figure (see placement.ts). */
const players = ['trial', 'member', 'agent'] as const;
/** Bets are limited per member (not per address: many players may share one), five a second on average. */
const betRateLimit = {
  rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => (request.caller ? `member:${request.caller.memberId}` : `address:${request.ip}`) },
};

/** Player calls of the lottery: games, draws, results and bets. */
export function lotteryPlayerRoutes(app: FastifyInstance, service: LotteryService): void {
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/games', summary: 'Lottery games, optionally of one prize mode (LOTT, ZY, ELOTT, SEA) or vendor, with their next draw', tags, access: 'public',
    query: lotteryGameListQuerySchema, value: lotteryGameListValueSchema,
    handler: ({ query, language }) => service.listGames(query, normaliseLanguage(query.language ?? language)),
  });
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/games/detail', summary: 'A lottery game: bet types and odds, unit prices, limits and the caller’s prize groups', tags, access: 'public',
    errors: ['game_not_found'],
    query: lotteryGameQuerySchema, value: lotteryGameDetailSchema,
    handler: ({ caller, query, language }) => service.gameDetail(query.gameCode, caller, normaliseLanguage(query.language ?? language)),
  });
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/draws/current', summary: 'The issue taking bets with its countdown, the next one and the last results', tags, access: 'public',
    errors: ['game_not_found'],
    query: lotteryGameQuerySchema, value: currentDrawValueSchema,
    handler: ({ query }) => service.currentDraw(query.gameCode),
  });
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/games/opened/numero', summary: 'Results history of a lottery game, latest first', tags, access: 'public',
    errors: ['game_not_found'],
    query: openedNumbersQuerySchema, value: openedNumbersValueSchema,
    handler: ({ query }) => service.openedNumbers(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/vn/numeros/opened/game', summary: 'Results history of a Vietnamese lottery game, latest first', tags, access: 'public',
    errors: ['game_not_found'],
    query: openedNumbersQuerySchema, value: openedNumbersValueSchema,
    handler: ({ query }) => service.openedNumbers(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/draws/trend', summary: 'Trend chart data: the numbers of the last issues and how long each value has been missing', tags, access: 'public',
    errors: ['game_not_found'],
    query: trendQuerySchema, value: trendValueSchema,
    handler: ({ query }) => service.trend(query.gameCode, query.issues),
  });
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/draws/proof', summary: 'Provably fair proof of a draw: seed hash, the seed once drawn, and the result', tags, access: 'public',
    errors: ['game_not_found', 'not_found'],
    query: drawProofQuerySchema, value: drawProofValueSchema,
    handler: ({ query }) => service.proof(query.gameCode, query.issue),
  });
  betRoutes(app, service);
}

function betRoutes(app: FastifyInstance, service: LotteryService): void {
  defineRoute(app, {
    method: 'POST', url: '/lotto/lgw/lobby/launch', summary: 'Lottery lobby launch: the page a lottery game opens on', tags, access: players,
    errors: ['game_not_found'],
    body: lotteryLaunchRequestSchema, value: lotteryLaunchValueSchema,
    handler: ({ request, body }) => service.launch(callerOf(request), body.gameCode),
  });
  defineRoute(app, {
    method: 'POST', url: '/lotto/lgw/bets', summary: 'Place a lottery bet (a chase places it on the next issues too); the cost is checked against game-math', tags, access: players,
    errors: ['game_not_found', 'insufficient_balance', 'lottery_issue_closed', 'lottery_issue_not_open', 'lottery_cost_mismatch', 'lottery_prize_group_too_high', 'lottery_number_closed', 'lottery_limit_reached', 'bet_limit_exceeded', 'idempotency_conflict', 'daily_limit_exceeded'],
    body: placeBetRequestSchema, value: placeBetValueSchema, config: betRateLimit,
    handler: ({ request, body }) => service.placeBet(callerOf(request), body),
  });
  defineRoute(app, {
    method: 'GET', url: '/lotto/lgw/bets', summary: 'The caller’s lottery bets, latest first', tags, access: players,
    errors: ['game_not_found'],
    query: myBetsQuerySchema, value: myBetsValueSchema,
    handler: ({ request, query }) => service.myBets(callerOf(request), query),
  });
  defineRoute(app, {
    method: 'POST', url: '/lotto/lgw/bets/cancel', summary: 'Cancel a pending bet before its issue closes; its stake less the rebate comes back', tags, access: players,
    errors: ['not_found', 'lottery_bet_not_cancellable'],
    body: cancelBetRequestSchema, value: cancelBetValueSchema, config: betRateLimit,
    handler: ({ request, body }) => service.cancelBet(callerOf(request), body.betId),
  });
}

const gameParamsSchema = z.object({ gameCode: lotteryGameCodeSchema });

/** Operator calls: games, their configuration and the book's exposure. */
export function lotteryOperatorRoutes(app: FastifyInstance, service: LotteryService): void {
  const operatorTags = ['operator'];
  defineRoute(app, {
    method: 'GET', url: '/lottery/games', summary: 'Operator: every lottery game with its configuration', tags: operatorTags, access: 'operator', permission: 'lottery.view',
    value: z.object({ list: z.array(z.unknown()) }),
    handler: ({ language }) => service.operatorGames(normaliseLanguage(language)),
  });
  defineRoute(app, {
    method: 'PUT', url: '/lottery/games/:gameCode', summary: 'Operator: changes a lottery game (schedule, close time, unit prices, bet types and odds, limits, closed numbers)', tags: operatorTags, access: 'operator', permission: 'lottery.edit',
    body: lotteryGameUpdateSchema, value: z.object({ gameCode: z.string() }),
    handler: ({ request, body }) => {
      const params = gameParamsSchema.safeParse(request.params);
      if (!params.success) throw new AppError('game_not_found');
      return service.updateGame(params.data.gameCode, body);
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/lottery/exposure', summary: 'Operator: the book of an issue: stake, worst case and the payout per number', tags: operatorTags, access: 'operator', permission: 'lottery.view',
    errors: ['game_not_found'],
    query: exposureQuerySchema, value: exposureValueSchema,
    handler: ({ query }) => service.exposure(query.gameCode, query.issue),
  });
}
