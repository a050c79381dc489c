/** Languages the site is offered in; PT is the default. */
export const supportedLanguages = ['pt', 'en', 'es', 'zh'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'pt';

/** The Portuguese a merchant writes in: Brazilian or European; the merchant configuration chooses. */
export const portugueseVariants = ['pt-BR', 'pt-PT'] as const;
export type PortugueseVariant = (typeof portugueseVariants)[number];

/** Reads a language tag such as `pt-BR`, `EN` or `en_US` into a supported language, else the default. */
export function normaliseLanguage(value: string | undefined | null): Language {
  const base = (value ?? '').trim().toLowerCase().slice(0, 2);
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : defaultLanguage;
}
