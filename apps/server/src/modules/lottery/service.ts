/**
 * The lottery module: games, draws and bets, the scheduler that runs the draws, and the operator's
 * controls. Other modules are reached only through the ports (wiring/services.ts wires them).
 */
import {
  lotteryTopicPrefix,
  paysByPrizeGroup,
  type ExposureValue,
  type Language,
  type LotteryGameDetail,
  type LotteryGameListQuery,
  type LotteryGameListValue,
  type LotteryGameSummary,
  type LotteryGameUpdate,
  type LotteryLaunchValue,
} from '@platform/contract';
import type { Caller } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { betTypeCodesOf } from './bet-rules.ts';
import { betsService } from './bets-service.ts';
import { drawSeedVault } from './draw-seeds.ts';
import { drawsService } from './draws-service.ts';
import { lotteryGames } from './games.ts';
import type { LotteryPorts } from './ports.ts';
import { memberPrizeGroupMax, prizeGroupMin } from './prize-groups.ts';
import { lotteryRepository, type LotteryDraw, type LotteryGame } from './repository.ts';
import { provablyFairResults, type ResultSource } from './results.ts';
import { lotteryScheduler, type SchedulerLogger } from './scheduler.ts';
import { chaseIssuesMax } from '@platform/contract';
import { createCache } from '../../platform/cache.ts';

/** A draw not drawn within this time after it was due is cancelled and its bets refunded. */
export const drawGraceMs = 10 * 60_000;

const launchRoutes: Record<string, LotteryLaunchValue['route']> = { LOTT: '/lottery', ELOTT: '/lottery', TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' };

export interface LotteryServiceOptions {
  database: Database;
  merchantCode: string;
  appSecret: string;
  ports: LotteryPorts;
  results?: ResultSource;
  graceMs?: number;
}

export function lotteryService(options: LotteryServiceOptions) {
  const { ports } = options;
  let clock: () => Date = () => new Date();
  let results: ResultSource = options.results ?? provablyFairResults;
  const now = () => clock();
  let logger: SchedulerLogger = { error: () => undefined, info: () => undefined };
  const repository = lotteryRepository(options.database);
  const vault = drawSeedVault(options.appSecret);
  const games = lotteryGames({ repository, merchantCode: options.merchantCode, now });
  const draws = drawsService({ repository, games, vault });
  const bets = betsService({ database: options.database, repository, games, draws, ports, now });
  // A lottery's place in the lobby's catalogue tree (for the winner board) does not move.
  const nodeIds = createCache<number>({ name: 'lottery_game_nodes', maxEntries: 1_000 });
  const nodeIdOf = async (game: LotteryGame) => {
    const known = nodeIds.get(game.gameCode);
    if (known !== undefined) return known;
    const nodeId = (await ports.catalogue.nodeIdOf(game.vendorCode, game.gameCode).catch(() => undefined)) ?? null;
    // Only a found node is remembered: a game the catalogue does not list yet (the demo catalogue is seeded after
    // the scheduler starts) is asked for again next time.
    if (nodeId !== null) nodeIds.set(game.gameCode, nodeId);
    return nodeId;
  };
  const scheduler = lotteryScheduler({
    repository,
    games,
    draws,
    ports,
    now,
    log: () => logger,
    settle: {
      database: options.database,
      repository,
      ledger: ports.ledger,
      records: ports.records,
      vault,
      results: { resultOf: (draw, seed) => results.resultOf(draw, seed) },
      gameOf: (gameId) => games.byId(gameId),
      merchant: () => ports.merchant.settings(),
      nodeIdOf,
      graceMs: options.graceMs ?? drawGraceMs,
    },
  });
  ports.realtime.allowTopics(lotteryTopicPrefix);

  function summaryOf(game: LotteryGame, language: Language, next: LotteryDraw | undefined): LotteryGameSummary {
    return {
      gameCode: game.gameCode,
      vassalage: game.vendorCode,
      gameName: game.names[language] ?? game.names.pt,
      family: game.family,
      region: game.region,
      prizeMode: game.prizeMode,
      schedule: game.schedule,
      timeZone: game.timeZone,
      closeSeconds: game.closeSeconds,
      nextDraw: next ? { issue: next.issue, closesAt: next.closesAt.toISOString(), drawAt: next.drawAt.toISOString() } : null,
    };
  }

  return {
    repository,
    scheduler,
    /** Replaces the clock (tests move time; production uses the system clock). */
    setClock(next: () => Date): void {
      clock = next;
    },
    now,
    /** Replaces where results come from (a results feed; tests fix results to hand-worked ones). */
    setResultSource(next: ResultSource): void {
      results = next;
    },
    useLogger(next: SchedulerLogger): void {
      logger = next;
    },
    seedGames: () => games.seedDefaults(),
    ensureDrawsAhead: () => draws.ensureDrawsAhead(now()),

    async listGames(query: LotteryGameListQuery, language: Language): Promise<LotteryGameListValue> {
      const at = now();
      const selected = (await games.all()).filter(
        (game) => game.enabled && (!query.prizeMode || game.prizeMode === query.prizeMode) && (!query.vassalage || game.vendorCode === query.vassalage),
      );
      const next = await repository.nextDraws(selected.map((game) => game.id), at);
      return { list: selected.map((game) => summaryOf(game, language, next.get(game.id))), serverTime: at.toISOString() };
    },

    async gameDetail(gameCode: string, caller: Caller | null, language: Language): Promise<LotteryGameDetail> {
      const game = await draws.requireGame(gameCode);
      const next = (await repository.nextDraws([game.id], now())).get(game.id);
      const prizeGroups = caller && paysByPrizeGroup(game.prizeMode) ? { min: prizeGroupMin, max: memberPrizeGroupMax(await ports.members.prizeGroupChain(caller.memberId)) } : null;
      return {
        ...summaryOf(game, language, next),
        betTypes: game.betTypes,
        unitPrices: game.unitPrices,
        limits: game.limits,
        closedNumbers: game.closedNumbers,
        prizeGroups,
        chaseIssuesMax,
      };
    },

    currentDraw: (gameCode: string) => draws.current(gameCode, now()),
    openedNumbers: draws.openedNumbers,
    trend: draws.trend,
    proof: draws.proof,
    placeBet: bets.placeBet,
    cancelBet: bets.cancelBet,
    myBets: bets.myBets,

    /** Lottery lobby launch: the page the game opens on; the game joins the member's recent games. */
    async launch(caller: Caller, gameCode: string): Promise<LotteryLaunchValue> {
      const game = await draws.requireGame(gameCode);
      const nodeId = await nodeIdOf(game);
      if (nodeId !== null) await ports.catalogue.recordRecentGame(caller.memberId, nodeId).catch(() => undefined);
      return { route: launchRoutes[game.vendorCode] ?? '/lottery', gameCode: game.gameCode, vassalage: game.vendorCode, prizeMode: game.prizeMode };
    },

    /** Operator: every game, enabled or not. */
    async operatorGames(language: Language) {
      const all = await games.all();
      const next = await repository.nextDraws(all.map((game) => game.id), now());
      return { list: all.map((game) => ({ ...summaryOf(game, language, next.get(game.id)), enabled: game.enabled, betTypes: game.betTypes, unitPrices: game.unitPrices, limits: game.limits, closedNumbers: game.closedNumbers })) };
    },

    /** Operator: changes a game; a new schedule replaces the draws that have not opened and hold no bet. */
    async updateGame(gameCode: string, update: LotteryGameUpdate): Promise<{ gameCode: string }> {
      const game = await games.byCode(gameCode);
      if (!game) throw new AppError('game_not_found');
      const offered = new Set(betTypeCodesOf(game.family));
      const unknown = (update.betTypes ?? []).filter((offer) => !offered.has(offer.code));
      if (unknown.length > 0) throw validationError(unknown.map((offer) => ({ field: 'betTypes', rule: 'not_offered', message: `${offer.code} is not a bet type of ${game.family}` })));
      const schedule = update.schedule ?? game.schedule;
      const closeSeconds = update.closeSeconds ?? game.closeSeconds;
      if (schedule.kind === 'interval' && closeSeconds >= schedule.seconds) throw validationError([{ field: 'closeSeconds', rule: 'max', message: 'betting must close before the interval ends' }]);
      await repository.updateGame(game.id, update);
      games.invalidate();
      if (update.schedule !== undefined || update.closeSeconds !== undefined) {
        await repository.deleteUnopenedDraws(game.id, now());
        await draws.ensureDrawsAhead(now());
      }
      return { gameCode };
    },

    /** Operator: the book of an issue (the current one by default): totals and what each number would cost. */
    async exposure(gameCode: string, issue: string | undefined): Promise<ExposureValue> {
      const game = await games.byCode(gameCode);
      if (!game) throw new AppError('game_not_found');
      const draw = issue ? await repository.findDrawByIssue(game.id, issue) : (await repository.currentAndNext(game.id, now()))[0];
      if (!draw) throw new AppError('not_found');
      const totals = await repository.drawTotals(draw.id);
      return {
        gameCode,
        issue: draw.issue,
        stakeTotal: totals.stake,
        betCount: totals.betCount,
        potentialPayout: totals.potentialPayout,
        numbers: await repository.exposureOf(draw.id, 200),
      };
    },

    /** The agent rebate a member's downlines earned it, by downline and day (agent centre). */
    agentRebates: (agentId: string, from: string, to: string) => repository.agentRebates(agentId, from, to),
  };
}

export type LotteryService = ReturnType<typeof lotteryService>;
