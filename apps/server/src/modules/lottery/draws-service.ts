/**
 * The draws of the games: created ahead with their sealed seeds, the current one with its countdown,
 * results history, trend data and the provably fair proof.
 */
import type { CurrentDrawValue, DrawProofValue, OpenedNumbersQuery, OpenedNumbersValue, TrendValue } from '@platform/contract';
import { chaseIssuesMax } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import { newDrawSeed, seedHashOf, type DrawSeedVault } from './draw-seeds.ts';
import type { LotteryGames } from './games.ts';
import { drawValue } from './present.ts';
import type { LotteryDraw, LotteryGame, LotteryRepository, NewDraw } from './repository.ts';
import { clientSeedOf, trendNumbersOf, type DrawResult } from './results.ts';
import { upcomingDraws } from './schedule.ts';
import { createCache } from '../../platform/cache.ts';

/** Draws exist this many issues ahead, enough for the longest chase. */
export const drawsAhead = chaseIssuesMax + 2;
const recentResults = 10;

export function drawsService(options: { repository: LotteryRepository; games: LotteryGames; vault: DrawSeedVault }) {
  const { repository, games, vault } = options;

  function newDraws(game: LotteryGame, after: Date, count: number): NewDraw[] {
    return upcomingDraws(game.schedule, game.timeZone, game.closeSeconds, after, count).map((times) => {
      const seed = newDrawSeed();
      return { gameId: game.id, ...times, seedSealed: vault.seal(seed), seedHash: seedHashOf(seed) };
    });
  }

  const recentDraws = drawMemory(repository);

  /** Per game: the latest draw seen and the time until which no new draw is needed. */
  const checkedUntil = createCache<{ last: Date; until: Date }>({ name: 'lottery_draws_checked', maxEntries: 1_000 });

  async function requireGame(gameCode: string): Promise<LotteryGame> {
    const game = await games.byCode(gameCode);
    if (!game || !game.enabled) throw new AppError('game_not_found');
    return game;
  }

  return {
    requireGame,

    /**
     * Keeps every enabled game `drawsAhead` draws ahead of `now`. Any node may run it: a draw another
     * node created first is kept, so an issue has one seed whatever the number of nodes.
     */
    async ensureDrawsAhead(now: Date): Promise<number> {
      const latest = await repository.latestDrawTimes();
      const rows: NewDraw[] = [];
      for (const game of await games.all()) {
        if (!game.enabled) continue;
        const last = latest.get(game.id);
        // A game holding draws well past the horizon needs nothing until its next draw is drawn.
        const checked = checkedUntil.get(game.id);
        if (checked && last && checked.last.getTime() === last.getTime() && now < checked.until) continue;
        const startAfter = last && last > now ? last : now;
        const upcoming = upcomingDraws(game.schedule, game.timeZone, game.closeSeconds, now, drawsAhead);
        const missing = upcoming.filter((draw) => draw.drawAt > startAfter).length;
        if (missing > 0) rows.push(...newDraws(game, startAfter, missing));
        else if (last) checkedUntil.set(game.id, { last, until: upcoming[0]!.drawAt });
      }
      return repository.insertDraws(rows);
    },

    async current(gameCode: string, now: Date): Promise<CurrentDrawValue> {
      const game = await requireGame(gameCode);
      const [upcoming, past] = await Promise.all([repository.currentAndNext(game.id, now), repository.pastDraws(game.id, 0, recentResults)]);
      const [current, next] = upcoming;
      return {
        serverTime: now.toISOString(),
        current: current ? drawValue(game.gameCode, current) : null,
        next: next ? drawValue(game.gameCode, next) : null,
        recent: past.draws.map((draw) => drawValue(game.gameCode, draw)),
      };
    },

    async openedNumbers(query: OpenedNumbersQuery): Promise<OpenedNumbersValue> {
      const game = await requireGame(query.gameCode);
      const { draws, total } = await repository.pastDraws(game.id, (query.pageNo - 1) * query.pageSize, query.pageSize);
      return { list: draws.map((draw) => drawValue(game.gameCode, draw)), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
    },

    async trend(gameCode: string, issues: number): Promise<TrendValue> {
      const game = await requireGame(gameCode);
      const { draws } = await repository.pastDraws(game.id, 0, issues);
      const drawn = draws.filter((draw) => draw.status === 'settled').reverse();
      return { gameCode, issues: drawn.map((draw) => ({ issue: draw.issue, numbers: trendNumbersOf(draw.result as DrawResult) })), missing: missingCounts(drawn) };
    },

    async proof(gameCode: string, issue: string): Promise<DrawProofValue> {
      const game = await requireGame(gameCode);
      const draw = await repository.findDrawByIssue(game.id, issue);
      if (!draw) throw new AppError('not_found');
      return {
        gameCode,
        family: game.family,
        region: game.region,
        issue,
        status: draw.status,
        seedHash: draw.seedHash,
        seed: draw.seedRevealed,
        clientSeed: clientSeedOf({ gameCode, issue }),
        nonce: 0,
        result: (draw.result ?? null) as DrawProofValue['result'],
      };
    },

    /**
     * The draw of an issue and, for a chase, the next issues after it. The draw of a single issue is kept in
     * memory for a moment: placement checks it against the clock, and the statement writing the bet checks
     * again that the draw still takes bets, so a status changed meanwhile is never missed.
     */
    async drawsForBet(game: LotteryGame, issue: string, count: number): Promise<LotteryDraw[]> {
      const first = count === 1 ? await recentDraws.find(game.id, issue) : await repository.findDrawByIssue(game.id, issue);
      if (!first) throw new AppError('lottery_issue_not_open', { value: { issue } });
      if (count === 1) return [first];
      const draws = await repository.drawsFrom(game.id, first, count);
      if (draws.length < count || draws[0]?.id !== first.id) throw new AppError('lottery_issue_not_open', { value: { issue, chaseIssuesAvailable: draws.length } });
      return draws;
    },
  };
}

/** How long a draw read for a bet is kept, and how many are kept at most. */
const drawMemoryMs = 2_000;
const drawMemoryEntriesMax = 1_000;

/** Draws by game and issue, read once and kept for a moment; an issue without a draw is not kept. */
function drawMemory(repository: LotteryRepository) {
  const kept = createCache<LotteryDraw>({ name: 'lottery_draws_by_issue', maxEntries: drawMemoryEntriesMax, lifetimeMs: drawMemoryMs });
  return {
    async find(gameId: string, issue: string): Promise<LotteryDraw | undefined> {
      const key = `${gameId}:${issue}`;
      const known = kept.get(key);
      if (known) return known;
      const draw = await repository.findDrawByIssue(gameId, issue);
      if (draw) kept.set(key, draw);
      return draw;
    },
  };
}

/** For each position, how many issues since each value last showed (0: in the latest issue); unseen values are left out. */
function missingCounts(drawsOldestFirst: readonly LotteryDraw[]): Record<string, number>[] {
  const numbers = drawsOldestFirst.map((draw) => trendNumbersOf(draw.result as DrawResult));
  const positions = Math.max(0, ...numbers.map((row) => row.length));
  return Array.from({ length: positions }, (_, position) => {
    const missing: Record<string, number> = {};
    for (let back = 0; back < numbers.length; back++) {
      const value = numbers[numbers.length - 1 - back]![position];
      if (value !== undefined && !(String(value) in missing)) missing[String(value)] = back;
    }
    return missing;
  });
}

export type DrawsService = ReturnType<typeof drawsService>;
