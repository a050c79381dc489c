import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('retries failures that may pass: no answer, or a server error other than maintenance', () => {
    expect(shouldRetry(0, new ApiError('network_error', 0, ''))).toBe(true);
    expect(shouldRetry(1, new ApiError('unknown_error', 500, ''))).toBe(true);
  });

  it('does not retry client errors, maintenance, unknown failures, or past two attempts', () => {
    expect(shouldRetry(0, new ApiError('validation_failed', 400, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError('not_logged_in', 401, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError('info_maintenance', 503, ''))).toBe(false);
    expect(shouldRetry(0, new Error('render'))).toBe(false);
    expect(shouldRetry(2, new ApiError('network_error', 0, ''))).toBe(false);
  });
});
