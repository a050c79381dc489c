import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavouriteListValue, Game } from '@platform/contract';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { showTrueAccountNeeded } from '../../../lib/true-account-dialog.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { addFavourite, removeFavourite } from '../api/change-favourite.ts';
import { favouriteIdsQueryKey } from '../api/get-favourite-ids.ts';
import { favouritesKeyRoot } from '../api/get-favourites.ts';
import { withFavouriteId, withoutFavourite } from '../favourite-lists.ts';
import { createThrottle, favouriteToggleIntervalMs } from '../throttle.ts';

/** One gate for the whole page: a second toggle within a second is dropped, whichever heart it was. */
const tryToggle = createThrottle(favouriteToggleIntervalMs);

/**
 * Adds or removes a favourite (spec §4 Favourites): guests are asked to log in, trial accounts are told
 * a real account is needed, toggles are throttled to one a second, adding a favourite twice is skipped,
 * and a removal leaves the lists at once, before the server is asked.
 */
export function useFavouriteToggle(favouriteIds: ReadonlySet<number>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.member?.isTrial ?? false);

  return useCallback(
    async (game: Game) => {
      if (!token) return openModal('login');
      if (isTrial) return showTrueAccountNeeded();
      if (!tryToggle()) return undefined;
      const idsKey = favouriteIdsQueryKey(token);
      const favourite = favouriteIds.has(game.nodeId);
      try {
        if (favourite) {
          queryClient.setQueryData(idsKey, (value: { nodeIds: number[] } | undefined) => withFavouriteId(value, game.nodeId, false));
          queryClient.setQueriesData<FavouriteListValue>({ queryKey: favouritesKeyRoot }, (value) => withoutFavourite(value, game.nodeId));
          await removeFavourite(game.nodeId);
        } else {
          await addFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
          queryClient.setQueryData(idsKey, (value: { nodeIds: number[] } | undefined) => withFavouriteId(value, game.nodeId, true));
          await queryClient.invalidateQueries({ queryKey: favouritesKeyRoot });
        }
      } catch (error) {
        await queryClient.invalidateQueries({ queryKey: idsKey });
        await queryClient.invalidateQueries({ queryKey: favouritesKeyRoot });
        void showDialog({ icon: 'error', html: escapeHtml(describeError(error, t, (key) => i18n.exists(key))) });
      }
      return undefined;
    },
    [token, isTrial, favouriteIds, queryClient, t, i18n],
  );
}
