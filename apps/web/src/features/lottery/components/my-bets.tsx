import { useTranslation } from 'react-i18next';
import { formatMoney } from '@platform/contract/money';
import type { LotteryBet } from '@platform/contract/lottery/bets';
import type { LotteryFamilyCode } from '@platform/contract/lottery/games';
import { betTypeViews, sideKey, valueText } from '../bet-catalogue.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { useCancelBet } from '../api/cancel-bet.ts';
import { useMyBets } from '../api/get-my-bets.ts';
import { betTypeLabel } from './bet-type-label.ts';
import styles from './lottery.module.css';

const statusClass: Record<LotteryBet['status'], string> = {
  pending: styles.statusPending ?? '',
  won: styles.statusWon ?? '',
  lost: styles.statusLost ?? '',
  cancelled: '',
  refunded: '',
};

/** A selection written compactly: rows separated by |, empty rows as -, options by their names. */
function useSelectionText(family: LotteryFamilyCode) {
  const { t } = useTranslation();
  return (code: string, selection: number[][]) => {
    const rows = betTypeViews(family, [{ code, oddsMilli: {} }])[0]?.rows ?? [];
    return selection
      .map((picks, index) => {
        const row = rows[index];
        if (picks.length === 0) return '-';
        return picks.map((value) => (row?.style === 'side' ? t(sideKey(value)) : row ? valueText(row, value) : String(value))).join(',');
      })
      .join(' | ');
  };
}

/**
 * The member's bets on this game with their statuses; a pending bet may be cancelled while its issue is open. A
 * trial account's bets of play money are marked as the betting records mark play-money rounds.
 */
export function MyBets({ gameCode, family, currencySymbol, openIssue }: { gameCode: string; family: LotteryFamilyCode; currencySymbol: string; openIssue: string | null }) {
  const { t, i18n } = useTranslation();
  const bets = useMyBets(gameCode);
  const cancel = useCancelBet();
  const selectionText = useSelectionText(family);
  const money = (minor: number) => formatMoney(minor, currencySymbol, i18n.language);
  const list = bets.data?.list ?? [];
  if (bets.isSuccess && list.length === 0) return <EmptyState title={t('lottery.myBets.empty')} />;
  const cancelBet = (betId: string) =>
    cancel.mutateAsync(betId).catch((error: unknown) => showDialog({ icon: 'error', html: describeError(error, t, (key) => i18n.exists(key)) }));
  return (
    <table className={styles.table} data-testid="my-bets">
      <thead>
        <tr>
          <th>{t('lottery.myBets.issue')}</th>
          <th>{t('lottery.myBets.betType')}</th>
          <th className={styles.hideNarrow}>{t('lottery.myBets.selection')}</th>
          <th className={styles.numeric}>{t('lottery.myBets.stake')}</th>
          <th className={styles.numeric}>{t('lottery.myBets.win')}</th>
          <th>{t('lottery.myBets.status')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((bet) => (
          <tr key={bet.betId} data-status={bet.status}>
            <td>{bet.issue}</td>
            <td>{betTypeLabel(bet.betType, t)}</td>
            <td className={[styles.hideNarrow, styles.mono].join(' ')}>{selectionText(bet.betType, bet.selection)}</td>
            <td className={styles.numeric} data-play-money={bet.playMoney || undefined}>
              {bet.playMoney ? t('lottery.myBets.playMoney', { amount: money(bet.stake) }) : money(bet.stake)}
            </td>
            <td className={styles.numeric}>{bet.status === 'pending' ? '—' : money(bet.winAmount)}</td>
            <td>
              <span className={[styles.status, statusClass[bet.status]].join(' ')}>{t(`lottery.status.${bet.status}`)}</span>
              {bet.status === 'pending' && bet.issue === openIssue ? (
                <>
                  {' '}
                  <button type="button" className={styles.linkButton} onClick={() => void cancelBet(bet.betId)}>
                    {t('lottery.myBets.cancel')}
                  </button>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
