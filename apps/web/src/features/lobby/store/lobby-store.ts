import { create } from 'zustand';
import { applyLobbyEvent, initialLobbyFilter, type LobbyCategory, type LobbyEvent, type LobbyFilter } from '../lobby-filter.ts';

/**
 * The lobby's filters, one per place that shows a lobby (home, /live, /rng...). They live outside the
 * pages so that home keeps its state when the visitor leaves and comes back (spec §2: home is kept alive),
 * together with where home was scrolled to.
 */
interface LobbyStoreState {
  filters: Record<string, LobbyFilter>;
  homeScrollY: number;
  setHomeScrollY: (scrollY: number) => void;
  /** Applies an event; answers whether it needs a login the visitor does not have. */
  dispatch: (scope: string, event: LobbyEvent, loggedIn: boolean, fallback: LobbyFilter) => boolean;
  /** Sets a scope's filter outright (a page opened with a vendor in its address). */
  reset: (scope: string, filter: LobbyFilter) => void;
}

export const useLobbyStore = create<LobbyStoreState>((set, get) => ({
  filters: {},
  homeScrollY: 0,
  setHomeScrollY: (homeScrollY) => set({ homeScrollY }),
  dispatch: (scope, event, loggedIn, fallback) => {
    const current = get().filters[scope] ?? fallback;
    const transition = applyLobbyEvent(current, event, loggedIn);
    if (transition.filter !== current) set((state) => ({ filters: { ...state.filters, [scope]: transition.filter } }));
    return transition.needsLogin;
  },
  reset: (scope, filter) => set((state) => ({ filters: { ...state.filters, [scope]: filter } })),
}));

/** The scope of the home page's lobby. */
export const homeScope = 'home';

/** The scope of a category page's lobby. */
export function pageScope(category: LobbyCategory): string {
  return `page:${category}`;
}

/** A scope's filter, or the initial one. */
export function useLobbyFilter(scope: string, fallback: LobbyFilter = initialLobbyFilter()): LobbyFilter {
  return useLobbyStore((state) => state.filters[scope]) ?? fallback;
}

/** Brings home back to its sections (the logo and the Home nav item lead to HOME, spec §2 Header); a home already there keeps its state. */
export function showHomeCategory(): void {
  const { filters, dispatch } = useLobbyStore.getState();
  const current = filters[homeScope];
  if (current && current.category !== 'HOME') dispatch(homeScope, { type: 'category', category: 'HOME' }, true, current);
}
