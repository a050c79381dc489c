import { useTranslation } from 'react-i18next';
import type { GameMenu } from '@platform/contract';
import { HomeIcon } from '../../../components/ui/icons.tsx';
import { categoryInfo } from '../game-categories.ts';
import type { LobbyCategory } from '../lobby-filter.ts';
import styles from './home-lobby.module.css';

interface CategoryMenuProps {
  categories: readonly GameMenu[];
  value: LobbyCategory;
  onChange: (category: LobbyCategory) => void;
}

/** The home page's game-category menu: HOME and each category that has vendors. */
export function CategoryMenu({ categories, value, onChange }: CategoryMenuProps) {
  const { t } = useTranslation();
  const entries = [
    { key: 'HOME' as const, label: t('lobby.homeCategory'), Icon: HomeIcon, count: undefined },
    ...categories.map((menu) => ({ key: menu.gameType, label: t(categoryInfo[menu.gameType].shortLabelKey), Icon: categoryInfo[menu.gameType].Icon, count: menu.vendors.length })),
  ];
  return (
    <nav className={styles.categoryMenu} aria-label={t('lobby.categoriesLabel')}>
      {entries.map(({ key, label, Icon, count }) => (
        <button
          key={key}
          type="button"
          className={[styles.category, key === value ? styles.categoryActive : ''].join(' ')}
          aria-pressed={key === value}
          onClick={() => onChange(key)}
        >
          <span className={styles.categoryIcon}>
            <Icon size={22} />
          </span>
          <span className={styles.categoryLabel}>{label}</span>
          {count !== undefined ? <span className={styles.categoryCount}>{t('lobby.vendorCount', { count })}</span> : null}
        </button>
      ))}
    </nav>
  );
}
