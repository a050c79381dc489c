import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { HouseGradients } from './house-icons.tsx';
import styles from './house.module.css';

/** The house games' page frame: the title, the switcher between the games, and the page below. */
export function HouseFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const games = [
    { to: paths.houseSlot, label: t('games.house.slot.name') },
    { to: paths.houseDice, label: t('games.house.dice.name') },
    { to: paths.houseMines, label: t('games.house.mines.name') },
    { to: paths.houseCrash, label: t('games.house.crash.name') },
    { to: paths.houseVerify, label: t('games.verify.short') },
  ];
  return (
    <div className={styles.page}>
      <HouseGradients />
      <div className={styles.titleBar}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <nav className={styles.switcher} aria-label={t('games.house.switcher')}>
          {games.map((game) => (
            <NavLink key={game.to} to={game.to} className={({ isActive }) => [styles.switcherLink, isActive ? styles.switcherActive : ''].join(' ')}>
              {game.label}
            </NavLink>
          ))}
        </nav>
      </div>
      {children}
    </div>
  );
}

/**
 * The controls beside the stage; on phones the stage comes first and the controls right below it, so that
 * the game and its bet button share the first screen. `below` (history, other players) follows both.
 */
export function HouseLayout({ controls, stage, below, testId }: { controls: ReactNode; stage: ReactNode; below?: ReactNode; testId: string }) {
  return (
    <div className={[styles.layout, below ? styles.layoutWithBelow : ''].join(' ')}>
      <section className={styles.controls}>{controls}</section>
      <section className={styles.stage} data-testid={testId}>
        {stage}
      </section>
      {below ? <section className={[styles.card, styles.belowStage].join(' ')}>{below}</section> : null}
    </div>
  );
}
