import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@platform/contract';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { ClockIcon, HeartIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { lobbyPageSize } from '../api/get-game-list.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { recentGamesQueryOptions } from '../api/get-recent-games.ts';
import { categoriesWithVendors, categoryInfo } from '../game-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { loadMoreBar } from '../lobby-filter.ts';
import { GameGrid } from './game-grid.tsx';
import { GridSkeleton } from './grid-skeleton.tsx';
import lobbyStyles from './lobby.module.css';
import styles from './pages.module.css';

type AccountList = 'favorite' | 'recent';

interface ListResult {
  games: Game[];
  totalPages: number;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

function useRecentPages(gameType: GameType | undefined, page: number): ListResult {
  const language = useLobbyLanguage();
  const token = useSessionStore((state) => state.token);
  return useQueries({
    queries: Array.from({ length: page }, (_, index) => recentGamesQueryOptions({ gameType, vassalage: '', page: index + 1, pageSize: lobbyPageSize, language }, token)),
    combine: (results) => ({
      games: results.flatMap((result) => result.data?.list ?? []),
      totalPages: results.at(-1)?.data?.totalPages ?? results[0]?.data?.totalPages ?? 0,
      isPending: results[0]?.isPending ?? true,
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** /favorite and /recent: the member's own games by category; guests are asked to log in (spec §2, §4). */
export function AccountGamesPage({ list }: { list: AccountList }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  useEffect(() => {
    if (!loggedIn) openModal('login');
  }, [loggedIn]);
  const Icon = list === 'favorite' ? HeartIcon : ClockIcon;
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.heroIcon}>
          <Icon size={28} />
        </span>
        <div>
          <h1 className={styles.heroTitle}>{t(list === 'favorite' ? 'lobby.section.favourites' : 'lobby.section.recent')}</h1>
          <p className={styles.heroSubtitle}>{t(list === 'favorite' ? 'lobby.favouritesHint' : 'lobby.recentHint')}</p>
        </div>
      </header>
      {loggedIn ? (
        <AccountGames list={list} />
      ) : (
        <EmptyState
          icon={<UserIcon size={28} />}
          title={t('lobby.loginToSee')}
          action={<Button onClick={() => openModal('login')}>{t('nav.login')}</Button>}
        />
      )}
    </div>
  );
}

function AccountGames({ list }: { list: AccountList }) {
  const { t } = useTranslation();
  const { menus } = useGameMenus();
  const [gameType, setGameType] = useState<GameType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const actions = useGameActions();
  const favourites = useFavourites(gameType, '', list === 'favorite');
  const recent = useRecentPages(gameType, list === 'recent' ? page : 1);
  const result: ListResult =
    list === 'favorite'
      ? { games: favourites.data?.content ?? [], totalPages: 1, isPending: favourites.isPending, error: favourites.error, refetch: () => void favourites.refetch() }
      : recent;
  const choose = (next: GameType | undefined) => {
    setGameType(next);
    setPage(1);
  };
  const bar = loadMoreBar(page, result.totalPages);
  return (
    <>
      <div className={styles.chips} role="group" aria-label={t('lobby.categoriesLabel')}>
        <button type="button" className={[styles.chip, gameType === undefined ? styles.chipActive : ''].join(' ')} aria-pressed={gameType === undefined} onClick={() => choose(undefined)}>
          {t('lobby.allCategories')}
        </button>
        {categoriesWithVendors(menus).map((menu) => (
          <button key={menu.gameType} type="button" className={[styles.chip, gameType === menu.gameType ? styles.chipActive : ''].join(' ')} aria-pressed={gameType === menu.gameType} onClick={() => choose(menu.gameType)}>
            {t(categoryInfo[menu.gameType].labelKey)}
          </button>
        ))}
      </div>
      {result.isPending ? <GridSkeleton /> : null}
      {!result.isPending && result.error && result.games.length === 0 ? <ErrorScreen error={result.error} onRetry={result.refetch} compact /> : null}
      {!result.isPending && !result.error && result.games.length === 0 ? <EmptyState title={t('lobby.noData')} /> : null}
      {result.games.length > 0 ? <GameGrid games={result.games} actions={actions} label={t(list === 'favorite' ? 'lobby.section.favourites' : 'lobby.section.recent')} /> : null}
      {list === 'recent' && bar.visible ? (
        <div className={lobbyStyles.loadMore}>
          <span className={lobbyStyles.pageCount}>{bar.label}</span>
          <Button variant="secondary" disabled={bar.disabled} onClick={() => setPage(Math.min(page + 1, result.totalPages))}>
            {t('lobby.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
