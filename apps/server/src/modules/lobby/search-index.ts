import type { GameType } from '@platform/contract';
import type { GameFilter } from './catalogue-repository.ts';

/** What the name search needs of a listed game, in lobby order. */
export interface SearchEntry {
  nodeId: number;
  searchText: string;
  gameType: GameType;
  vendorCode: string;
  classify: string;
  platforms: readonly string[];
}

/**
 * The name search over the listed games, in memory. A substring search reads every candidate whatever
 * the index, so each node keeps the searchable text of the catalogue (about 150 bytes a game) and answers
 * a search without the database; only the page's cards are read, by primary key. Every catalogue change
 * drops the index, and a load that a change overtook is never kept.
 */
export function searchIndex(load: () => Promise<SearchEntry[]>) {
  let current: { generation: number; entries: Promise<SearchEntry[]> } | undefined;
  let generation = 0;

  function entries(): Promise<SearchEntry[]> {
    if (current && current.generation === generation) return current.entries;
    const loading = { generation, entries: load() };
    current = loading;
    loading.entries.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading.entries;
  }

  return {
    /** The node ids of one page of the games matching the filter (its search included), and their number. */
    async page(filter: GameFilter & { search: string }, page: { offset: number; limit: number }): Promise<{ nodeIds: number[]; total: number }> {
      const matching = (await entries()).filter((entry) => matches(entry, filter));
      return { nodeIds: matching.slice(page.offset, page.offset + page.limit).map((entry) => entry.nodeId), total: matching.length };
    },

    /** Forgets the index; the next search loads it again. */
    clear(): void {
      generation += 1;
      current = undefined;
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;

function matches(entry: SearchEntry, filter: GameFilter & { search: string }): boolean {
  if (filter.gameType && entry.gameType !== filter.gameType) return false;
  if (filter.vendorCode && entry.vendorCode !== filter.vendorCode) return false;
  if (filter.classify && entry.classify !== filter.classify) return false;
  if (filter.platforms && filter.platforms.length > 0 && !entry.platforms.some((platform) => filter.platforms!.includes(platform))) return false;
  return entry.searchText.includes(filter.search);
}
