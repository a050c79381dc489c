import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDrawProof } from '../api/get-draw-proof.ts';
import { checkProof } from '../fair-proof.ts';
import styles from './lottery.module.css';

/** The provably fair proof of a draw, checked in this browser: the seed's hash and the recomputed result. */
export function FairProofPanel({ gameCode, issue }: { gameCode: string; issue: string | null }) {
  const { t } = useTranslation();
  const proof = useDrawProof(gameCode, issue ?? '');
  if (!issue) return <EmptyState title={t('lottery.proof.choose')} description={t('lottery.proof.explain')} />;
  if (!proof.data) return null;
  const check = checkProof(proof.data);
  const verdict = (ok: boolean) => <span className={ok ? styles.verified : styles.notVerified}>{ok ? t('lottery.proof.matches') : t('lottery.proof.differs')}</span>;
  return (
    <div className={styles.proof} data-testid="fair-proof">
      <p className={styles.hint}>{t('lottery.proof.explain')}</p>
      <div className={styles.proofLine}>
        <span>{t('lottery.myBets.issue')}</span>
        <span>{proof.data.issue}</span>
      </div>
      <div className={styles.proofLine}>
        <span>{t('lottery.proof.seedHash')}</span>
        <span className={styles.mono}>{proof.data.seedHash}</span>
      </div>
      <div className={styles.proofLine}>
        <span>{t('lottery.proof.seed')}</span>
        <span className={styles.mono}>{proof.data.seed ?? t('lottery.proof.sealed')}</span>
      </div>
      <div className={styles.proofLine}>
        <span>{t('lottery.proof.stream')}</span>
        <span className={styles.mono}>{`HMAC_SHA256(seed, "${proof.data.clientSeed}:${proof.data.nonce}:<cursor>")`}</span>
      </div>
      {check ? (
        <>
          <div className={styles.proofLine}>
            <span>{t('lottery.proof.hashCheck')}</span>
            {verdict(check.hashMatches)}
          </div>
          <div className={styles.proofLine}>
            <span>{t('lottery.proof.resultCheck')}</span>
            <span data-testid="proof-result">{verdict(check.resultMatches)}</span>
          </div>
          <div className={styles.proofLine}>
            <span>{t('lottery.proof.recomputed')}</span>
            <span className={styles.mono}>{JSON.stringify(check.recomputed)}</span>
          </div>
        </>
      ) : null}
    </div>
  );
}
