import { useQueries } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@platform/contract';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { useMerchantStore } from '../../../lib/session-store.ts';
import { gameListQueryOptions, lobbyPageSize } from '../api/get-game-list.ts';
import { categoryInfo } from '../game-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { loadMoreBar } from '../lobby-filter.ts';
import { GameCard } from './game-card.tsx';
import { SearchIcon } from './lobby-icons.tsx';
import { GridSkeleton } from './grid-skeleton.tsx';
import lobbyStyles from './lobby.module.css';
import styles from './pages.module.css';

function asGameType(value: string | undefined): GameType | undefined {
  return value && Object.hasOwn(categoryInfo, value) ? (value as GameType) : undefined;
}

/** The vendor's games of one type, page by page, searched by name. */
function useVendorGames(vassalage: string, gameType: GameType | undefined, search: string, page: number) {
  const language = useLobbyLanguage();
  const merchant = useMerchantStore((state) => state.merchantCode);
  return useQueries({
    queries: Array.from({ length: page }, (_, index) =>
      gameListQueryOptions({ gameType, vassalage, gameClassify: '', gameName: search, pageNo: index + 1, pageSize: lobbyPageSize, merchant, language }),
    ),
    combine: (results) => ({
      games: results.flatMap((result) => result.data?.games ?? []).filter((game) => game.isGame === 'GAME'),
      totalPages: results.at(-1)?.data?.totalPages ?? results[0]?.data?.totalPages ?? 0,
      isPending: results[0]?.isPending ?? true,
      isFetchingMore: results.slice(1).some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** The game popup (gamePopup): a vendor's game list, opened from a vendor entry (spec §4 Start game). */
export default function GamePopupModal({ props, close }: ModalBodyProps<'gamePopup'>) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const actions = useGameActions();
  const result = useVendorGames(props.vassalage ?? '', asGameType(props.gameType), search, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };
  const start = (game: Game) => {
    close();
    actions.start(game);
  };
  const bar = loadMoreBar(page, result.totalPages);
  return (
    <div className={styles.popup}>
      <form className={lobbyStyles.search} role="search" onSubmit={submit}>
        <SearchIcon size={18} className={lobbyStyles.searchIcon} />
        <input className={lobbyStyles.searchInput} type="search" value={searchText} placeholder={t('winner_name')} aria-label={t('winner_name')} maxLength={64} onChange={(event) => setSearchText(event.target.value)} />
        <button type="submit" className={lobbyStyles.searchButton}>
          {t('lobby.search')}
        </button>
      </form>
      <div className={styles.popupScroll}>
        {result.isPending ? <GridSkeleton count={8} /> : null}
        {!result.isPending && result.error && result.games.length === 0 ? <ErrorScreen error={result.error} onRetry={result.refetch} compact /> : null}
        {!result.isPending && !result.error && result.games.length === 0 ? <EmptyState title={t('lobby.noData')} /> : null}
        <ul className={styles.popupGrid}>
          {result.games.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} favourite={actions.favouriteIds.has(game.nodeId)} onStart={start} onToggleFavourite={actions.toggleFavourite} />
            </li>
          ))}
        </ul>
        {bar.visible ? (
          <div className={lobbyStyles.loadMore}>
            <span className={lobbyStyles.pageCount}>{bar.label}</span>
            <Button variant="secondary" disabled={bar.disabled} loading={result.isFetchingMore} onClick={() => setPage(Math.min(page + 1, result.totalPages))}>
              {t('lobby.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
