import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@platform/contract';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { ChevronDownIcon, ClockIcon, FlameIcon, HeartIcon, RefreshIcon } from '../../../components/ui/icons.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { useVendorLanes } from '../api/get-vendor-lanes.ts';
import { categoryInfo } from '../game-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import { useLobbyGames } from '../hooks/use-lobby-games.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { filterForSession, initialLobbyFilter, loadMoreBar, lobbyModes, type LobbyEvent, type LobbyFilter, type LobbyMode } from '../lobby-filter.ts';
import { classifyOptions, showsClassifySwiper, vendorOptions } from '../lobby-options.ts';
import { useLobbyFilter, useLobbyStore } from '../store/lobby-store.ts';
import { ClassifySwiper } from './classify-swiper.tsx';
import { GameGrid } from './game-grid.tsx';
import { GridSkeleton } from './grid-skeleton.tsx';
import { GridIcon, SearchIcon } from './lobby-icons.tsx';
import styles from './lobby.module.css';

export interface LobbyPanelProps {
  /** Where the filter is kept: home and each page have their own. */
  scope: string;
  category: GameType;
  /** Spec §9: the vendor reload is hidden on /pvp, /fish and /rng. */
  showVendorReload: boolean;
  /** The tab a first visit opens on: HOT (spec §4), or ALL where the page exists to list every game. */
  initialMode?: LobbyMode;
}

const modeLooks: Record<LobbyMode, { Icon: typeof FlameIcon; labelKey: string }> = {
  HOT: { Icon: FlameIcon, labelKey: translationKey('lobby.mode.HOT') },
  FAV: { Icon: HeartIcon, labelKey: translationKey('lobby.mode.FAV') },
  RECENT: { Icon: ClockIcon, labelKey: translationKey('lobby.mode.RECENT') },
  ALL: { Icon: GridIcon, labelKey: translationKey('lobby.mode.ALL') },
};

/** A category's lobby: the HOT, FAV, RECENT and ALL tabs with the rules of spec §4 Lobby filter. */
export function LobbyPanel({ scope, category, showVendorReload, initialMode = 'HOT' }: LobbyPanelProps) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const stored = useLobbyFilter(scope, { ...initialLobbyFilter(category), mode: initialMode });
  const filter = filterForSession(stored, loggedIn);
  const dispatch = useLobbyDispatch(scope, filter, loggedIn);
  useReloadOnLanguageChange(dispatch);
  const tabs: TabItem<LobbyMode>[] = lobbyModes.map((mode) => {
    const { Icon, labelKey } = modeLooks[mode];
    return { key: mode, label: t(labelKey), icon: <Icon size={16} /> };
  });
  return (
    <section className={styles.lobby} aria-label={t(categoryInfo[category].labelKey)}>
      <div className={styles.toolbar}>
        <Tabs items={tabs} value={filter.mode} onChange={(mode) => dispatch({ type: 'mode', mode })} label={t('lobby.modesLabel')} />
        {filter.mode !== 'HOT' ? <LobbyFilters filter={filter} category={category} dispatch={dispatch} showVendorReload={showVendorReload} /> : null}
      </div>
      <LobbyResults filter={filter} dispatch={dispatch} />
    </section>
  );
}

/** Dispatches a lobby event; an event that needs a login opens the login popup instead. */
function useLobbyDispatch(scope: string, filter: LobbyFilter, loggedIn: boolean) {
  const dispatchToStore = useLobbyStore((state) => state.dispatch);
  return useCallback(
    (event: LobbyEvent) => {
      if (dispatchToStore(scope, event, loggedIn, filter)) openModal('login');
    },
    [dispatchToStore, scope, loggedIn, filter],
  );
}

/** A language change reloads the lists from their first page (spec §4). */
function useReloadOnLanguageChange(dispatch: (event: LobbyEvent) => void): void {
  const language = useLobbyLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    dispatch({ type: 'language' });
  }, [language, dispatch]);
}

interface FiltersProps {
  filter: LobbyFilter;
  category: GameType;
  dispatch: (event: LobbyEvent) => void;
  showVendorReload: boolean;
}

/** Non-HOT tabs: the name search, the vendor dropdown with ALL and the classification swiper. */
function LobbyFilters({ filter, category, dispatch, showVendorReload }: FiltersProps) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const lane = lanes.lanes.find((candidate) => candidate.gameType === category);
  const vendors = vendorOptions(lane, t('lobby.allVendors'));
  const classifies = classifyOptions(lane, filter.vendor, t('lobby.allClassifies'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit-search' });
  };
  return (
    <>
      <div className={styles.filters}>
        <form className={styles.search} role="search" onSubmit={submit}>
          <SearchIcon size={18} className={styles.searchIcon} />
          <input
            className={styles.searchInput}
            type="search"
            value={filter.searchText}
            placeholder={t('winner_name')}
            aria-label={t('winner_name')}
            maxLength={64}
            onChange={(event) => dispatch({ type: 'type-search', text: event.target.value })}
          />
          <button type="submit" className={styles.searchButton}>
            {t('lobby.search')}
          </button>
        </form>
        <label className={styles.vendorSelect}>
          <span className={styles.visuallyHidden}>{t('lobby.vendor')}</span>
          <select value={filter.vendor} onChange={(event) => dispatch({ type: 'vendor', vendor: event.target.value })}>
            {vendors.map((vendor) => (
              <option key={vendor.key} value={vendor.key}>
                {vendor.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={16} className={styles.selectChevron} />
        </label>
        {showVendorReload ? (
          <button type="button" className={styles.reload} onClick={() => void lanes.refetch()} aria-label={t('lobby.reloadVendors')} title={t('lobby.reloadVendors')}>
            <RefreshIcon size={18} className={lanes.isFetching ? styles.spinning : undefined} />
          </button>
        ) : null}
      </div>
      {showsClassifySwiper(classifies) ? (
        <ClassifySwiper options={classifies} value={filter.classify} onChange={(classify) => dispatch({ type: 'classify', classify })} />
      ) : null}
    </>
  );
}

/** The game grid with its loading, error and empty states and the load-more bar. */
function LobbyResults({ filter, dispatch }: { filter: LobbyFilter; dispatch: (event: LobbyEvent) => void }) {
  const { t } = useTranslation();
  const actions = useGameActions();
  const result = useLobbyGames(filter);
  if (result.isPending) return <GridSkeleton />;
  if (result.error && result.games.length === 0) return <ErrorScreen error={result.error} onRetry={result.refetch} compact />;
  if (result.games.length === 0) return <EmptyState title={t('lobby.noData')} description={t('lobby.noDataHint')} />;
  const bar = loadMoreBar(filter.page, result.totalPages);
  return (
    <>
      <GameGrid games={result.games} actions={actions} label={t(modeLooks[filter.mode].labelKey)} hotBadge={filter.mode !== 'HOT'} />
      {bar.visible ? (
        <div className={styles.loadMore}>
          <span className={styles.pageCount} aria-label={t('lobby.pageOf', { page: filter.page, totalPages: result.totalPages })}>
            {bar.label}
          </span>
          <Button
            variant="secondary"
            disabled={bar.disabled}
            loading={result.isFetchingMore}
            onClick={() => dispatch({ type: 'load-more', totalPages: result.totalPages })}
          >
            {t('lobby.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
