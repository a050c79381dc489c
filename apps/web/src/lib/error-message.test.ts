import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { describeError } from './error-message.ts';
import { ChunkLoadError } from './lazy-with-timeout.ts';

const translate = ((key: string, options?: Record<string, unknown>) => (options ? `[${key} ${JSON.stringify(options)}]` : `[${key}]`)) as unknown as TFunction;
const known = new Set(['errors.too_many_requests', 'errors.too_many_requests_wait']);
const exists = (key: string) => known.has(key);

describe('describeError', () => {
  it('translates a known error code', () => {
    expect(describeError(new ApiError('too_many_requests', 429, 'server text'), translate, exists)).toBe('[errors.too_many_requests]');
  });

  it("names the server's wait, the number of its Retry-After header, in seconds or whole minutes", () => {
    const inOneSecond = new ApiError('too_many_requests', 429, 'server text', [], { retryAfterSeconds: 1 });
    expect(describeError(inOneSecond, translate, exists)).toBe('[errors.too_many_requests_wait {"wait":"[wait.seconds {\\"count\\":1}]"}]');
    const inFiveMinutes = new ApiError('too_many_requests', 429, 'server text', [], { retryAfterSeconds: 300 });
    expect(describeError(inFiveMinutes, translate, exists)).toBe('[errors.too_many_requests_wait {"wait":"[wait.minutes {\\"count\\":5}]"}]');
  });

  it('falls back to the server message for a code without a translation', () => {
    expect(describeError(new ApiError('brand_new_code', 400, 'server text'), translate, exists)).toBe('server text');
  });

  it('uses the general messages for network, time-out and chunk failures', () => {
    expect(describeError(new ApiError('network_error', 0, ''), translate, exists)).toBe('[messages.networkAbnormal]');
    expect(describeError(new ApiError('request_timeout', 0, ''), translate, exists)).toBe('[messages.pageLoadTimeout]');
    expect(describeError(new ChunkLoadError('slow'), translate, exists)).toBe('[messages.pageLoadTimeout]');
  });

  it('says unknown error for anything else', () => {
    expect(describeError(new Error('boom'), translate, exists)).toBe('[messages.unknownError]');
  });
});
