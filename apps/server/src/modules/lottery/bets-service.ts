/**
 * The member's side of bets: place (with chase), cancel and the list of one's own bets.
 */
import { paysByPrizeGroup, type MyBetsQuery, type MyBetsValue, type PlaceBetRequest, type PlaceBetValue } from '@platform/contract';
import type { Caller } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { lotteryPlacements, requestKeysOf } from './placement.ts';
import { cancelLotteryBet } from './cancellation.ts';
import { prepareBet } from './bet-preparation.ts';
import type { DrawsService } from './draws-service.ts';
import type { LotteryGames } from './games.ts';
import type { LotteryPorts, PrizeGroupLink } from './ports.ts';
import { betValue } from './present.ts';
import type { LotteryDraw, LotteryGame, LotteryRepository } from './repository.ts';
import { createCache } from '../../platform/cache.ts';

/** How long a member's prize groups are kept, and for how many members at most. */
const chainMemoryMs = 5_000;
const chainMemoryEntriesMax = 50_000;

export function betsService(options: { database: Database; repository: LotteryRepository; games: LotteryGames; draws: DrawsService; ports: LotteryPorts; now: () => Date }) {
  const { repository, games, draws, ports } = options;
  const flow = { database: options.database, repository, ledger: ports.ledger };
  const placements = lotteryPlacements(flow);
  const gameCodeOf = async (gameId: string) => (await games.byId(gameId)).gameCode;

  /** The draw bet on must be taking bets now: not before it opens, not after it closes. */
  function assertOpen(draw: LotteryDraw, now: Date): void {
    if (draw.status === 'settled' || draw.status === 'cancelled' || draw.closesAt <= now) throw new AppError('lottery_issue_closed', { value: { issue: draw.issue } });
    if (draw.opensAt > now) throw new AppError('lottery_issue_not_open', { value: { issue: draw.issue } });
  }

  // A member's prize groups up the tree change rarely (an operator's decision): they are kept for a few
  // seconds, so that a member betting again and again does not read its branch of the tree each time.
  const chains = createCache<PrizeGroupLink[]>({ name: 'lottery_prize_group_chains', maxEntries: chainMemoryEntriesMax, lifetimeMs: chainMemoryMs });
  async function chainOf(game: LotteryGame, memberId: string): Promise<PrizeGroupLink[]> {
    if (!paysByPrizeGroup(game.prizeMode)) return [];
    const known = chains.get(memberId);
    if (known) return known;
    const chain = await ports.members.prizeGroupChain(memberId);
    chains.set(memberId, chain);
    return chain;
  }

  async function earlierPlacement(memberId: string, requestId: string) {
    return repository.betsOfRequest(repository.db, requestKeysOf({ memberId, requestId }));
  }

  return {
    async placeBet(caller: Caller, request: PlaceBetRequest): Promise<PlaceBetValue> {
      const now = options.now();
      const game = await draws.requireGame(request.gameCode);
      // A trial account bets play money, which earns its uplines nothing: agent rebates are real money.
      const playMoney = caller.role === 'trial';
      const checked = prepareBet(game, request, await chainOf(game, caller.memberId));
      const prepared = playMoney ? { ...checked, agentIds: [], agentBasisPoints: [] } : checked;
      let betDraws: LotteryDraw[];
      try {
        betDraws = await draws.drawsForBet(game, request.issue, request.chase?.issues ?? 1);
        assertOpen(betDraws[0]!, now);
      } catch (error) {
        // A retried placement answers its first result, even once its issue has closed.
        if (!(error instanceof AppError) || (await earlierPlacement(caller.memberId, request.requestId)).length === 0) throw error;
        betDraws = [];
      }
      const placed = await placements.place({ memberId: caller.memberId, requestId: request.requestId, game, draws: betDraws, bet: prepared, chase: request.chase ?? null, now, playMoney });
      const known = new Map(betDraws.map((draw) => [draw.id, draw]));
      const missing = placed.bets.map((bet) => bet.drawId).filter((drawId) => !known.has(drawId));
      for (const [drawId, draw] of await repository.drawsByIds([...new Set(missing)])) known.set(drawId, draw);
      return {
        bets: placed.bets.map((bet) => betValue(game.gameCode, bet, known.get(bet.drawId) ?? { issue: '', numbers: [] })),
        chaseId: placed.chaseId,
        balance: placed.balance,
      };
    },

    async cancelBet(caller: Caller, betId: string) {
      const done = await cancelLotteryBet(flow, { memberId: caller.memberId, betId, gameCode: gameCodeOf, now: options.now() });
      return { bet: betValue(await gameCodeOf(done.bet.gameId), done.bet, done.draw), balance: done.balance };
    },

    async myBets(caller: Caller, query: MyBetsQuery): Promise<MyBetsValue> {
      const game = query.gameCode ? await games.byCode(query.gameCode) : undefined;
      if (query.gameCode && !game) throw new AppError('game_not_found');
      const { bets, total } = await repository.memberBets(caller.memberId, { gameId: game?.id, status: query.status }, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize });
      const list = await Promise.all(bets.map(async (bet) => betValue(await gameCodeOf(bet.gameId), bet, bet)));
      return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
    },
  };
}

export type BetsService = ReturnType<typeof betsService>;
