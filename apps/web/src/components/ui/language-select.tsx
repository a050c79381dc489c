import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@platform/contract/languages';
import { chooseLanguage, currentLanguage, languageNames } from '../../lib/i18n.ts';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';
import styles from './language-select.module.css';

interface LanguageSelectProps {
  languages: readonly Language[];
  /** Shows only the globe and the language code (compact headers). */
  iconOnly?: boolean;
  /** Opens the list upwards (bottom of the side menu). */
  opensUp?: boolean;
}

/** The language selector; the choice is remembered and sets the page's lang attribute. */
export function LanguageSelect({ languages, iconOnly = false, opensUp = false }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const current = currentLanguage();
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const classes = [styles.wrapper, open ? styles.open : '', opensUp ? styles.up : '', iconOnly ? styles.iconOnly : ''];
  return (
    <div className={classes.join(' ')} ref={wrapper} data-language={i18n.language}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('nav.language')}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon size={18} />
        <span className={styles.label}>{languageNames[current]}</span>
        {iconOnly ? <span className={styles.code}>{current}</span> : null}
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      {open ? (
        <ul className={styles.menu} role="listbox" aria-label={t('nav.language')}>
          {languages.map((language) => (
            <li key={language}>
              <button
                type="button"
                role="option"
                aria-selected={language === current}
                className={[styles.option, language === current ? styles.selected : ''].join(' ')}
                onClick={() => {
                  setOpen(false);
                  void chooseLanguage(language);
                }}
              >
                {languageNames[language]}
                <span className={styles.optionCode}>{language}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
