import { describe, expect, it } from 'vitest';
import { offeredLanguages } from './site-languages.ts';

describe('offeredLanguages', () => {
  it('keeps the configured languages that have dictionaries, once each', () => {
    expect(offeredLanguages(['pt', 'EN', 'fr', 'pt'])).toEqual(['pt', 'en']);
  });

  it('offers every dictionary when nothing usable is configured', () => {
    expect(offeredLanguages([])).toEqual(['pt', 'en', 'es', 'zh']);
    expect(offeredLanguages(['fr'])).toEqual(['pt', 'en', 'es', 'zh']);
  });
});
