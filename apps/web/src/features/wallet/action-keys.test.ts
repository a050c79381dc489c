import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@platform/contract/wallet/amount';
import { createActionKeys, newIdempotencyKey } from './action-keys.ts';

describe('idempotency keys of money actions', () => {
  it('are accepted by the contract and differ each time', () => {
    const first = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('a retry of the same input reuses its key; another input or a settled action gets a new one', () => {
    let counter = 0;
    const keys = createActionKeys(() => `key-${++counter}`);
    expect(keys.keyFor('PIX:5000')).toBe('key-1');
    expect(keys.keyFor('PIX:5000')).toBe('key-1');
    expect(keys.keyFor('PIX:6000')).toBe('key-2');
    keys.settled();
    expect(keys.keyFor('PIX:6000')).toBe('key-3');
  });
});
