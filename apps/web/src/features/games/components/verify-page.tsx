import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { translationKey } from '../../../lib/translation-key.ts';
import { hundredthsText } from '@platform/contract/money';
import { basisPointsMultiplierText, hundredthsMultiplierText } from '../house-amounts.ts';
import { checkVerifyForm, parseVerifyParams, verifyGames, verifyRound, type Verification, type VerifyForm, type VerifyGame, type VerifyProblem } from '../verify-rounds.ts';
import { GemIcon, MineIcon } from './house-icons.tsx';
import { HouseFrame } from './house-frame.tsx';
import { SlotReels } from './slot-reels.tsx';
import { GOLDEN_REELS_DEFINITION } from '@platform/game-math/slot/golden-reels';
import styles from './house.module.css';

const gameNameKeys: Record<VerifyGame, string> = {
  DICE: translationKey('games.house.dice.name'),
  SLOT: translationKey('games.house.slot.name'),
  MINES: translationKey('games.house.mines.name'),
  CRASH: translationKey('games.house.crash.name'),
};
const problemKeys: Record<VerifyProblem, string> = {
  serverSeed: translationKey('games.verify.problems.serverSeed'),
  clientSeed: translationKey('games.verify.problems.clientSeed'),
  nonce: translationKey('games.verify.problems.nonce'),
  chance: translationKey('games.verify.problems.chance'),
  mines: translationKey('games.verify.problems.mines'),
  crashRoundId: translationKey('games.verify.problems.crashRoundId'),
};
const symbolNames = GOLDEN_REELS_DEFINITION.symbols.map((symbol) => symbol.name);

type Outcome = { verification: Verification; form: VerifyForm } | { error: string };

function compute(form: VerifyForm): Outcome | null {
  const checked = checkVerifyForm(form);
  if (!checked.request) return null;
  try {
    return { verification: verifyRound(checked.request), form };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function Verdict({ ok, testId, okText, badText }: { ok: boolean; testId: string; okText: string; badText: string }) {
  return (
    <span className={ok ? styles.verdictOk : styles.verdictBad} data-testid={testId} data-ok={ok}>
      {ok ? `✓ ${okText}` : `✗ ${badText}`}
    </span>
  );
}

function OutcomeView({ verification }: { verification: Verification }) {
  const { t, i18n } = useTranslation();
  const outcome = verification.outcome;
  switch (outcome.game) {
    case 'DICE':
      return (
        <div className={styles.checkLine}>
          <span>{t('games.verify.roll')}</span>
          <span>
            <strong className={outcome.won ? styles.won : styles.lost}>{hundredthsText(outcome.roll, i18n.language)}</strong> · {outcome.won ? t('games.verify.wins') : t('games.verify.loses')} ·{' '}
            {basisPointsMultiplierText(outcome.multiplierBasisPoints, i18n.language)}
          </span>
        </div>
      );
    case 'CRASH':
      return (
        <div className={styles.checkLine}>
          <span>{t('games.verify.crashPoint')}</span>
          <strong className={styles.gold}>{hundredthsMultiplierText(outcome.crashPoint, i18n.language)}</strong>
        </div>
      );
    case 'MINES':
      return (
        <div className={styles.fieldGroup}>
          <div className={styles.checkLine}>
            <span>{t('games.verify.minePositions')}</span>
            <span className={styles.mono}>{outcome.minePositions.map((cell) => cell + 1).join(', ')}</span>
          </div>
          <div className={styles.miniGrid} aria-hidden="true">
            {Array.from({ length: 25 }, (_, cell) => (
              <span key={cell} className={[styles.miniCell, outcome.minePositions.includes(cell) ? styles.miniMine : ''].join(' ')}>
                {outcome.minePositions.includes(cell) ? <MineIcon /> : <GemIcon />}
              </span>
            ))}
          </div>
        </div>
      );
    case 'SLOT':
      return (
        <div className={styles.fieldGroup}>
          <SlotReels spin={outcome.round.baseSpin} symbolNames={symbolNames} compact />
          <div className={styles.checkLine}>
            <span>{t('games.verify.slotWin')}</span>
            <strong className={styles.gold}>{t('games.verify.lineBets', { count: outcome.round.totalWin })}</strong>
          </div>
          <div className={styles.checkLine}>
            <span>{t('games.verify.freeSpins')}</span>
            <span>{outcome.round.freeSpins.length}</span>
          </div>
        </div>
      );
  }
}

/** /house/verify: recomputes a house round in this browser from its seeds, with the same code the server uses. */
export function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const initial = useMemo(() => parseVerifyParams(search), [search]);
  const [form, setForm] = useState<VerifyForm>(initial);
  const [problem, setProblem] = useState<VerifyProblem | null>(null);
  // Opened from a round with its revealed seed, the page checks it at once.
  const [outcome, setOutcome] = useState<Outcome | null>(() => (initial.serverSeed ? compute(initial) : null));
  const [openedFrom, setOpenedFrom] = useState(initial);
  if (openedFrom !== initial) {
    setOpenedFrom(initial);
    setForm(initial);
    setOutcome(initial.serverSeed ? compute(initial) : null);
  }

  const update = (patch: Partial<VerifyForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkVerifyForm(form);
    if (checked.problem) {
      setProblem(checked.problem);
      setOutcome(null);
      return;
    }
    setOutcome(compute(form));
  };

  const field = (key: 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'crashRoundId' | 'mines', label: string, extra: { mono?: boolean; inputMode?: 'numeric' } = {}) => (
    <label className={styles.fieldGroup}>
      <span className={styles.label}>{label}</span>
      <input
        className={[styles.input, extra.mono ? styles.mono : '', problem === key ? styles.inputInvalid : ''].join(' ')}
        value={form[key]}
        inputMode={extra.inputMode}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => update({ [key]: event.target.value })}
        aria-invalid={problem === key || undefined}
      />
    </label>
  );

  const verification = outcome && 'verification' in outcome ? outcome.verification : null;
  const checkedForm = outcome && 'verification' in outcome ? outcome.form : null;
  return (
    <HouseFrame title={t('games.verify.title')} subtitle={t('games.verify.subtitle')}>
      <div className={styles.verifyLayout}>
        <form className={styles.controls} onSubmit={submit} noValidate data-testid="verify-form">
          <div className={styles.fieldGroup}>
            <span className={styles.label}>{t('games.verify.game')}</span>
            <div className={`${styles.segmented} ${styles.gameChooser}`} role="radiogroup" aria-label={t('games.verify.game')}>
              {verifyGames.map((game) => (
                <button key={game} type="button" role="radio" aria-checked={form.game === game} className={[styles.segment, form.game === game ? styles.segmentActive : ''].join(' ')} onClick={() => update({ game })}>
                  {t(gameNameKeys[game])}
                </button>
              ))}
            </div>
          </div>
          {field('serverSeed', t('games.house.fairness.serverSeed'), { mono: true })}
          {field('serverSeedHash', t('games.verify.publishedHash'), { mono: true })}
          {form.game === 'CRASH' ? (
            field('crashRoundId', t('games.verify.crashRound'), { inputMode: 'numeric' })
          ) : (
            <>
              {field('clientSeed', t('games.house.fairness.clientSeed'), { mono: true })}
              {field('nonce', t('games.house.fairness.nonce'), { inputMode: 'numeric' })}
            </>
          )}
          {form.game === 'DICE' ? (
            <>
              <div className={styles.segmented} role="radiogroup" aria-label={t('games.house.dice.direction')}>
                {(['under', 'over'] as const).map((direction) => (
                  <button key={direction} type="button" role="radio" aria-checked={form.direction === direction} className={[styles.segment, form.direction === direction ? styles.segmentActive : ''].join(' ')} onClick={() => update({ direction })}>
                    {direction === 'under' ? t('games.house.dice.under') : t('games.house.dice.over')}
                  </button>
                ))}
              </div>
              <label className={styles.fieldGroup}>
                <span className={styles.label}>{t('games.verify.chance')}</span>
                <input className={[styles.input, problem === 'chance' ? styles.inputInvalid : ''].join(' ')} inputMode="numeric" value={form.chance} onChange={(event) => update({ chance: event.target.value })} />
              </label>
            </>
          ) : null}
          {form.game === 'MINES' ? field('mines', t('games.house.mines.count'), { inputMode: 'numeric' }) : null}
          {problem ? (
            <span className={styles.error} role="alert">
              {t(problemKeys[problem])}
            </span>
          ) : null}
          <Button type="submit" size="large" block data-testid="verify-submit">
            {t('games.verify.submit')}
          </Button>
          <span className={styles.hint}>{t('games.verify.howItWorks')}</span>
        </form>

        <section className={styles.stage} style={{ minHeight: 0 }} data-testid="verify-result">
          <h2 className={styles.sectionTitle}>{t('games.verify.result')}</h2>
          {outcome && 'error' in outcome ? (
            <span className={styles.error} role="alert">
              {t('games.verify.failed')}
            </span>
          ) : null}
          {verification && checkedForm ? (
            <>
              <div className={styles.checkLine}>
                <span>{t('games.verify.computedHash')}</span>
                <span className={styles.mono}>{verification.serverSeedHash}</span>
              </div>
              {checkedForm.serverSeedHash ? (
                <div className={styles.checkLine}>
                  <span>{t('games.verify.hashCheck')}</span>
                  <Verdict ok={checkedForm.serverSeedHash === verification.serverSeedHash} testId="verify-hash-check" okText={t('games.verify.matches')} badText={t('games.verify.differs')} />
                </div>
              ) : null}
              <OutcomeView verification={verification} />
              {checkedForm.result ? (
                <div className={styles.checkLine}>
                  <span>{t('games.verify.resultCheck')}</span>
                  <Verdict ok={checkedForm.result === verification.resultKey} testId="verify-result-check" okText={t('games.verify.matches')} badText={t('games.verify.differs')} />
                </div>
              ) : null}
            </>
          ) : outcome ? null : (
            <span className={styles.muted}>{form.serverSeedHash && !form.serverSeed ? t('games.verify.needSeed') : t('games.verify.empty')}</span>
          )}
        </section>
      </div>
    </HouseFrame>
  );
}
