import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recallRoundCount, type RecallRound } from '@platform/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronDownIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { useRecallRounds } from '../api/recall-rounds.ts';
import { useRecordsMoney, useRecordsSite, useRoundTime } from '../games-records-site.tsx';
import { useVendorName } from '../hooks/records-vendor-name.ts';
import { verifyLinkOf } from '../records-query.ts';
import { NetAmount, RecordsCard, RecordsQueryState, RoundStatusBadge } from './records-parts.tsx';
import styles from './records.module.css';

/** Game recall: the latest rounds in full, so that any of them can be rebuilt (balance, stake, win, seeds). */
export function RecallPanel() {
  const { t } = useTranslation();
  const recall = useRecallRounds();
  return (
    <RecordsCard title={t('games.records.recall.title')} note={t('games.records.recall.limit', { count: recallRoundCount })}>
      <p className={styles.recallIntro}>{t('games.records.recall.intro')}</p>
      {recall.data ? (
        recall.data.list.length === 0 ? (
          <EmptyState title={t('games.records.recall.empty')} />
        ) : (
          <ul className={styles.recallList} aria-label={t('games.records.recall.title')}>
            {recall.data.list.map((round, index) => (
              <li key={round.roundId}>
                <RecallEntry round={round} open={index === 0} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <RecordsQueryState error={recall.error} onRetry={() => void recall.refetch()} />
      )}
    </RecordsCard>
  );
}

function RecallEntry({ round, open }: { round: RecallRound; open: boolean }) {
  const { t } = useTranslation();
  const money = useRecordsMoney();
  const time = useRoundTime();
  const vendorName = useVendorName();
  const figures = [
    { key: 'balanceBefore', value: money(round.balanceBefore) },
    { key: 'balanceAfter', value: money(round.balanceAfter) },
    { key: 'stake', value: money(round.stake) },
    { key: 'validBet', value: money(round.validBet) },
    { key: 'win', value: money(round.winAmount) },
    { key: 'net', value: <NetAmount net={round.net} /> },
    { key: 'openedAt', value: time(round.openedAt) },
    { key: 'settledAt', value: round.settledAt ? time(round.settledAt) : t('games.records.recall.notSettled') },
  ];
  return (
    <details className={styles.recall} open={open} data-round-id={round.roundId}>
      <summary className={styles.recallSummary}>
        <span className={styles.cellMain}>
          <span className={styles.cellTitle}>{round.gameName}</span>
          <span className={styles.cellMeta}>
            {vendorName(round.vassalage)} · {time(round.openedAt)}
          </span>
        </span>
        <RoundStatusBadge status={round.status} className={styles.recallStatus} />
        <span className={styles.strong}>
          <NetAmount net={round.net} />
        </span>
        <ChevronDownIcon size={18} className={styles.recallChevron} />
      </summary>
      <div className={styles.recallBody}>
        <dl className={styles.details}>
          <div>
            <dt>{t('games.records.roundId')}</dt>
            <dd className={styles.mono}>{round.round}</dd>
          </div>
          <div>
            <dt>{t('games.records.status')}</dt>
            <dd>
              <RoundStatusBadge status={round.status} />
            </dd>
          </div>
          <div>
            <dt>{t('games.records.category')}</dt>
            <dd>{t(`games.records.categories.${round.category}`)}</dd>
          </div>
          <div>
            <dt>{t('games.records.recall.currency')}</dt>
            <dd>{round.playMoney ? t('games.records.recall.playMoney', { currency: round.currency }) : round.currency}</dd>
          </div>
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt>{t(`games.records.recall.${figure.key}`)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        {round.movements.length > 0 ? <Movements round={round} /> : null}
        {round.fairness ? <Fairness round={round} /> : null}
      </div>
    </details>
  );
}

/** The round's money movements as the vendor sent them. */
function Movements({ round }: { round: RecallRound }) {
  const { t } = useTranslation();
  const money = useRecordsMoney();
  const time = useRoundTime();
  return (
    <div>
      <h3 className={styles.sectionTitle}>{t('games.records.recall.movements')}</h3>
      <ul className={styles.movements}>
        {round.movements.map((movement) => (
          <li key={movement.transactionId} className={styles.movement}>
            <span className={styles.strong}>{t(`games.records.recall.kinds.${movement.kind}`)}</span>
            <span className={styles.cellMeta}>
              {time(movement.at)}
              {movement.rolledBack ? ` · ${t('games.records.recall.rolledBack')}` : ''}
              {!movement.applied ? ` · ${t('games.records.recall.notApplied')}` : ''}
            </span>
            <span className={styles.number}>{money(movement.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A house round's provably fair data, and the way to recompute its outcome on the verify page. */
function Fairness({ round }: { round: RecallRound }) {
  const { t } = useTranslation();
  const { verifyPath } = useRecordsSite();
  const fairness = round.fairness;
  if (!fairness) return null;
  const link = verifyLinkOf(round, verifyPath);
  return (
    <div className={styles.fairness}>
      <h3 className={styles.sectionTitle}>{t('games.records.recall.fairness')}</h3>
      <dl className={styles.fairnessGrid}>
        <dt>{t('games.records.recall.serverSeedHash')}</dt>
        <dd className={styles.mono}>{fairness.serverSeedHash}</dd>
        <dt>{t('games.records.recall.serverSeed')}</dt>
        <dd className={fairness.serverSeed ? styles.mono : styles.muted}>{fairness.serverSeed ?? t('games.records.recall.seedHidden')}</dd>
        <dt>{t('games.records.recall.clientSeed')}</dt>
        <dd className={styles.mono}>{fairness.clientSeed}</dd>
        <dt>{t('games.records.recall.nonce')}</dt>
        <dd className={styles.mono}>{fairness.nonce}</dd>
      </dl>
      {link ? (
        <Link to={link} className={styles.verifyLink}>
          <ShieldIcon size={16} />
          {t('games.records.recall.verify')}
        </Link>
      ) : null}
    </div>
  );
}
