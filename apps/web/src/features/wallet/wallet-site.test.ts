import { describe, expect, it } from 'vitest';
import { formatMerchantDateTime } from './wallet-site.tsx';

describe('merchant times', () => {
  it('shows an instant in the merchant time zone', () => {
    expect(formatMerchantDateTime('2026-03-01T01:30:00Z', -180, 'pt-BR')).toBe('28/02/2026, 22:30');
    expect(formatMerchantDateTime('2026-03-01T01:30:00Z', -180, 'en-GB', false)).toBe('28/02/2026');
  });
});
