import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { currentDrawQueryKey, useCurrentDraw } from '../api/get-current-draw.ts';
import { useGameDetail } from '../api/get-game-detail.ts';
import { clockOffsetMs, phaseOf } from '../countdown.ts';
import { useLotteryEvents, type LotteryEvent } from '../hooks/use-lottery-events.ts';
import { useServerNow } from '../hooks/use-server-clock.ts';
import { BetPanel } from './bet-panel.tsx';
import { DrawHeader, openIssue } from './draw-header.tsx';
import { FairProofPanel } from './fair-proof-panel.tsx';
import { MyBets } from './my-bets.tsx';
import { ResultsHistory } from './results-history.tsx';
import { TrendChart } from './trend-chart.tsx';
import styles from './lottery.module.css';

type LowerTab = 'bets' | 'results' | 'trend' | 'proof';
/** While a draw is due but its result has not been pushed, the page asks again this often. */
const drawPollMs = 2_000;

/** One lottery game: its issue and countdown, the bet panel, and the member's bets, results, trend and proofs. */
export function LotteryGame({ gameCode, currencySymbol, language }: { gameCode: string; currencySymbol: string; language: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useGameDetail(gameCode, language);
  const current = useCurrentDraw(gameCode);
  const [offsetMs, setOffsetMs] = useState(0);
  const [animatingIssue, setAnimatingIssue] = useState<string | null>(null);
  const [tab, setTab] = useState<LowerTab>('bets');
  const [proofIssue, setProofIssue] = useState<string | null>(null);
  const now = useServerNow(offsetMs);

  useEffect(() => {
    if (current.data) setOffsetMs(clockOffsetMs(current.data.serverTime, current.dataUpdatedAt));
  }, [current.data, current.dataUpdatedAt]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: currentDrawQueryKey(gameCode) });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'bets', gameCode] });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'opened', gameCode] });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'trend', gameCode] });
  };
  useLotteryEvents(
    gameCode,
    (event: LotteryEvent) => {
      if (event.type === 'lottery.result') setAnimatingIssue(event.draw.issue);
      refresh();
    },
    refresh,
  );

  // A result that has not arrived by push shortly after draw time is fetched (a missed event, a slow node).
  const issue = openIssue(current.data, now);
  const waiting = current.data?.current && Date.parse(current.data.current.drawAt) + drawPollMs < now && current.data.current.status !== 'settled';
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(refresh, drawPollMs);
    return () => clearTimeout(timer);
  });

  if (!detail.data) return null;
  const game = detail.data;
  const bettingIssue = issue && phaseOf(issue, now).phase === 'open' ? issue.issue : null;
  return (
    <div className={styles.main}>
      <DrawHeader gameName={game.gameName} family={game.family} draws={current.data} offsetMs={offsetMs} animatingIssue={animatingIssue} />
      <BetPanel game={game} issue={bettingIssue} currencySymbol={currencySymbol} />
      <section className={styles.card}>
        <Tabs
          label={t('lottery.sections')}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'bets', label: t('lottery.myBets.title') },
            { key: 'results', label: t('lottery.results.title') },
            { key: 'trend', label: t('lottery.trend.title') },
            { key: 'proof', label: t('lottery.proof.title') },
          ]}
        />
        <div className={styles.rows}>
          {tab === 'bets' ? <MyBets gameCode={gameCode} family={game.family} currencySymbol={currencySymbol} openIssue={bettingIssue} /> : null}
          {tab === 'results' ? (
            <ResultsHistory
              gameCode={gameCode}
              family={game.family}
              onProof={(chosen) => {
                setProofIssue(chosen);
                setTab('proof');
              }}
            />
          ) : null}
          {tab === 'trend' ? <TrendChart gameCode={gameCode} /> : null}
          {tab === 'proof' ? <FairProofPanel gameCode={gameCode} issue={proofIssue ?? current.data?.recent[0]?.issue ?? null} /> : null}
        </div>
      </section>
    </div>
  );
}
