import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useRotateSeeds, useSeeds, useSetClientSeed } from '../api/house-api.ts';
import { verifyQueryOf, type VerifyGame } from '../verify-rounds.ts';
import { ShieldIcon } from './house-icons.tsx';
import styles from './house.module.css';

const clientSeedPattern = /^[\x21-\x7e]{1,64}$/;

/** The server seed revealed by the last rotation, when it is the one a round played under. */
export function useRevealedSeed(serverSeedHash: string): string | null {
  const seeds = useSeeds();
  const previous = seeds.data?.previous;
  return previous && previous.serverSeedHash === serverSeedHash ? previous.serverSeed : null;
}

/**
 * The provably fair panel of the member's own seeds (domain/wallet.md): the hash of the server seed in use,
 * shown before play; the client seed, which the member may change; the next nonce; and rotation, which
 * reveals the server seed in use so that every round played under it can be recomputed.
 */
export function FairnessPanel({ game }: { game: VerifyGame }) {
  const { t, i18n } = useTranslation();
  const seeds = useSeeds();
  const setClientSeed = useSetClientSeed();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeedText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const inputId = useId();
  const current = seeds.data;
  useEffect(() => {
    if (current) setClientSeedText(current.clientSeed);
  }, [current]);

  const failed = (error: unknown) => setMessage({ ok: false, text: describeError(error, t, (key) => i18n.exists(key)) });
  const save = () => {
    const value = clientSeed.trim();
    if (!clientSeedPattern.test(value)) return setMessage({ ok: false, text: t('games.house.fairness.clientSeedInvalid') });
    setClientSeed.mutate(value, { onSuccess: () => setMessage({ ok: true, text: t('games.house.fairness.saved') }), onError: failed });
  };
  const rotateSeeds = () => {
    rotate.mutate(undefined, { onSuccess: () => setMessage({ ok: true, text: t('games.house.fairness.rotated') }), onError: failed });
  };
  const previous = current?.previous ?? null;

  return (
    <section className={styles.card} aria-labelledby={`${inputId}-title`} data-testid="fairness-panel">
      <div className={styles.fairness}>
        <div className={styles.fairnessHeader}>
          <div className={styles.fairnessTitle}>
            <span className={styles.shield}>
              <ShieldIcon />
            </span>
            <div>
              <h2 className={styles.sectionTitle} id={`${inputId}-title`}>
                {t('games.house.fairness.title')}
              </h2>
              <span className={styles.muted}>{t('games.house.fairness.explain')}</span>
            </div>
          </div>
          <Link className={styles.linkButton} to={`${paths.houseVerify}?game=${game.toLowerCase()}`}>
            {t('games.house.fairness.verifyLink')} →
          </Link>
        </div>

        <div className={styles.fieldGroup}>
          <span className={styles.label}>{t('games.house.fairness.serverSeedHash')}</span>
          <span className={`${styles.codeBox} ${styles.mono}`} data-testid="server-seed-hash">
            {current?.serverSeedHash ?? '…'}
          </span>
        </div>

        <div className={styles.fieldGroup}>
          <label className={styles.label} htmlFor={inputId}>
            {t('games.house.fairness.clientSeed')}
          </label>
          <div className={styles.inputRow}>
            <input id={inputId} className={`${styles.input} ${styles.mono}`} value={clientSeed} maxLength={64} autoComplete="off" spellCheck={false} onChange={(event) => setClientSeedText(event.target.value)} />
            <Button variant="secondary" onClick={save} loading={setClientSeed.isPending} disabled={!current || clientSeed.trim() === current.clientSeed}>
              {t('games.house.fairness.save')}
            </Button>
          </div>
        </div>

        <div className={styles.fieldGroup}>
          <span className={styles.label}>{t('games.house.fairness.nonce')}</span>
          <span className={`${styles.codeBox} ${styles.mono}`} data-testid="next-nonce">
            {current?.nonce ?? '…'}
          </span>
        </div>

        <div className={styles.fieldGroup}>
          <span className={styles.label}>{t('games.house.fairness.rotateTitle')}</span>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={rotateSeeds} loading={rotate.isPending} disabled={!current}>
              {t('games.house.fairness.rotate')}
            </Button>
            <span className={styles.hint}>{t('games.house.fairness.rotateExplain')}</span>
          </div>
        </div>

        {message ? (
          <span className={message.ok ? styles.won : styles.error} role="status" style={{ gridColumn: '1 / -1' }}>
            {message.text}
          </span>
        ) : null}

        {previous ? (
          <div className={styles.revealed} data-testid="revealed-seed">
            <span className={styles.label}>{t('games.house.fairness.previous')}</span>
            <span className={styles.mono}>
              {t('games.house.fairness.serverSeed')}: <strong>{previous.serverSeed}</strong>
            </span>
            <span className={styles.mono}>
              {t('games.house.fairness.serverSeedHash')}: {previous.serverSeedHash}
            </span>
            <span className={styles.mono}>
              {t('games.house.fairness.clientSeed')}: {previous.clientSeed} · {t('games.house.fairness.noncesUsed', { count: previous.nonceUsed })}
            </span>
            {previous.nonceUsed > 0 ? (
              <Link
                className={styles.linkButton}
                to={`${paths.houseVerify}${verifyQueryOf({ game, serverSeedHash: previous.serverSeedHash, serverSeed: previous.serverSeed, clientSeed: previous.clientSeed, nonce: previous.nonceUsed - 1 })}`}
              >
                {t('games.house.fairness.verifyLast')} →
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
