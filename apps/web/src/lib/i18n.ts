import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, normaliseLanguage, supportedLanguages, type Language, type PortugueseVariant } from '@platform/contract/languages';
import { storageKeys } from '../config/storage-keys.ts';
import ptBR from '../locales/pt-BR.json';

type Dictionary = Record<string, unknown>;

export type { PortugueseVariant };

/** The Portuguese the merchant writes in: Brazilian (shipped with the app) or European (loaded when chosen). */
let portugueseVariant: PortugueseVariant = 'pt-BR';

/** Brazilian PT ships with the app; the other dictionaries load when first chosen. */
const dictionaryLoaders: Record<Language, () => Promise<Dictionary>> = {
  pt: () => (portugueseVariant === 'pt-PT' ? import('../locales/pt-PT.json').then((module) => module.default) : Promise.resolve(ptBR)),
  en: () => import('../locales/en.json').then((module) => module.default),
  es: () => import('../locales/es.json').then((module) => module.default),
  zh: () => import('../locales/zh.json').then((module) => module.default),
};

/** Names of the languages in their own language, for the selector. */
export const languageNames: Record<Language, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  zh: '中文',
};

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

/** The language the visitor chose earlier, if any. */
export function chosenLanguage(): Language | null {
  const stored = readStorage(storageKeys.language);
  return stored && isSupportedLanguage(stored) ? stored : null;
}

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return normaliseLanguage(i18next.language);
}

/** Starts i18n in the chosen language (PT when none was chosen) before the first render. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [defaultLanguage]: { translation: ptBR } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // No library notices in the players' browser console.
    showSupportNotice: false,
  });
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = documentLanguage(normaliseLanguage(language));
  });
  document.documentElement.lang = documentLanguage(defaultLanguage);
  const language = chosenLanguage();
  if (language && language !== defaultLanguage) await showLanguage(language).catch(() => undefined);
}

/**
 * Shows PT in the merchant's Portuguese (its configuration chooses Brazilian or European). Called at start-up
 * before the first page with texts renders; European PT loads then, Brazilian PT is already there.
 */
export async function applyPortugueseVariant(variant: PortugueseVariant): Promise<void> {
  if (variant === portugueseVariant) return;
  portugueseVariant = variant;
  const dictionary = await dictionaryLoaders.pt();
  // Replaced, not merged: a merge would write one variant's texts into the other's bundled dictionary.
  i18next.removeResourceBundle('pt', 'translation');
  i18next.addResourceBundle('pt', 'translation', structuredClone(dictionary));
  if (currentLanguage() === 'pt') {
    document.documentElement.lang = documentLanguage('pt');
    await i18next.changeLanguage('pt');
  }
}

/** The tag of the page's lang attribute: PT names its variant. */
function documentLanguage(language: Language): string {
  return language === 'pt' ? portugueseVariant : language;
}

/** Switches the interface language; the visitor's choice is remembered in localStorage. */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  writeStorage(storageKeys.language, language);
}

/** Switches the interface language without remembering it (the merchant's default, say). */
export async function showLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await dictionaryLoaders[language]());
  }
  await i18next.changeLanguage(language);
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private browsing); the choice then lasts for this page only.
  }
}
