import { useTranslation } from 'react-i18next';
import { normaliseLanguage, type Language } from '@platform/contract/languages';

/** The interface language; lobby lists are keyed by it, so a language change loads them again (spec §4). */
export function useLobbyLanguage(): Language {
  const { i18n } = useTranslation();
  return normaliseLanguage(i18n.language);
}
