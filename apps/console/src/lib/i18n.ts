import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PortugueseVariant } from '@platform/contract/languages';
import { storageKeys } from '../config/storage-keys.ts';
import ptBR from '../locales/pt-BR.json';

/** The console speaks Portuguese (the merchant's variant) and English. */
export const consoleLanguages = ['pt', 'en'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

let portugueseVariant: PortugueseVariant = 'pt-BR';

const loaders: Record<ConsoleLanguage, () => Promise<Record<string, unknown>>> = {
  pt: () => (portugueseVariant === 'pt-PT' ? import('../locales/pt-PT.json').then((module) => module.default) : Promise.resolve(ptBR)),
  en: () => import('../locales/en.json').then((module) => module.default),
};

function documentLanguage(language: ConsoleLanguage): string {
  return language === 'pt' ? portugueseVariant : 'en';
}

function storedLanguage(): ConsoleLanguage | null {
  try {
    const stored = localStorage.getItem(storageKeys.language);
    return stored === 'pt' || stored === 'en' ? stored : null;
  } catch {
    return null;
  }
}

/** The language shown now. */
export function currentLanguage(): ConsoleLanguage {
  return i18next.language === 'en' ? 'en' : 'pt';
}

/** Starts i18n in Brazilian Portuguese, or in the language chosen earlier, before the first render. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { pt: { translation: ptBR } },
    lng: 'pt',
    fallbackLng: 'pt',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  i18next.on('languageChanged', () => {
    document.documentElement.lang = documentLanguage(currentLanguage());
  });
  document.documentElement.lang = documentLanguage('pt');
  const chosen = storedLanguage();
  if (chosen === 'en') await showLanguage('en').catch(() => undefined);
}

/** Loads the language's dictionary when needed, shows it and remembers the choice. */
export async function showLanguage(language: ConsoleLanguage): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await i18next.changeLanguage(language);
  try {
    localStorage.setItem(storageKeys.language, language);
  } catch {
    // Not remembered; the choice holds for this page.
  }
}

/** Shows PT in the merchant's Portuguese: European PT replaces the bundled Brazilian dictionary when chosen. */
export async function applyPortugueseVariant(variant: PortugueseVariant): Promise<void> {
  if (variant === portugueseVariant) return;
  portugueseVariant = variant;
  const dictionary = await loaders.pt();
  i18next.removeResourceBundle('pt', 'translation');
  i18next.addResourceBundle('pt', 'translation', structuredClone(dictionary));
  if (currentLanguage() === 'pt') await i18next.changeLanguage('pt');
}
