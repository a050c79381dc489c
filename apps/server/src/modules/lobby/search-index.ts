import type { GameType } from '@platform/contract';
import type { GameCardRow, GameFilter } from './catalogue-repository.ts';

/** What the name search needs of a listed game, in lobby order, with the card it answers with. */
export interface SearchEntry<Card = GameCardRow> {
  nodeId: number;
  searchText: string;
  gameType: GameType;
  vendorCode: string;
  classify: string;
  platforms: readonly string[];
  card: Card;
}

/**
 * The loaded index: the entries in lobby order, the fields a search reads held column by column (a search
 * reads thousands of them, and dense arrays keep that fast), and, for every pair of adjacent characters
 * (UTF-16 code units) of any search text, the positions of the entries whose text holds it, ascending.
 */
interface LoadedIndex<Card> {
  entries: SearchEntry<Card>[];
  searchTexts: string[];
  gameTypes: GameType[];
  vendorCodes: string[];
  classifies: string[];
  pairs: Map<number, number[]>;
}

function pairKey(text: string, at: number): number {
  return text.charCodeAt(at) * 0x1_0000 + text.charCodeAt(at + 1);
}

function buildIndex<Card>(entries: SearchEntry<Card>[]): LoadedIndex<Card> {
  const pairs = new Map<number, number[]>();
  for (let position = 0; position < entries.length; position += 1) {
    const text = entries[position]!.searchText;
    for (let at = 0; at + 1 < text.length; at += 1) {
      const key = pairKey(text, at);
      let holders = pairs.get(key);
      if (holders === undefined) {
        holders = [];
        pairs.set(key, holders);
      }
      // Entries are visited in order, so a repeated pair of one text is always the last position.
      if (holders[holders.length - 1] !== position) holders.push(position);
    }
  }
  return {
    entries,
    searchTexts: entries.map((entry) => entry.searchText),
    gameTypes: entries.map((entry) => entry.gameType),
    vendorCodes: entries.map((entry) => entry.vendorCode),
    classifies: entries.map((entry) => entry.classify),
    pairs,
  };
}

/** Positions held by both ascending lists, ascending. */
function intersect(left: readonly number[], right: readonly number[]): number[] {
  const both: number[] = [];
  let leftAt = 0;
  let rightAt = 0;
  while (leftAt < left.length && rightAt < right.length) {
    const difference = left[leftAt]! - right[rightAt]!;
    if (difference === 0) both.push(left[leftAt]!);
    if (difference <= 0) leftAt += 1;
    if (difference >= 0) rightAt += 1;
  }
  return both;
}

/** Intersecting more pair lists than this narrows little further; the substring check does the rest. */
const intersectedPairsMax = 4;

/**
 * The positions that can hold the search: those holding all of its character pairs (the rarest few,
 * intersected), or undefined for every position when the search is a single character. `exact` says the
 * positions are exactly the matches (a two-character search), so no substring check is needed.
 */
function candidatesOf(index: LoadedIndex<unknown>, search: string): { positions: readonly number[] | undefined; exact: boolean } {
  if (search.length < 2) return { positions: undefined, exact: false };
  const lists = new Set<number[]>();
  for (let at = 0; at + 1 < search.length; at += 1) {
    const holders = index.pairs.get(pairKey(search, at));
    if (holders === undefined) return { positions: [], exact: true };
    lists.add(holders);
  }
  const [rarest, ...others] = [...lists].sort((left, right) => left.length - right.length);
  let positions: readonly number[] = rarest!;
  for (const other of others.slice(0, intersectedPairsMax - 1)) positions = intersect(positions, other);
  return { positions, exact: search.length === 2 };
}

/**
 * The name search over the listed games, in memory. A substring search cannot use a database index well,
 * so each node keeps the searchable text and the card of every listed game (about 1 KB a game) and answers
 * a search without the database; an index of character pairs narrows each search to the games that can
 * match. Every catalogue change drops the index, and a load that a change overtook is never kept. After
 * `ttlMs` (cards say whether a game is new) the index is read again while searches keep using the old one.
 */
export function searchIndex<Card>(load: () => Promise<SearchEntry<Card>[]>, options: { ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let current: { generation: number; loadedAt: number; index: Promise<LoadedIndex<Card>> } | undefined;
  let refreshing = false;
  let generation = 0;

  function start(): { generation: number; loadedAt: number; index: Promise<LoadedIndex<Card>> } {
    return { generation, loadedAt: now(), index: load().then(buildIndex) };
  }

  /** Reads the index again in the background; the old one answers until the new one is ready. */
  function refresh(): void {
    refreshing = true;
    const loading = start();
    loading.index.then(
      () => {
        refreshing = false;
        if (loading.generation === generation) current = loading;
      },
      () => {
        // The old index stays; the next search tries again.
        refreshing = false;
      },
    );
  }

  function index(): Promise<LoadedIndex<Card>> {
    if (current && current.generation === generation) {
      if (now() - current.loadedAt >= options.ttlMs && !refreshing) refresh();
      return current.index;
    }
    const loading = start();
    current = loading;
    loading.index.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading.index;
  }

  return {
    /** The cards of one page of the games matching the filter (its search included), and their number. */
    async page(filter: GameFilter & { search: string }, page: { offset: number; limit: number }): Promise<{ cards: Card[]; total: number }> {
      const loaded = await index();
      const { positions, exact } = candidatesOf(loaded, filter.search);
      const end = page.offset + page.limit;
      const filtered = Boolean(filter.gameType || filter.vendorCode || filter.classify || (filter.platforms && filter.platforms.length > 0));
      if (positions !== undefined && exact && !filtered) {
        // The candidates are exactly the matches: nothing to check, only a page to take.
        return { cards: positions.slice(page.offset, end).map((position) => loaded.entries[position]!.card), total: positions.length };
      }
      const search = exact ? '' : filter.search;
      const count = positions === undefined ? loaded.entries.length : positions.length;
      const cards: Card[] = [];
      let total = 0;
      for (let candidate = 0; candidate < count; candidate += 1) {
        const position = positions === undefined ? candidate : positions[candidate]!;
        if (!matches(loaded, position, filter, search)) continue;
        if (total >= page.offset && total < end) cards.push(loaded.entries[position]!.card);
        total += 1;
      }
      return { cards, total };
    },

    /** Forgets the index; the next search loads it again. */
    clear(): void {
      generation += 1;
      current = undefined;
    },
  };
}

/** Whether the entry at a position passes the filter and holds the search text (an empty one needs no check). */
function matches(index: LoadedIndex<unknown>, position: number, filter: GameFilter, search: string): boolean {
  if (filter.gameType && index.gameTypes[position] !== filter.gameType) return false;
  if (filter.vendorCode && index.vendorCodes[position] !== filter.vendorCode) return false;
  if (filter.classify && index.classifies[position] !== filter.classify) return false;
  if (filter.platforms && filter.platforms.length > 0 && !index.entries[position]!.platforms.some((platform) => filter.platforms!.includes(platform))) return false;
  return search === '' || index.searchTexts[position]!.includes(search);
}
