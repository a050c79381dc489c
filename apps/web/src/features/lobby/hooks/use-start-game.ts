import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { hideLoader, showLoader } from '../../../components/ui/loader-store.ts';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { paths } from '../../../config/paths.ts';
import { launchUrl } from '../../../lib/cdn.ts';
import { describeError } from '../../../lib/error-message.ts';
import { showTrueAccountNeeded } from '../../../lib/true-account-dialog.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { gameMenusQueryOptions } from '../api/get-game-menus.ts';
import { launchGame } from '../api/launch-game.ts';
import { rememberLaunch } from '../launched-games.ts';
import { decideStartGame, prizeModeOf, type StartableGame } from '../start-game.ts';
import { useLobbyLanguage } from './use-lobby-language.ts';

/** Starts a game by the rules of spec §4 Start game; one function for cards, vendor entries, winners and banners. */
export function useStartGame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLobbyLanguage();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const isTrial = useSessionStore((state) => state.member?.isTrial ?? false);

  const showError = useCallback(
    (error: unknown) => void showDialog({ icon: 'error', html: escapeHtml(describeError(error, t, (key) => i18n.exists(key))) }),
    [t, i18n],
  );

  const launch = useCallback(
    async (game: StartableGame) => {
      showLoader();
      try {
        const launched = await launchGame(game.nodeId, language);
        // House games are pages of this site; a vendor's game opens in the bare game page's frame.
        if (launched.kind === 'HOUSE') {
          await navigate(launched.url);
        } else {
          const url = launchUrl(launched.url);
          rememberLaunch(url);
          await navigate(`${paths.seamless}?url=${encodeURIComponent(url)}`);
        }
      } catch (error) {
        showError(error);
      } finally {
        hideLoader();
      }
    },
    [language, navigate, showError],
  );

  return useCallback(
    async (game: StartableGame) => {
      const action = decideStartGame(game, { loggedIn, isTrial });
      switch (action.kind) {
        case 'login':
          return openModal('login');
        case 'trial':
          return showTrueAccountNeeded();
        case 'maintenance':
          return void showDialog({ icon: 'warning', html: escapeHtml(t('game_maintenance')) });
        case 'popup':
          return openModal('gamePopup', { vassalage: action.vassalage, gameType: action.gameType });
        case 'route': {
          const menus = queryClient.getQueryData(gameMenusQueryOptions(language).queryKey)?.menus ?? [];
          const eLotteryVendors = menus.find((menu) => menu.gameType === 'ELOTT')?.vendors.map((vendor) => vendor.vassalage) ?? [];
          // The lottery pages read the prize mode from the navigation state.
          return navigate(action.to, { state: { prizeMode: prizeModeOf(eLotteryVendors) } });
        }
        case 'launch':
          return launch(action.game);
      }
    },
    [loggedIn, isTrial, t, queryClient, language, navigate, launch],
  );
}
