import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  crashBetRequestSchema,
  crashBetValueSchema,
  crashCashOutRequestSchema,
  crashStateValueSchema,
  diceRollRequestSchema,
  diceRollValueSchema,
  minesCashOutRequestSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  minesStateValueSchema,
  rotateSeedRequestSchema,
  houseLimitsQuerySchema,
  houseLimitsValueSchema,
  seedsValueSchema,
  setClientSeedRequestSchema,
  slotSpinRequestSchema,
  slotSpinValueSchema,
  verifyRequestSchema,
  verifyValueSchema,
} from '@platform/contract';
import { defineRoute } from '../../../platform/http.ts';
import { callerOf, type Caller } from '../../../platform/auth.ts';
import type { BetLimits } from '../games-config.ts';
import type { CrashRounds } from './crash-rounds.ts';
import type { FairSeeds } from './fair-seeds.ts';
import type { HousePlayer } from './house-rounds.ts';
import type { InstantGames } from './instant-games.ts';
import type { MinesGame } from './mines.ts';
import { verifyOutcome } from './verify.ts';

/** Trial accounts play the house games too, with play money only (the wallet keeps it apart). */
const players = ['trial', 'member', 'agent'] as const;
/** Bets are limited per member, well above any human pace. */
const betRateLimit = { rateLimit: { max: 1200, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => (request.caller ? `member:${request.caller.memberId}` : request.ip) } };

function playerOf(caller: Caller): HousePlayer {
  return { memberId: caller.memberId, playMoney: caller.role === 'trial' };
}

export interface HouseServices {
  seeds: FairSeeds;
  limitsOf(gameCode: string): BetLimits;
  instant: InstantGames;
  mines: MinesGame;
  crash: CrashRounds;
}

/** The house games' calls under /wps/house. */
export function houseRoutes(app: FastifyInstance, house: HouseServices): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/house/seeds',
    summary: 'Provably fair seeds: the hash of the server seed in use, the client seed, the next nonce and the last revealed seed',
    tags: ['house games'],
    access: players,
    value: seedsValueSchema,
    handler: ({ request }) => house.seeds.view(callerOf(request).memberId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/house/limits',
    summary: 'A house game’s stake limits and its largest win per round, shown before the first bet',
    tags: ['house games'],
    access: 'public',
    query: houseLimitsQuerySchema,
    value: houseLimitsValueSchema,
    handler: async ({ query }) => {
      const limits = house.limitsOf(query.game);
      return { game: query.game, stakeMin: limits.stakeMin, stakeMax: limits.stakeMax, winPerRoundMax: limits.winPerRoundMax };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/seeds/client',
    summary: 'Change the client seed used by the next bets',
    tags: ['house games'],
    access: players,
    body: setClientSeedRequestSchema,
    value: seedsValueSchema,
    handler: ({ request, body }) => house.seeds.setClientSeed(callerOf(request).memberId, body.clientSeed),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/seeds/rotate',
    summary: 'Reveal the server seed in use and commit to a new one',
    tags: ['house games'],
    access: players,
    body: rotateSeedRequestSchema,
    value: seedsValueSchema,
    handler: ({ request, body }) => house.seeds.rotate(callerOf(request).memberId, body.clientSeed),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/slot/spin',
    summary: 'Spin Golden Reels (5 × 3, 20 lines): the stake is the line bet × 20',
    tags: ['house games'],
    access: players,
    body: slotSpinRequestSchema,
    value: slotSpinValueSchema,
    config: betRateLimit,
    handler: ({ request, body }) => house.instant.spinSlot(playerOf(callerOf(request)), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/dice/roll',
    summary: 'Roll the dice: under or over with a chosen win chance',
    tags: ['house games'],
    access: players,
    body: diceRollRequestSchema,
    value: diceRollValueSchema,
    config: betRateLimit,
    handler: ({ request, body }) => house.instant.rollDice(playerOf(callerOf(request)), body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/mines/start',
    summary: 'Start a mines round',
    tags: ['house games'],
    access: players,
    body: minesStartRequestSchema,
    value: minesStateValueSchema,
    config: betRateLimit,
    handler: ({ request, body }) => house.mines.start(playerOf(callerOf(request)), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/mines/reveal',
    errors: ['round_not_found', 'round_finished'],
    summary: 'Reveal one cell of the mines round in play',
    tags: ['house games'],
    access: players,
    body: minesRevealRequestSchema,
    value: minesStateValueSchema,
    config: betRateLimit,
    handler: ({ request, body }) => house.mines.reveal(playerOf(callerOf(request)), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/mines/cashout',
    errors: ['round_not_found', 'round_finished'],
    summary: 'Cash out the mines round in play',
    tags: ['house games'],
    access: players,
    body: minesCashOutRequestSchema,
    value: minesStateValueSchema,
    handler: ({ request, body }) => house.mines.cashOut(playerOf(callerOf(request)), body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/house/mines/current',
    summary: 'The mines round in play, or null',
    tags: ['house games'],
    access: players,
    value: minesStateValueSchema.nullable(),
    handler: ({ request }) => house.mines.current(playerOf(callerOf(request))),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/house/crash/state',
    summary: 'The crash round now, your bet on it and the latest crash points (live events on the WebSocket topic house:crash)',
    tags: ['house games'],
    access: 'public',
    value: crashStateValueSchema.nullable(),
    handler: ({ caller }) => house.crash.state(caller?.memberId ?? null),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/crash/bet',
    summary: 'Bet on the crash round taking bets',
    tags: ['house games'],
    access: players,
    body: crashBetRequestSchema,
    value: crashBetValueSchema,
    config: betRateLimit,
    handler: ({ request, body }) => house.crash.bet(playerOf(callerOf(request)), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/crash/cashout',
    errors: ['round_not_found', 'round_finished', 'crash_cash_out_missed', 'crash_unavailable'],
    summary: 'Cash out your crash bet at the multiplier of this moment',
    tags: ['house games'],
    access: players,
    body: crashCashOutRequestSchema,
    value: crashBetValueSchema,
    handler: ({ request, body }) => house.crash.cashOut(playerOf(callerOf(request)), body.crashRoundId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/wps/house/verify',
    summary: 'Recompute a house round from its seeds',
    tags: ['house games'],
    access: 'public',
    body: verifyRequestSchema,
    value: verifyValueSchema,
    handler: async ({ body }) => verifyOutcome(body),
  });
}
