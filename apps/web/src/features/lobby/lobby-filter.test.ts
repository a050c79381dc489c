import { describe, expect, it } from 'vitest';
import { applyLobbyEvent, filterForSession, initialLobbyFilter, loadMoreBar, type LobbyFilter } from './lobby-filter.ts';

const browsing: LobbyFilter = { category: 'RNG', mode: 'ALL', vendor: 'TIDE', classify: 'SLOT', searchText: 'gold', search: 'gold', page: 3 };

describe('lobby filter (spec §4)', () => {
  it('starts on the HOT tab at page 1', () => {
    expect(initialLobbyFilter('LIVE')).toEqual({ category: 'LIVE', mode: 'HOT', vendor: 'ALL', classify: 'ALL', searchText: '', search: '', page: 1 });
  });

  it('asks a guest to log in for FAV and RECENT and changes nothing', () => {
    for (const mode of ['FAV', 'RECENT'] as const) {
      const transition = applyLobbyEvent(browsing, { type: 'mode', mode }, false);
      expect(transition.needsLogin).toBe(true);
      expect(transition.filter).toBe(browsing);
    }
  });

  it('lets a member open FAV and RECENT', () => {
    const transition = applyLobbyEvent(browsing, { type: 'mode', mode: 'FAV' }, true);
    expect(transition.needsLogin).toBe(false);
    expect(transition.filter.mode).toBe('FAV');
  });

  it('ALL resets vendor and classification', () => {
    const { filter } = applyLobbyEvent({ ...browsing, mode: 'FAV' }, { type: 'mode', mode: 'ALL' }, true);
    expect(filter).toMatchObject({ mode: 'ALL', vendor: 'ALL', classify: 'ALL' });
  });

  it('a vendor change resets the classification to ALL', () => {
    const { filter } = applyLobbyEvent(browsing, { type: 'vendor', vendor: 'DELT' }, true);
    expect(filter).toMatchObject({ vendor: 'DELT', classify: 'ALL' });
  });

  it.each([
    { type: 'mode', mode: 'HOT' },
    { type: 'vendor', vendor: 'DELT' },
    { type: 'classify', classify: 'MEGAWAYS' },
    { type: 'category', category: 'LIVE' },
  ] as const)('a filter change ($type) resets the page to 1 and clears the search text', (event) => {
    const { filter } = applyLobbyEvent(browsing, event, true);
    expect(filter).toMatchObject({ page: 1, searchText: '', search: '' });
  });

  it('submitting a search resets the page to 1 and trims the text', () => {
    const typed = applyLobbyEvent(browsing, { type: 'type-search', text: '  fortune ' }, true).filter;
    expect(typed).toMatchObject({ searchText: '  fortune ', search: 'gold', page: 3 });
    expect(applyLobbyEvent(typed, { type: 'submit-search' }, true).filter).toMatchObject({ search: 'fortune', page: 1 });
  });

  it('load more goes up one page and never past totalPages', () => {
    expect(applyLobbyEvent(browsing, { type: 'load-more', totalPages: 5 }, true).filter.page).toBe(4);
    expect(applyLobbyEvent(browsing, { type: 'load-more', totalPages: 3 }, true).filter.page).toBe(3);
  });

  it('a language change reloads from page 1 and keeps the filters', () => {
    expect(applyLobbyEvent(browsing, { type: 'language' }, true).filter).toEqual({ ...browsing, page: 1 });
  });

  it('a category change resets vendor and classification', () => {
    expect(applyLobbyEvent(browsing, { type: 'category', category: 'FISH' }, true).filter).toMatchObject({ category: 'FISH', vendor: 'ALL', classify: 'ALL', mode: 'ALL' });
  });

  it('falls back to HOT after a logout', () => {
    expect(filterForSession({ ...browsing, mode: 'FAV' }, false).mode).toBe('HOT');
    expect(filterForSession(browsing, false)).toBe(browsing);
  });
});

describe('load-more bar', () => {
  it('is hidden when totalPages is 1 or 0', () => {
    expect(loadMoreBar(1, 1).visible).toBe(false);
    expect(loadMoreBar(1, 0).visible).toBe(false);
  });

  it("shows 'page / totalPages' and is disabled on the last page", () => {
    expect(loadMoreBar(2, 5)).toEqual({ visible: true, disabled: false, label: '2 / 5' });
    expect(loadMoreBar(5, 5)).toEqual({ visible: true, disabled: true, label: '5 / 5' });
  });
});
