import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Game, GameType } from '@platform/contract';
import { useMerchantStore, useSessionStore } from '../../../lib/session-store.ts';
import { gameListQueryOptions, lobbyPageSize } from '../api/get-game-list.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { recentGamesQueryOptions } from '../api/get-recent-games.ts';
import { allEntries, type LobbyFilter } from '../lobby-filter.ts';
import { matchesLocally } from '../lobby-options.ts';
import { useLobbyLanguage } from './use-lobby-language.ts';

export interface LobbyGames {
  games: Game[];
  totalPages: number;
  isPending: boolean;
  error: unknown;
  isFetchingMore: boolean;
  refetch: () => void;
}

function filterValue(value: string): string {
  return value === allEntries ? '' : value;
}

function pageNumbers(page: number): number[] {
  return Array.from({ length: Math.max(1, page) }, (_, index) => index + 1);
}

/** The pages 1..page of a paged list, appended in order (spec §4: load more appends). */
function usePagedList(filter: LobbyFilter, gameType: GameType | undefined) {
  const language = useLobbyLanguage();
  const token = useSessionStore((state) => state.token);
  const merchant = useMerchantStore((state) => state.merchantCode);
  const isAll = filter.mode === 'ALL';
  const isRecent = filter.mode === 'RECENT';
  const vassalage = filterValue(filter.vendor);
  return useQueries({
    queries: pageNumbers(isAll || isRecent ? filter.page : 1).map((pageNo) =>
      isRecent
        ? { ...recentGamesQueryOptions({ gameType, vassalage, page: pageNo, pageSize: lobbyPageSize, language }, token), select: (value: { list: Game[]; totalPages: number }) => ({ games: value.list, totalPages: value.totalPages }) }
        : {
            ...gameListQueryOptions({ gameType, vassalage, gameClassify: filterValue(filter.classify), gameName: filter.search, pageNo, pageSize: lobbyPageSize, merchant, language }),
            enabled: isAll,
            select: (value: { games: Game[]; totalPages: number }) => ({ games: value.games, totalPages: value.totalPages }),
          },
    ),
    combine: (results) => ({
      games: results.flatMap((result) => result.data?.games ?? []),
      totalPages: results.at(-1)?.data?.totalPages ?? results[0]?.data?.totalPages ?? 0,
      isPending: results[0]?.isPending ?? true,
      isFetchingMore: results.slice(1).some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** The games a lobby shows for its filter: hot, favourite, recent or all games of its category. */
export function useLobbyGames(filter: LobbyFilter): LobbyGames {
  const gameType = filter.category === 'HOME' ? undefined : filter.category;
  const hot = useHotGames(gameType);
  const favourites = useFavourites(gameType, filterValue(filter.vendor), filter.mode === 'FAV');
  const paged = usePagedList(filter, gameType);
  return useMemo(() => {
    switch (filter.mode) {
      case 'HOT':
        return { games: hot.data?.list ?? [], totalPages: 1, isPending: hot.isPending, error: hot.error, isFetchingMore: false, refetch: () => void hot.refetch() };
      case 'FAV': {
        const games = (favourites.data?.content ?? []).filter((game) => matchesLocally(game, filter.classify, filter.search));
        return { games, totalPages: 1, isPending: favourites.isPending, error: favourites.error, isFetchingMore: false, refetch: () => void favourites.refetch() };
      }
      case 'RECENT':
        return { ...paged, games: paged.games.filter((game) => matchesLocally(game, filter.classify, filter.search)) };
      case 'ALL':
        return paged;
    }
  }, [filter.mode, filter.classify, filter.search, hot, favourites, paged]);
}
