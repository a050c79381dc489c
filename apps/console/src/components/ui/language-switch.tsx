import { useTranslation } from 'react-i18next';
import { consoleLanguages, currentLanguage, showLanguage } from '../../lib/i18n.ts';

/** PT | EN, the current one pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <div className="segmented" role="group" aria-label={t('shell.language')}>
      {consoleLanguages.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={language === current}
          lang={language === 'pt' ? 'pt' : 'en'}
          onClick={() => void showLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
