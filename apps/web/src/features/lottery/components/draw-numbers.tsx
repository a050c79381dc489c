import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@platform/contract/lottery/draws';
import type { LotteryFamilyCode } from '@platform/contract/lottery/games';
import styles from './lottery.module.css';

const dieFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const rollingMs = 1_600;
const rollTickMs = 80;

/** A number as the family shows it: a die face for K3, the digits otherwise. */
function shown(family: LotteryFamilyCode, number: string): string {
  return family === 'k3' ? (dieFaces[Number(number) - 1] ?? number) : number;
}

/** A random number of the same length, while the draw animation rolls. */
function rollingOf(number: string, family: LotteryFamilyCode): string {
  if (family === 'k3') return String(1 + Math.floor(Math.random() * 6));
  return Array.from(number, () => String(Math.floor(Math.random() * 10))).join('');
}

/**
 * The numbers of a draw. With `animate`, they roll for a moment and then land on the result (the
 * page sets it when the result arrives over the WebSocket).
 */
export function DrawNumbers({ family, draw, animate = false, small = false }: { family: LotteryFamilyCode; draw: Pick<Draw, 'numbers' | 'result' | 'issue'>; animate?: boolean; small?: boolean }) {
  const [rolling, setRolling] = useState(animate);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!animate) return undefined;
    setRolling(true);
    const ticker = setInterval(() => setTick((tick) => tick + 1), rollTickMs);
    const stop = setTimeout(() => {
      clearInterval(ticker);
      setRolling(false);
    }, rollingMs);
    return () => {
      clearInterval(ticker);
      clearTimeout(stop);
    };
  }, [animate, draw.issue]);
  if (family === 'vietnam' || family === '4d') return <TieredNumbers family={family} draw={draw} rolling={rolling} small={small} />;
  const className = [styles.ball, small ? styles.ballSmall : '', rolling ? styles.rolling : animate ? styles.landed : ''].join(' ');
  return (
    <div className={styles.numbers} data-testid="draw-numbers" data-rolling={rolling ? 'true' : 'false'}>
      {draw.numbers.map((number, index) => (
        <span key={index} className={className}>
          {shown(family, rolling ? rollingOf(number, family) : number)}
        </span>
      ))}
    </div>
  );
}

const vietnamTierKeys = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** The Vietnamese prize tiers (special first) and the 4D tiers, one line each. */
function TieredNumbers({ family, draw, rolling, small }: { family: LotteryFamilyCode; draw: Pick<Draw, 'numbers' | 'result'>; rolling: boolean; small: boolean }) {
  const { t } = useTranslation();
  const tiers = tiersOf(family, draw);
  const visible = small ? tiers.slice(0, family === '4d' ? 3 : 1) : tiers;
  return (
    <div className={styles.tiers} data-testid="draw-numbers" data-rolling={rolling ? 'true' : 'false'}>
      {visible.map((tier) => (
        <div key={tier.name} className={styles.tier}>
          <span className={styles.tierName}>{t(`lottery.tiers.${tier.name}`)}</span>
          <span className={[styles.tierNumbers, tier.name === 'special' || tier.name === 'first' ? styles.special : ''].join(' ')}>
            {tier.numbers.map((number) => (rolling ? rollingOf(number, family) : number)).join('  ')}
          </span>
        </div>
      ))}
    </div>
  );
}

function tiersOf(family: LotteryFamilyCode, draw: Pick<Draw, 'numbers' | 'result'>): { name: string; numbers: string[] }[] {
  const result = draw.result;
  if (family === 'vietnam' && result && typeof result === 'object' && 'prizes' in result) {
    return result.prizes.map((prize) => ({ name: vietnamTierKeys.includes(prize.tier) ? prize.tier : 'special', numbers: prize.numbers }));
  }
  if (family === '4d' && result && typeof result === 'object' && 'first' in result) {
    return [
      { name: 'first', numbers: [result.first] },
      { name: 'second', numbers: [result.second] },
      { name: 'third', numbers: [result.third] },
      { name: 'starters', numbers: result.starters },
      { name: 'consolations', numbers: result.consolations },
    ];
  }
  return [{ name: 'special', numbers: draw.numbers }];
}
