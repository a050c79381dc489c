import fc from 'fast-check';
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

  it('finds exactly what a substring check over every entry finds, for any texts, search and filter', async () => {
    const letters = fc.constantFrom('a', 'b', 'c', 'o', ' ', '|', '_', 'ã', '老', '虎', '😀');
    const text = fc.array(letters, { maxLength: 12 }).map((characters) => characters.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ searchText: text, gameType: fc.constantFrom('RNG' as const, 'LIVE' as const) }), { maxLength: 30 }),
        text.filter((search) => search.length > 0),
        fc.constantFrom(undefined, 'RNG' as const),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        async (rows, search, gameType, offset, limit) => {
          const entries = rows.map((row, position) => entry(position, row.searchText, { gameType: row.gameType }));
          const index = searchIndex(async () => entries, { ttlMs: minute });
          const expected = entries.filter((candidate) => (!gameType || candidate.gameType === gameType) && candidate.searchText.includes(search));
          expect(await index.page({ search, gameType }, { offset, limit })).toEqual({
            cards: expected.slice(offset, offset + limit).map((candidate) => candidate.card),
            total: expected.length,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps answering from the old index while it is read again after its time, and keeps it when that read fails', async () => {
    let time = 0;
    let loads = 0;
    let release: (() => void) | undefined;
    let fail = false;
    const index = searchIndex(
      async () => {
        loads += 1;
        if (fail) throw new Error('database down');
        const name = loads === 1 ? 'velho' : 'novo';
        if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
        return [entry(1, name)];
      },
      { ttlMs: minute, now: () => time },
    );
    expect((await index.page({ search: 'velho' }, { offset: 0, limit: 5 })).total).toBe(1);
    time = minute;
    expect((await index.page({ search: 'velho' }, { offset: 0, limit: 5 })).total).toBe(1);
    expect((await index.page({ search: 'velho' }, { offset: 0, limit: 5 })).total).toBe(1);
    expect(loads).toBe(2);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await index.page({ search: 'novo' }, { offset: 0, limit: 5 })).total).toBe(1);
    expect((await index.page({ search: 'velho' }, { offset: 0, limit: 5 })).total).toBe(0);
    fail = true;
    time = 2 * minute;
    await index.page({ search: 'novo' }, { offset: 0, limit: 5 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(3);
    expect((await index.page({ search: 'novo' }, { offset: 0, limit: 5 })).total).toBe(1);
    expect(loads).toBe(4);
  });

  it('does not keep a read of the index that a change overtook, even one made because the index ran out of time', async () => {
    let time = 0;
    let loads = 0;
    let release: (() => void) | undefined;
    const index = searchIndex(
      async () => {
        loads += 1;
        if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
        return [entry(1, `leitura ${loads}`)];
      },
      { ttlMs: minute, now: () => time },
    );
    await index.page({ search: 'leitura' }, { offset: 0, limit: 5 });
    time = minute;
    await index.page({ search: 'leitura' }, { offset: 0, limit: 5 });
    index.clear();
    expect((await index.page({ search: 'leitura 3' }, { offset: 0, limit: 5 })).total).toBe(1);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await index.page({ search: 'leitura 2' }, { offset: 0, limit: 5 })).total).toBe(0);
    expect((await index.page({ search: 'leitura 3' }, { offset: 0, limit: 5 })).total).toBe(1);
  });
});
