import type { TFunction } from 'i18next';
import { waitUnitsOf } from '@platform/contract/errors';
import { clientErrorCodes, isApiError } from './api-error.ts';
import { isChunkLoadError } from './lazy-with-timeout.ts';

/**
 * The text a user sees for a failure: the translation of its code when the dictionary has one,
 * the server's message otherwise, and the generic unknown-error text as the last resort.
 */
export function describeError(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (isChunkLoadError(error)) return t('messages.pageLoadTimeout');
  if (!isApiError(error)) return t('messages.unknownError');
  if (error.code === clientErrorCodes.network) return t('messages.networkAbnormal');
  if (error.code === clientErrorCodes.timeout) return t('messages.pageLoadTimeout');
  const key = `errors.${error.code}`;
  // A refusal that says how long to wait names the server's number, the one its Retry-After header carries.
  const retryAfterSeconds = retryAfterOf(error.value);
  if (retryAfterSeconds !== undefined && exists(`${key}_wait`)) {
    const { unit, count } = waitUnitsOf(retryAfterSeconds);
    return t(`${key}_wait`, { wait: t(`wait.${unit}`, { count }) });
  }
  if (exists(key)) return t(key);
  return error.message || t('messages.unknownError');
}

function retryAfterOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('retryAfterSeconds' in value)) return undefined;
  const seconds = value.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
