import { platformVendors, type ProfitRow, type RecallRound, type RecordCategory, type RoundStatus } from '@platform/contract';

/** The betting record's page size: one screen of rounds. */
export const bettingRecordsPageSize = 20;

/** What the betting record shows: a filter's `all` means no filter. */
export interface BettingRecordsFilters {
  category: RecordCategory | 'all';
  vendor: string;
  status: RoundStatus | 'all';
  from: string;
  to: string;
  pageNo: number;
}

/** The query string of GET /wps/member/betting-records; filters left at `all` are not sent. */
export function bettingRecordsSearch(filters: BettingRecordsFilters): Record<string, string | number> {
  const search: Record<string, string | number> = { from: filters.from, to: filters.to, pageNo: filters.pageNo, pageSize: bettingRecordsPageSize };
  if (filters.category !== 'all') search.category = filters.category;
  if (filters.vendor !== 'all') search.vassalage = filters.vendor;
  if (filters.status !== 'all') search.status = filters.status;
  return search;
}

export type RoundStatusTone = 'waiting' | 'success' | 'attention' | 'neutral';

/** The colour of a round's status: open rounds wait, settled ones are done, refunded ones draw the eye. */
export function roundStatusTone(status: RoundStatus): RoundStatusTone {
  switch (status) {
    case 'open':
      return 'waiting';
    case 'settled':
      return 'success';
    case 'rolled_back':
      return 'attention';
    case 'cancelled':
      return 'neutral';
  }
}

/** The translation key of a round's status label. */
export function roundStatusKey(status: RoundStatus): string {
  return `games.records.statuses.${status}`;
}

export type NetTone = 'positive' | 'negative' | 'zero';

/** A player's result: a gain shows green, a loss red, nothing either way plain. */
export function netTone(net: number): NetTone {
  return net > 0 ? 'positive' : net < 0 ? 'negative' : 'zero';
}

/** The house games the verify page recomputes. */
const verifiableGames = ['DICE', 'SLOT', 'MINES', 'CRASH'] as const;
type VerifiableGame = (typeof verifiableGames)[number];

/**
 * The verify page's query parameter names (its own reader, `parseVerifyParams`, is checked against these in
 * the tests). They are written here rather than imported so that the records pages do not load the game math.
 */
const verifyParameters = {
  game: 'game',
  serverSeed: 'seed',
  serverSeedHash: 'hash',
  clientSeed: 'client',
  nonce: 'nonce',
  direction: 'direction',
  chance: 'chance',
  mines: 'mines',
  crashRoundId: 'round',
  result: 'result',
} as const;

/** The outcome's value under `name` when it is a number. */
function numberIn(outcome: Record<string, unknown> | null, name: string): number | undefined {
  const value = outcome?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** What the verify page compares its recomputation with: the dice roll, the slot's total win, the mine positions, the crash point. */
function recordedResultOf(game: VerifiableGame, outcome: Record<string, unknown> | null): string | undefined {
  switch (game) {
    case 'DICE':
      return numberIn(outcome, 'roll')?.toString();
    case 'SLOT':
      return numberIn(outcome, 'totalWin')?.toString();
    case 'MINES': {
      const positions = outcome?.minePositions;
      return Array.isArray(positions) && positions.every((position) => typeof position === 'number') ? positions.join('-') : undefined;
    }
    case 'CRASH':
      return numberIn(outcome, 'crashPoint')?.toString();
  }
}

/** The round's own parameters besides the seeds: dice direction and chance, mines count, crash round. */
function roundParametersOf(game: VerifiableGame, outcome: Record<string, unknown> | null): [string, string][] {
  const parameters: [string, string][] = [];
  const direction = outcome?.direction;
  const chance = numberIn(outcome, 'chanceBasisPoints');
  const mines = numberIn(outcome, 'mines');
  const crashRoundId = outcome?.crashRoundId;
  if (game === 'DICE' && (direction === 'under' || direction === 'over')) parameters.push([verifyParameters.direction, direction]);
  if (game === 'DICE' && chance !== undefined) parameters.push([verifyParameters.chance, String(chance)]);
  if (game === 'MINES' && mines !== undefined) parameters.push([verifyParameters.mines, String(mines)]);
  if (game === 'CRASH' && typeof crashRoundId === 'string') parameters.push([verifyParameters.crashRoundId, crashRoundId]);
  return parameters;
}

/**
 * The address of the verify page prefilled with a house round's seeds, parameters and recorded result, or
 * null for rounds without provably fair data (external vendors, the lottery).
 */
export function verifyLinkOf(round: Pick<RecallRound, 'vassalage' | 'gameCode' | 'fairness' | 'outcome'>, verifyPath: string): string | null {
  const game = verifiableGames.find((candidate) => candidate === round.gameCode.toUpperCase());
  if (round.vassalage !== platformVendors.house || !round.fairness || !game) return null;
  const { fairness, outcome } = round;
  const search = new URLSearchParams({ [verifyParameters.game]: game.toLowerCase(), [verifyParameters.serverSeedHash]: fairness.serverSeedHash });
  if (fairness.serverSeed) search.set(verifyParameters.serverSeed, fairness.serverSeed);
  // A crash round's outcome follows from its own seed alone; the other games add the member's seed and nonce.
  if (game !== 'CRASH') {
    search.set(verifyParameters.clientSeed, fairness.clientSeed);
    search.set(verifyParameters.nonce, String(fairness.nonce));
  }
  for (const [name, value] of roundParametersOf(game, outcome)) search.set(name, value);
  const result = recordedResultOf(game, outcome);
  if (result !== undefined) search.set(verifyParameters.result, result);
  return `${verifyPath}?${search.toString()}`;
}

/** Stake, valid bet, win and net of a set of rounds. */
export interface Figures {
  rounds: number;
  stake: number;
  validBet: number;
  winAmount: number;
  net: number;
}

/** The sum of figures; net is recomputed as win − valid bet, as the server defines it. */
export function sumFigures(rows: readonly Omit<Figures, 'net'>[]): Figures {
  const total = rows.reduce(
    (sum, row) => ({ rounds: sum.rounds + row.rounds, stake: sum.stake + row.stake, validBet: sum.validBet + row.validBet, winAmount: sum.winAmount + row.winAmount }),
    { rounds: 0, stake: 0, validBet: 0, winAmount: 0 },
  );
  return { ...total, net: total.winAmount - total.validBet };
}

/** One merchant day of the profit report: its totals and its categories. */
export interface ProfitDay extends Figures {
  day: string;
  categories: ProfitRow[];
}

/** The report's rows grouped by day, newest day first, each day's categories in a fixed order. */
export function profitDays(rows: readonly ProfitRow[]): ProfitDay[] {
  const byDay = new Map<string, ProfitRow[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return [...byDay.entries()]
    .sort(([left], [right]) => (left < right ? 1 : left > right ? -1 : 0))
    .map(([day, categories]) => ({ day, ...sumFigures(categories), categories: [...categories].sort((left, right) => left.category.localeCompare(right.category)) }));
}

/** The merchant's time zone as GMT±h[:mm]. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `GMT${sign}${Math.trunc(absolute / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
