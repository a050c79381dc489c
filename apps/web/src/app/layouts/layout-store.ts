import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../../config/storage-keys.ts';
import { localStorageOrMemory } from '../../lib/browser-storage.ts';

/** Below this width the side menu is a drawer over the page instead of a column beside it. */
export const drawerMediaQuery = '(max-width: 900px)';

interface LayoutState {
  /** Desktop: the side menu shows icons only. */
  collapsed: boolean;
  /** Phone: the side menu drawer is open. */
  drawerOpen: boolean;
  toggleMenu: () => void;
  closeDrawer: () => void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      collapsed: false,
      drawerOpen: false,
      toggleMenu: () => {
        if (window.matchMedia(drawerMediaQuery).matches) set((state) => ({ drawerOpen: !state.drawerOpen }));
        else set((state) => ({ collapsed: !state.collapsed }));
      },
      closeDrawer: () => set({ drawerOpen: false }),
    }),
    {
      name: storageKeys.sideMenuCollapsed,
      storage: createJSONStorage(localStorageOrMemory),
      partialize: (state) => ({ collapsed: state.collapsed }),
    },
  ),
);
