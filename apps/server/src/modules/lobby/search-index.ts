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
 * The name search over the listed games, in memory. A substring search reads every candidate whatever
 * the index, so each node keeps the searchable text and the card of every listed game (about 1 KB a game)
 * and answers a search without the database. Every catalogue change drops the index, a load that a
 * change overtook is never kept, and the index is read again after `ttlMs` (cards say whether a game is new).
 */
export function searchIndex<Card>(load: () => Promise<SearchEntry<Card>[]>, options: { ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let current: { generation: number; loadedAt: number; entries: Promise<SearchEntry<Card>[]> } | undefined;
  let generation = 0;

  function entries(): Promise<SearchEntry<Card>[]> {
    if (current && current.generation === generation && now() - current.loadedAt < options.ttlMs) return current.entries;
    const loading = { generation, loadedAt: now(), entries: load() };
    current = loading;
    loading.entries.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading.entries;
  }

  return {
    /** The cards of one page of the games matching the filter (its search included), and their number. */
    async page(filter: GameFilter & { search: string }, page: { offset: number; limit: number }): Promise<{ cards: Card[]; total: number }> {
      const matching = (await entries()).filter((entry) => matches(entry, filter));
      return { cards: matching.slice(page.offset, page.offset + page.limit).map((entry) => entry.card), total: matching.length };
    },

    /** Forgets the index; the next search loads it again. */
    clear(): void {
      generation += 1;
      current = undefined;
    },
  };
}


function matches(entry: SearchEntry<unknown>, filter: GameFilter & { search: string }): boolean {
  if (filter.gameType && entry.gameType !== filter.gameType) return false;
  if (filter.vendorCode && entry.vendorCode !== filter.vendorCode) return false;
  if (filter.classify && entry.classify !== filter.classify) return false;
  if (filter.platforms && filter.platforms.length > 0 && !entry.platforms.some((platform) => filter.platforms!.includes(platform))) return false;
  return entry.searchText.includes(filter.search);
}
