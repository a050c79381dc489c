import { useTranslation } from 'react-i18next';
import type { LotteryFamilyCode } from '@platform/contract/lottery/games';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useOpenedNumbers } from '../api/get-opened-numbers.ts';
import { DrawNumbers } from './draw-numbers.tsx';
import styles from './lottery.module.css';

/** Results history, latest first, a page at a time; choosing an issue opens its provably fair proof. */
export function ResultsHistory({ gameCode, family, onProof }: { gameCode: string; family: LotteryFamilyCode; onProof: (issue: string) => void }) {
  const { t } = useTranslation();
  const history = useOpenedNumbers(gameCode, family === 'vietnam');
  const draws = history.data?.pages.flatMap((page) => page.list) ?? [];
  if (history.isSuccess && draws.length === 0) return <EmptyState title={t('lottery.results.empty')} />;
  return (
    <div>
      <table className={styles.table} data-testid="results-history">
        <thead>
          <tr>
            <th>{t('lottery.myBets.issue')}</th>
            <th>{t('lottery.results.numbers')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => (
            <tr key={draw.issue}>
              <td>{draw.issue}</td>
              <td>{draw.status === 'cancelled' ? t('lottery.results.cancelled') : <DrawNumbers family={family} draw={draw} small />}</td>
              <td>
                <button type="button" className={styles.linkButton} onClick={() => onProof(draw.issue)}>
                  {t('lottery.results.verify')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.hasNextPage ? (
        <Button variant="ghost" size="small" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('lottery.results.more')}
        </Button>
      ) : null}
    </div>
  );
}
