import { describe, expect, it } from 'vitest';
import { searchIndex, type SearchEntry } from './search-index.ts';

const entry = (nodeId: number, searchText: string, extra: Partial<SearchEntry<number>> = {}): SearchEntry<number> => ({
  nodeId,
  searchText,
  gameType: 'RNG',
  vendorCode: 'V1',
  classify: 'SLOT',
  platforms: ['html5-desktop'],
  card: nodeId,
  ...extra,
});

const minute = 60_000;

describe('search index', () => {
  it('pages the matching cards in lobby order with every filter applied, and counts them all', async () => {
    const index = searchIndex(
      async () => [
        entry(1, 'dragao dourado'),
        entry(2, 'tigre dourado', { gameType: 'LIVE' }),
        entry(3, 'ouro do dragao', { vendorCode: 'V2' }),
        entry(4, 'dragao rei', { platforms: ['flash'] }),
        entry(5, 'dragao 100%'),
      ],
      { ttlMs: minute },
    );
    expect(await index.page({ search: 'dragao' }, { offset: 0, limit: 2 })).toEqual({ cards: [1, 3], total: 4 });
    expect(await index.page({ search: 'dragao' }, { offset: 2, limit: 2 })).toEqual({ cards: [4, 5], total: 4 });
    expect(await index.page({ search: 'dourado', gameType: 'LIVE' }, { offset: 0, limit: 10 })).toEqual({ cards: [2], total: 1 });
    expect(await index.page({ search: 'dragao', vendorCode: 'V2' }, { offset: 0, limit: 10 })).toEqual({ cards: [3], total: 1 });
    expect(await index.page({ search: 'dragao', platforms: ['html5-desktop'] }, { offset: 0, limit: 10 })).toEqual({ cards: [1, 3, 5], total: 3 });
    expect(await index.page({ search: '%' }, { offset: 0, limit: 10 })).toEqual({ cards: [5], total: 1 });
    expect(await index.page({ search: 'nada' }, { offset: 0, limit: 10 })).toEqual({ cards: [], total: 0 });
  });

  it('loads once, again after a change or its time limit, and never keeps a load that a change overtook', async () => {
    let loads = 0;
    let time = 0;
    let release: (() => void) | undefined;
    const catalogue = [entry(1, 'velho')];
    const index = searchIndex(
      async () => {
        loads += 1;
        const snapshot = [...catalogue];
        if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
        return snapshot;
      },
      { ttlMs: minute, now: () => time },
    );
    await index.page({ search: 'velho' }, { offset: 0, limit: 5 });
    await index.page({ search: 'velho' }, { offset: 0, limit: 5 });
    expect(loads).toBe(1);
    index.clear();
    const slow = index.page({ search: 'velho' }, { offset: 0, limit: 5 });
    catalogue[0] = entry(1, 'novo');
    index.clear();
    release?.();
    expect((await slow).total).toBe(1);
    expect(await index.page({ search: 'novo' }, { offset: 0, limit: 5 })).toEqual({ cards: [1], total: 1 });
    expect(loads).toBe(3);
    time += minute - 1;
    await index.page({ search: 'novo' }, { offset: 0, limit: 5 });
    expect(loads).toBe(3);
    time += 1;
    await index.page({ search: 'novo' }, { offset: 0, limit: 5 });
    expect(loads).toBe(4);
  });
});
