import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { areaLabelKeys, type AreaName } from '../../config/areas.ts';
import { HourglassIcon } from './icons.tsx';
import styles from './coming-panel.module.css';

interface ComingPanelProps {
  /** The product area that fills this page or modal. */
  area: AreaName;
  title: string;
  compact?: boolean;
  children?: ReactNode;
}

/** Stands in for a page or modal whose area has not been delivered yet, and names that area. */
export function ComingPanel({ area, title, compact = false, children }: ComingPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={[styles.panel, compact ? styles.compact : ''].join(' ')} aria-label={title}>
      <div className={styles.badge}>
        <HourglassIcon size={compact ? 28 : 40} />
      </div>
      <div className={styles.text}>
        <span className={styles.eyebrow}>
          <span className={styles.dot} aria-hidden="true" />
          {t('coming.eyebrow')}
        </span>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.description}>
          <Trans
            i18nKey="coming.description"
            values={{ area: t(areaLabelKeys[area]) }}
            components={{ highlight: <strong className={styles.area} /> }}
          />
        </p>
        {children ? <div className={styles.children}>{children}</div> : null}
      </div>
    </section>
  );
}
