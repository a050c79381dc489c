import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGameDetail } from '@platform/contract/lottery/games';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { betTypeViews, groupsOf, type PickerRow } from '../bet-catalogue.ts';
import { useBetSlipStore } from '../store/bet-slip-store.ts';
import { BetSlip } from './bet-slip.tsx';
import { NumberPicker } from './number-picker.tsx';
import styles from './lottery.module.css';

/** The label of a picker row: numbered positions, balls and ranks, or the row's own name. */
function useRowLabel() {
  const { t } = useTranslation();
  return (row: PickerRow) => {
    const numbered = /^(position|ball|rank)-(\d+)$/u.exec(row.name);
    if (numbered) return t(`lottery.rows.${numbered[1]}`, { n: Number(numbered[2]) });
    return t(`lottery.rows.${row.name}`);
  };
}

/** Bet-type tabs, the variants of the chosen tab, a picker per row, and the slip. */
export function BetPanel({ game, issue, currencySymbol }: { game: LotteryGameDetail; issue: string | null; currencySymbol: string }) {
  const { t } = useTranslation();
  const views = useMemo(() => betTypeViews(game.family, game.betTypes), [game.family, game.betTypes]);
  const groups = useMemo(() => groupsOf(views), [views]);
  const [code, setCode] = useState(views[0]?.code ?? '');
  const view = views.find((candidate) => candidate.code === code) ?? views[0];
  const slip = useBetSlipStore();
  const rowLabel = useRowLabel();

  useEffect(() => {
    if (view && (slip.gameCode !== game.gameCode || slip.betType !== view.code)) slip.reset(game.gameCode, view.code, view.rows.length, game.unitPrices[0] ?? 0);
  }, [game.gameCode, game.unitPrices, slip, view]);

  if (!view) return null;
  const variants = views.filter((candidate) => candidate.group === view.group);
  const ready = slip.betType === view.code;
  return (
    <section className={styles.card} aria-label={t('lottery.betTypes')}>
      <Tabs
        label={t('lottery.betTypes')}
        items={groups.map((group) => ({ key: group, label: t(`lottery.groups.${group}`) }))}
        value={view.group}
        onChange={(group) => setCode(views.find((candidate) => candidate.group === group)?.code ?? code)}
      />
      {variants.length > 1 ? (
        <div className={styles.variants} role="group" aria-label={t('lottery.variantsLabel')}>
          {variants.map((variant) => (
            <button
              key={variant.code}
              type="button"
              className={[styles.chip, variant.code === view.code ? styles.chipActive : ''].join(' ')}
              aria-pressed={variant.code === view.code}
              onClick={() => setCode(variant.code)}
            >
              {variant.variant === '' ? t('lottery.variants.exact') : /^\d+$/u.test(variant.variant) ? variant.variant : t(`lottery.variants.${variant.variant}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.rows}>
        {view.rows.map((row, index) => (
          <NumberPicker
            key={`${view.code}:${row.name}`}
            row={row}
            label={rowLabel(row)}
            picks={ready ? (slip.selection[index] ?? []) : []}
            onToggle={(value) => slip.toggle(index, value, row.picksMax)}
            onSet={(values) => slip.setRow(index, values)}
          />
        ))}
      </div>
      {ready ? <BetSlip game={game} view={view} issue={issue} currencySymbol={currencySymbol} /> : null}
    </section>
  );
}
