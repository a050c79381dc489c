import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, deriveKey, encodePayload, readParameters, solveChallenge } from './proof-of-work.ts';

const nonce = 'd829ac5d3f0ea34f317a600f6afd7528';
const salt = '6e923bfc755bb8e26b45e3de8280eb95';

/** The key as the server's verifier derives it, with Node's hash instead of Web Crypto. */
function expectedKey(counter: number, cost: number, keyLength = 32): string {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  let key = createHash('sha256').update(Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex'), counterBytes])).digest();
  for (let round = 1; round < cost; round += 1) key = createHash('sha256').update(key).digest();
  return key.subarray(0, keyLength).toString('hex');
}

describe('proof of work', () => {
  it('derives the same key as the verifier, for one round and for several', async () => {
    const once = readParameters({ algorithm: 'SHA-256', nonce, salt, cost: 1, keyPrefix: '0' });
    expect(bytesToHex(await deriveKey(once, 4242))).toBe(expectedKey(4242, 1));
    const thrice = readParameters({ algorithm: 'SHA-256', nonce, salt, cost: 3, keyLength: 16, keyPrefix: '0' });
    expect(bytesToHex(await deriveKey(thrice, 7))).toBe(expectedKey(7, 3, 16));
  });

  it('finds the first counter whose key starts with the prefix', async () => {
    const challenge = { parameters: { algorithm: 'SHA-256', nonce, salt, cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'abc' };
    const solution = await solveChallenge(challenge);
    expect(solution.derivedKey).toBe(expectedKey(solution.counter, 1));
    expect(solution.derivedKey.startsWith('00')).toBe(true);
    for (let counter = 0; counter < solution.counter; counter += 1) expect(expectedKey(counter, 1).startsWith('00')).toBe(false);
    const decoded = JSON.parse(Buffer.from(encodePayload(challenge, solution), 'base64').toString('utf8'));
    expect(decoded).toEqual({ challenge, solution });
  });

  it('refuses a challenge it cannot solve instead of spinning', () => {
    expect(() => readParameters({ algorithm: 'ARGON2ID', nonce, salt, cost: 1, keyPrefix: '0' })).toThrow(/algorithm/);
    expect(() => readParameters({ algorithm: 'SHA-256', nonce, salt, cost: 0, keyPrefix: '0' })).toThrow(/cost/);
    expect(() => readParameters({ algorithm: 'SHA-256', nonce, salt, cost: 1, keyPrefix: 'zz' })).toThrow(/prefix/);
    expect(() => readParameters({ algorithm: 'SHA-256', nonce, salt, cost: 1, keyLength: 1, keyPrefix: '000' })).toThrow(/prefix/);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const challenge = { parameters: { algorithm: 'SHA-256', nonce, salt, cost: 1, keyPrefix: '000000' } };
    await expect(solveChallenge(challenge, controller.signal)).rejects.toThrow();
  });
});
