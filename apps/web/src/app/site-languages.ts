import { supportedLanguages, type Language } from '@platform/contract/languages';
import { isSupportedLanguage } from '../lib/i18n.ts';

/** The languages the merchant offers that the app has dictionaries for; all of them when none is configured. */
export function offeredLanguages(configured: readonly string[]): Language[] {
  const offered = configured.map((language) => language.toLowerCase()).filter(isSupportedLanguage);
  return offered.length > 0 ? [...new Set(offered)] : [...supportedLanguages];
}
