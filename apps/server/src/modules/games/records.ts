/**
 * The betting record (every round of every vendor and of the lottery), game recall (the last rounds in
 * full) and personal profit (from the per-member daily figures), all in the merchant's days.
 */
import {
  recallRoundCount,
  recordRangeDaysMax,
  type BettingRecord,
  type BettingRecordQuery,
  type BettingRecordValue,
  type FairnessDetail,
  recordCategoryOf,
  type ProfitQuery,
  type ProfitRow,
  type ProfitValue,
  type RecallRound,
  type RecordCategory,
} from '@platform/contract';
import type { Language } from '@platform/contract/languages';
import { validationError } from '../../platform/errors.ts';
import { gameNameKey, type Executor, type GamesCatalogue, type GamesMerchant } from './ports.ts';
import type { FigureRow, RecordsRepository } from './records-repository.ts';
import type { BulkRound, GamesRepository, Round, VendorTransaction } from './repository.ts';
import { merchantDayOf, saveRound, stateOf } from './round-figures.ts';

const dayMs = 86_400_000;
const defaultRangeDays = 7;


/** The UTC instant a merchant day starts at. */
export function merchantDayStart(day: string, gmtOffsetMinutes: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!) - gmtOffsetMinutes * 60_000);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The asked range, or the last seven days; refused when longer than the maximum. */
export function resolveRange(range: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const to = range.to ?? (range.from ? addDays(range.from, defaultRangeDays - 1) : today);
  const from = range.from ?? addDays(to, -(defaultRangeDays - 1));
  const spanDays = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
  if (Number.isNaN(spanDays) || spanDays < 1) throw validationError([{ field: 'from', rule: 'range', message: 'from must not be after to' }]);
  if (spanDays > recordRangeDaysMax) {
    throw validationError([{ field: 'from', rule: 'range', message: `a range spans at most ${recordRangeDaysMax} days` }]);
  }
  return { from, to };
}

/** A round as the records show it; `gameName` is the catalogue's name in the reader's language when known. */
export function bettingRecordOf(round: Round, gameName: string = round.gameName): BettingRecord {
  const validBet = round.stake - round.stakeRefunded;
  return {
    roundId: round.id,
    round: round.roundRef,
    vassalage: round.vendorCode,
    gameCode: round.gameCode,
    gameName,
    gameType: round.gameType,
    category: recordCategoryOf(round.vendorCode, round.gameType),
    status: round.status,
    stake: round.stake,
    validBet,
    winAmount: round.win,
    net: round.win - validBet,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    currency: round.currency,
    playMoney: round.playMoney,
    openedAt: round.openedAt.toISOString(),
    settledAt: round.settledAt ? round.settledAt.toISOString() : null,
  };
}

/** A round as the lottery reports it: its money moved through the wallet in the lottery's own transaction. */
/** A lottery bet's round as the lottery states it: a bulk round named by the bet's reference. */
export type LotteryRound = Omit<BulkRound, 'roundRef'> & {
  /** The bet's reference, unique per member within the vendor. */
  reference: string;
};

function sumRows(rows: FigureRow[]) {
  const total = rows.reduce((sum, row) => ({ rounds: sum.rounds + row.rounds, stake: sum.stake + row.stake, validBet: sum.validBet + row.validBet, winAmount: sum.winAmount + row.win }), {
    rounds: 0,
    stake: 0,
    validBet: 0,
    winAmount: 0,
  });
  return { ...total, net: total.winAmount - total.validBet };
}

function profitRowOf(row: FigureRow): ProfitRow {
  return { day: row.day, category: row.category, rounds: row.rounds, stake: row.stake, validBet: row.validBet, winAmount: row.win, net: row.win - row.validBet };
}

export function recordsService(options: { records: RecordsRepository; repository: GamesRepository; merchant: GamesMerchant; catalogue?: GamesCatalogue; now?: () => Date }) {
  const { records, repository, merchant, catalogue } = options;
  const now = options.now ?? (() => new Date());

  /** Each round's game name in `language` from the catalogue; a game the catalogue no longer has keeps its recorded name. */
  async function namesOf(rounds: readonly Round[], language: Language): Promise<string[]> {
    if (!catalogue) return rounds.map((round) => round.gameName);
    const names = await catalogue.gameNames(rounds.map((round) => ({ vendorCode: round.vendorCode, gameCode: round.gameCode, gameType: round.gameType })));
    return rounds.map((round) => {
      const localised = names.get(gameNameKey(round));
      return localised?.[language] || localised?.pt || round.gameName;
    });
  }

  async function rangeOf(range: { from?: string | undefined; to?: string | undefined }) {
    const { gmtOffsetMinutes } = await merchant.settings();
    const resolved = resolveRange(range, merchantDayOf(now(), gmtOffsetMinutes));
    return { ...resolved, gmtOffsetMinutes, start: merchantDayStart(resolved.from, gmtOffsetMinutes), end: merchantDayStart(addDays(resolved.to, 1), gmtOffsetMinutes) };
  }

  return {
    async bettingRecords(memberId: string, query: BettingRecordQuery, language: Language = 'pt'): Promise<BettingRecordValue> {
      const range = await rangeOf(query);
      const filter = { memberId, start: range.start, end: range.end, category: query.category, vendorCode: query.vassalage, status: query.status };
      const [rounds, totals] = await Promise.all([
        records.listRounds(filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
        records.totals(filter),
      ]);
      const names = await namesOf(rounds, language);
      return {
        list: rounds.map((round, index) => bettingRecordOf(round, names[index])),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: totals.count,
        totalPages: Math.ceil(totals.count / query.pageSize),
        totals: { count: totals.count, stake: totals.stake, validBet: totals.validBet, winAmount: totals.win, net: totals.win - totals.validBet },
        from: range.from,
        to: range.to,
      };
    },

    /** The latest rounds in full: each money movement, and for house games the data to recompute the outcome. */
    async recall(memberId: string, language: Language = 'pt'): Promise<{ list: RecallRound[] }> {
      const rounds = await records.latestRounds(memberId, recallRoundCount);
      const names = await namesOf(rounds, language);
      const movements = await repository.movementsOfRounds(rounds.map((round) => round.id));
      const fairnessOfRounds = rounds.map((round) => (round.fairness ?? {}) as StoredFairness);
      const seedIds = fairnessOfRounds.flatMap((fairness) => (fairness.seedId ? [fairness.seedId] : []));
      const crashRoundIds = fairnessOfRounds.flatMap((fairness) => (fairness.crashRoundId ? [fairness.crashRoundId] : []));
      const [memberSeeds, crashSeeds] = await Promise.all([records.revealedSeeds(seedIds), records.revealedCrashSeeds(crashRoundIds)]);
      const revealed: RevealedSeeds = { memberSeeds, crashSeeds };
      return { list: rounds.map((round, index) => recallOf(round, names[index]!, movements.filter((movement) => movement.roundId === round.id), revealed)) };
    },

    async profit(memberId: string, query: ProfitQuery): Promise<ProfitValue> {
      const range = await rangeOf(query);
      const rows = await records.figures([memberId], range.from, range.to, query.category);
      const categories = [...new Set(rows.map((row) => row.category))].sort();
      return {
        from: range.from,
        to: range.to,
        gmtOffsetMinutes: range.gmtOffsetMinutes,
        days: rows.map(profitRowOf),
        byCategory: categories.map((category) => ({ category, ...sumRows(rows.filter((row) => row.category === category)) })),
        totals: sumRows(rows),
      };
    },

    /** Daily figures of many members (the agent centre's team reports), by merchant day and category. */
    dailyFigures: (memberIds: string[], from: string, to: string, category?: RecordCategory) => records.figures(memberIds, from, to, category),

    /**
     * Writes or updates many lottery bets' rounds (distinct bets) in one statement of the caller's
     * transaction, with the same outcome as `recordLotteryRound` for each, daily figures included.
     */
    async recordLotteryRounds(executor: Executor, rounds: LotteryRound[]): Promise<void> {
      const day = merchantDayOf(new Date(), (await merchant.settings()).gmtOffsetMinutes);
      await repository.saveRoundsInBulk(executor, rounds.map(({ reference, ...round }) => ({ ...round, roundRef: reference })), day);
    },

    /** Writes or updates a lottery bet's round in the caller's transaction, keeping the daily figures in step. */
    async recordLotteryRound(executor: Executor, round: LotteryRound): Promise<Round> {
      const key = { vendorCode: round.vendorCode, memberId: round.memberId, roundRef: round.reference };
      const before = await repository.lockRound(executor, key);
      const settled = round.status !== 'open';
      const state = {
        ...(before ? stateOf(before) : { figuresDay: null, settledAt: null, betCount: 1 }),
        status: round.status,
        stake: round.stake,
        stakeRefunded: round.stakeRefunded,
        win: round.win,
        balanceBefore: before?.balanceBefore ?? round.balanceBefore,
        balanceAfter: round.balanceAfter,
        settledAt: settled ? (before?.settledAt ?? now()) : null,
        ...(round.outcome !== undefined ? { outcome: round.outcome } : {}),
        ...(round.fairness !== undefined ? { fairness: round.fairness } : {}),
      };
      const opening = { ...key, gameCode: round.gameCode, gameType: round.gameType, nodeId: round.nodeId, gameName: round.gameName, currency: round.currency, playMoney: round.playMoney };
      const saved = await saveRound(repository, executor, { before, opening, state, gmtOffsetMinutes: async () => (await merchant.settings()).gmtOffsetMinutes });
      return saved.round;
    },
  };
}

function recallOf(round: Round, gameName: string, movements: VendorTransaction[], revealed: RevealedSeeds): RecallRound {
  return {
    ...bettingRecordOf(round, gameName),
    movements: movements
      .filter((movement) => movement.kind !== 'tombstone')
      .map((movement) => ({
        kind: movement.kind as 'bet' | 'win' | 'rollback',
        transactionId: movement.transactionUuid,
        referenceTransactionId: movement.referenceTransactionUuid,
        amount: movement.amount,
        applied: movement.applied,
        rolledBack: movement.rolledBack,
        status: String((movement.response as { status?: string } | null)?.status ?? ''),
        at: movement.createdAt.toISOString(),
      })),
    fairness: fairnessOf(round.fairness, revealed),
    outcome: round.outcome && typeof round.outcome === 'object' ? (round.outcome as Record<string, unknown>) : null,
  };
}

/** What a round stores about its fairness: a member seed (slot, dice, mines) or a crash round's seed. */
interface StoredFairness {
  seedId?: string;
  crashRoundId?: string;
  serverSeedHash?: string;
  serverSeed?: string | null;
  clientSeed?: string;
  nonce?: number;
}

interface RevealedSeeds {
  memberSeeds: Map<string, string>;
  crashSeeds: Map<string, string>;
}

function fairnessOf(stored: unknown, revealed: RevealedSeeds): FairnessDetail | null {
  if (!stored || typeof stored !== 'object') return null;
  const fairness = stored as StoredFairness;
  if (!fairness.serverSeedHash || fairness.clientSeed === undefined || fairness.nonce === undefined) return null;
  const seed = fairness.serverSeed ?? (fairness.seedId ? revealed.memberSeeds.get(fairness.seedId) : fairness.crashRoundId ? revealed.crashSeeds.get(fairness.crashRoundId) : undefined);
  return { serverSeedHash: fairness.serverSeedHash, serverSeed: seed ?? null, clientSeed: fairness.clientSeed, nonce: fairness.nonce };
}

export type RecordsService = ReturnType<typeof recordsService>;
