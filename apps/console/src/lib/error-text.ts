import type { TFunction } from 'i18next';
import { clientErrorCodes, isApiError } from './api-client.ts';

/**
 * The text a staff member sees for a failure: the translation of its code when the dictionary has one, the
 * server's message (already in the request's language) otherwise, and the generic text as the last resort.
 */
export function describeError(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.code === clientErrorCodes.network) return t('errors.network');
  const key = `errors.${error.code}`;
  if (exists(key)) return t(key);
  return error.message || t('errors.unknown');
}
