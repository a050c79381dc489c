import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import type { NamedTexts } from '../form-errors.ts';

/** The text of a failure in the current language, and the spec-named texts the form errors use. */
export function useErrorTexts() {
  const { t, i18n } = useTranslation();
  const describe = useCallback((error: unknown) => describeError(error, t, (key) => i18n.exists(key)), [t, i18n]);
  const named = useMemo<NamedTexts>(() => ({ inconsistentTwice: t('inconsistent_twice') }), [t]);
  return { describe, named, language: i18n.language };
}
