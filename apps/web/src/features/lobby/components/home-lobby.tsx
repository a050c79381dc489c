import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { GameType } from '@platform/contract';
import { paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { categoriesWithVendors, categoryInfo } from '../game-categories.ts';
import { initialLobbyFilter, type LobbyCategory } from '../lobby-filter.ts';
import { homeScope, useLobbyFilter, useLobbyStore } from '../store/lobby-store.ts';
import { CategoryMenu } from './category-menu.tsx';
import { HomeSearch } from './home-search.tsx';
import { HomeSectionsView } from './home-sections-view.tsx';
import { LobbyPanel } from './lobby-panel.tsx';
import styles from './home-lobby.module.css';

function isGameType(value: string | null): value is GameType {
  return value !== null && Object.hasOwn(categoryInfo, value);
}

/**
 * The home page's lobby: the category menu, then the home sections for HOME or the chosen category's
 * lobby. The choice lives in the lobby store, so it is still there when the visitor comes back.
 */
export default function HomeLobby() {
  const { menus } = useGameMenus();
  const categories = categoriesWithVendors(menus);
  const filter = useLobbyFilter(homeScope);
  const dispatch = useLobbyStore((state) => state.dispatch);
  const loggedIn = useSessionStore((state) => state.token !== null);
  const navigate = useNavigate();
  const [searchParameters] = useSearchParams();
  const wanted = searchParameters.get('category');

  // A category without a page of its own arrives as /?category=COCK; the address is then cleaned.
  useEffect(() => {
    if (!isGameType(wanted)) return;
    dispatch(homeScope, { type: 'category', category: wanted }, loggedIn, initialLobbyFilter());
    void navigate(paths.home, { replace: true });
  }, [wanted, dispatch, loggedIn, navigate]);

  const choose = (category: LobbyCategory) => {
    dispatch(homeScope, { type: 'category', category }, loggedIn, filter);
    // HOME navigates to / (spec §4).
    if (category === 'HOME') void navigate(paths.home);
  };
  return (
    <div className={styles.lobby}>
      <HomeSearch />
      <CategoryMenu categories={categories} value={filter.category} onChange={choose} />
      {filter.category === 'HOME' ? <HomeSectionsView /> : <LobbyPanel key={filter.category} scope={homeScope} category={filter.category} showVendorReload />}
    </div>
  );
}
