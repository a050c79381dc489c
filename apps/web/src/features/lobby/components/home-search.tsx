import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/contract';
import { Image } from '../../../components/ui/image.tsx';
import { useMerchantStore } from '../../../lib/session-store.ts';
import { gameListQueryOptions } from '../api/get-game-list.ts';
import { useLobbyLanguage } from '../hooks/use-lobby-language.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { SearchIcon } from './lobby-icons.tsx';
import styles from './home-search.module.css';

/** How long typing pauses before the search runs, and how many games it shows. */
const debounceMs = 300;
const resultsShown = 12;

/** The text typed, once typing has paused: one search per pause, not one per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), debounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The home page's game search: finds games of every category by name in the site's language as the player types. */
export function HomeSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const wanted = useSettled(text.trim());
  const language = useLobbyLanguage();
  const merchant = useMerchantStore((state) => state.merchantCode);
  const startGame = useStartGame();
  const searching = wanted.length > 0;
  const results = useQuery({
    ...gameListQueryOptions({ gameType: undefined, vassalage: '', gameClassify: '', gameName: wanted, pageNo: 1, pageSize: resultsShown, merchant, language }),
    enabled: searching,
  });
  const games = (results.data?.games ?? []).filter((game) => game.isGame === 'GAME');
  const open = (game: Game) => {
    setText('');
    void startGame(game);
  };
  return (
    <div className={styles.wrap}>
      <form className={styles.search} role="search" aria-label={t('lobby.homeSearch.label')} onSubmit={(event) => event.preventDefault()}>
        <SearchIcon size={18} className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          value={text}
          placeholder={t('lobby.homeSearch.placeholder')}
          aria-label={t('lobby.homeSearch.label')}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setText('');
          }}
        />
      </form>
      {searching && text.trim().length > 0 && results.data ? (
        <div className={styles.results}>
          {games.length === 0 ? (
            <p className={styles.none}>{t('lobby.homeSearch.none', { text: wanted })}</p>
          ) : (
            <ul className={styles.list} aria-label={t('lobby.homeSearch.results')}>
              {games.map((game) => (
                <li key={game.nodeId}>
                  <button type="button" className={styles.result} onClick={() => open(game)}>
                    <Image className={styles.resultIcon} src={game.iconUrl || game.showIcon} alt="" fromCdn />
                    <span className={styles.resultText}>
                      <span className={styles.resultName}>{game.gameName || game.nodeName}</span>
                      <span className={styles.resultVendor}>{game.vendorName}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
