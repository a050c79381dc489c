import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTrend } from '../api/get-trend.ts';
import styles from './lottery.module.css';

const widestWidth = 720;
const narrowestWidth = 260;
const height = 220;
const padding = { top: 12, right: 12, bottom: 28, left: 32 };

/**
 * The chart is drawn at the width it is shown at, so that its labels keep their size on a phone instead of
 * shrinking with a scaled drawing.
 */
function useShownWidth() {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(widestWidth);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setShown(Math.max(narrowestWidth, Math.min(widestWidth, Math.round(element.clientWidth || widestWidth))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width: shown };
}

/** The numbers of one position over the last issues as a line, with how long each value has been missing. */
export function TrendChart({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const trend = useTrend(gameCode);
  const [position, setPosition] = useState(0);
  const { ref, width } = useShownWidth();
  const issues = trend.data?.issues ?? [];
  if (trend.isSuccess && issues.length < 2) return <EmptyState title={t('lottery.trend.empty')} />;
  const positions = Math.max(0, ...issues.map((item) => item.numbers.length));
  const shownPosition = Math.min(position, Math.max(0, positions - 1));
  const values = issues.map((item) => item.numbers[shownPosition] ?? 0);
  const lowest = Math.min(...values, 0);
  const highest = Math.max(...values, 1);
  const x = (index: number) => padding.left + (index * (width - padding.left - padding.right)) / Math.max(1, values.length - 1);
  const y = (value: number) => padding.top + ((highest - value) * (height - padding.top - padding.bottom)) / Math.max(1, highest - lowest);
  const missing = trend.data?.missing[shownPosition] ?? {};
  // Distinct ticks only: two equal ticks would write their labels over each other.
  const ticks = [...new Set([lowest, Math.round((lowest + highest) / 2), highest])];
  return (
    <div ref={ref}>
      {positions > 1 ? (
        <div className={styles.trendTabs} role="group" aria-label={t('lottery.trend.position')}>
          {Array.from({ length: Math.min(positions, 20) }, (_, index) => (
            <button key={index} type="button" className={[styles.chip, index === shownPosition ? styles.chipActive : ''].join(' ')} onClick={() => setPosition(index)}>
              {t('lottery.rows.position', { n: index + 1 })}
            </button>
          ))}
        </div>
      ) : null}
      <svg className={styles.trend} viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={t('lottery.trend.label', { count: values.length })} data-testid="trend-chart">
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.trendGrid} x1={padding.left} x2={width - padding.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.trendAxis} x={4} y={y(tick) + 3} data-axis="y">
              {tick}
            </text>
          </g>
        ))}
        <polyline className={styles.trendLine} points={values.map((value, index) => `${x(index)},${y(value)}`).join(' ')} />
        {values.map((value, index) => (
          <circle key={index} className={styles.trendDot} cx={x(index)} cy={y(value)} r={3}>
            <title>{`${issues[index]?.issue}: ${value}`}</title>
          </circle>
        ))}
        <text className={styles.trendAxis} x={padding.left} y={height - 8} data-axis="x">
          {issues[0]?.issue}
        </text>
        <text className={styles.trendAxis} x={width - padding.right} y={height - 8} textAnchor="end" data-axis="x">
          {issues[issues.length - 1]?.issue}
        </text>
      </svg>
      <p className={styles.hint}>
        {t('lottery.trend.missing')}{' '}
        {Object.entries(missing)
          .sort(([left], [right]) => Number(left) - Number(right))
          .map(([value, count]) => `${value}:${count}`)
          .join('  ')}
      </p>
    </div>
  );
}
