/** A fresh idempotency key: 32 hex digits from the browser's CSPRNG. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Idempotency keys for one money action. The same input keeps its key, so a retry after a lost answer
 * is a replay that moves nothing twice; a changed input gets a new key, since the server refuses a key
 * reused with other fields; after success the next action starts with a new key.
 */
export function createActionKeys(newKey: () => string = newIdempotencyKey) {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature: string): string {
      if (current?.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    settled(): void {
      current = null;
    },
  };
}
