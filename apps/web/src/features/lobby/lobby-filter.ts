import type { GameType } from '@platform/contract';

/** The lobby tabs of spec §2 Home; the selection modes of spec §4 also name NEW. */
export const lobbyModes = ['HOT', 'FAV', 'RECENT', 'ALL'] as const;
export type LobbyMode = (typeof lobbyModes)[number];

/** The value of the vendor dropdown and the classification swiper that means "no filter". */
export const allEntries = 'ALL';

/** The home page shows its sections; any other category shows that category's lobby. */
export type LobbyCategory = GameType | 'HOME';

/** Everything the lobby filters by; `searchText` is what is typed, `search` what was submitted. */
export interface LobbyFilter {
  category: LobbyCategory;
  mode: LobbyMode;
  vendor: string;
  classify: string;
  searchText: string;
  search: string;
  page: number;
}

export type LobbyEvent =
  | { type: 'category'; category: LobbyCategory }
  | { type: 'mode'; mode: LobbyMode }
  | { type: 'vendor'; vendor: string }
  | { type: 'classify'; classify: string }
  | { type: 'type-search'; text: string }
  | { type: 'submit-search' }
  | { type: 'load-more'; totalPages: number }
  | { type: 'language' };

export interface LobbyTransition {
  filter: LobbyFilter;
  /** The event needs a login the visitor does not have: the login popup shows and nothing changes. */
  needsLogin: boolean;
}

/** The current game type defaults to HOT (spec §4 Lobby filter). */
export function initialLobbyFilter(category: LobbyCategory = 'HOME', vendor: string = allEntries): LobbyFilter {
  return { category, mode: 'HOT', vendor, classify: allEntries, searchText: '', search: '', page: 1 };
}

/** FAV and RECENT are the member's own lists. */
export function modeNeedsLogin(mode: LobbyMode): boolean {
  return mode === 'FAV' || mode === 'RECENT';
}

/** A filter change starts again at page 1 with the search text cleared (spec §4 Lobby filter). */
function changed(filter: LobbyFilter, change: Partial<LobbyFilter>): LobbyFilter {
  return { ...filter, ...change, page: 1, searchText: '', search: '' };
}

/** Applies one lobby event by the rules of spec §4 Lobby filter. */
export function applyLobbyEvent(filter: LobbyFilter, event: LobbyEvent, loggedIn: boolean): LobbyTransition {
  const next = (value: LobbyFilter): LobbyTransition => ({ filter: value, needsLogin: false });
  switch (event.type) {
    case 'category':
      return next(changed(filter, { category: event.category, vendor: allEntries, classify: allEntries }));
    case 'mode':
      if (modeNeedsLogin(event.mode) && !loggedIn) return { filter, needsLogin: true };
      // Choosing ALL resets vendor and classification.
      if (event.mode === 'ALL') return next(changed(filter, { mode: 'ALL', vendor: allEntries, classify: allEntries }));
      return next(changed(filter, { mode: event.mode }));
    case 'vendor':
      // Changing the vendor resets the classification to ALL.
      return next(changed(filter, { vendor: event.vendor, classify: allEntries }));
    case 'classify':
      return next(changed(filter, { classify: event.classify }));
    case 'type-search':
      return next({ ...filter, searchText: event.text });
    case 'submit-search':
      return next({ ...filter, search: filter.searchText.trim(), page: 1 });
    case 'load-more':
      return next({ ...filter, page: Math.max(1, Math.min(filter.page + 1, event.totalPages)) });
    case 'language':
      // The lists load again in the new language from their first page.
      return next({ ...filter, page: 1 });
  }
}

/** A member's list falls back to HOT once the member has logged out, so a guest never sees an empty FAV tab. */
export function filterForSession(filter: LobbyFilter, loggedIn: boolean): LobbyFilter {
  if (loggedIn || !modeNeedsLogin(filter.mode)) return filter;
  return changed(filter, { mode: 'HOT' });
}

export interface LoadMoreBar {
  visible: boolean;
  disabled: boolean;
  label: string;
}

/** The load-more bar shows 'page / totalPages' only when there is more than one page, disabled on the last (spec §2). */
export function loadMoreBar(page: number, totalPages: number): LoadMoreBar {
  return { visible: totalPages > 1, disabled: page >= totalPages, label: `${Math.min(page, Math.max(totalPages, 1))} / ${totalPages}` };
}
