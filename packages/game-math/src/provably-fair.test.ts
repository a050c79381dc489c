/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createOutcomeStream,
  createServerSeedKey,
  hashSeed,
  randomInt,
  randomIntegers,
  sampleWithoutReplacement,
  shuffle,
} from './provably-fair.ts';
import { scriptedStream, TEST_SERVER_SEED } from './test-support/scripted-stream.ts';
import { histogram, passesChiSquare99 } from './test-support/statistics.ts';

const seedArbitrary = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));

function readBytes(stream: { nextByte(): number }, count: number): number[] {
  return Array.from({ length: count }, () => stream.nextByte());
}

describe('outcome stream', () => {
  it('is HMAC_SHA256(server seed bytes, "clientSeed:nonce:cursor") block after block', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'lucky-☘', nonce: 42 });
    const key = Buffer.from(TEST_SERVER_SEED, 'hex');
    const expected = [0, 1, 2].flatMap((cursor) => [...createHmac('sha256', key).update(`lucky-☘:42:${cursor}`).digest()]);
    expect(readBytes(stream, 96)).toEqual(expected);
    expect(stream.blocksUsed).toBe(3);
  });

  it('gives the same bytes for the same seeds and different bytes for another nonce or client seed', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.string({ maxLength: 20 }), fc.nat(), (serverSeed, clientSeed, nonce) => {
        const first = readBytes(createOutcomeStream({ serverSeed, clientSeed, nonce }), 40);
        const prepared = createServerSeedKey(serverSeed);
        expect(readBytes(createOutcomeStream({ serverSeed: prepared, clientSeed, nonce }), 40)).toEqual(first);
        expect(readBytes(createOutcomeStream({ serverSeed, clientSeed, nonce: nonce + 1 }), 40)).not.toEqual(first);
        expect(readBytes(createOutcomeStream({ serverSeed, clientSeed: `${clientSeed}x`, nonce }), 40)).not.toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => createOutcomeStream({ serverSeed: 'abcd', clientSeed: 'c', nonce: 0 })).toThrow(RangeError);
    expect(() => createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'c', nonce: -1 })).toThrow(RangeError);
    expect(() => createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'c', nonce: 1.5 })).toThrow(RangeError);
    expect(() => createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'c'.repeat(257), nonce: 0 })).toThrow(RangeError);
  });

  it('commits to the server seed with the SHA-256 of its bytes', () => {
    const expected = createHash('sha256').update(Buffer.from(TEST_SERVER_SEED, 'hex')).digest('hex');
    expect(hashSeed(TEST_SERVER_SEED)).toBe(expected);
    expect(hashSeed(TEST_SERVER_SEED.toUpperCase())).toBe(expected);
  });
});

describe('randomInt', () => {
  it('rejects bytes above the largest multiple of the bound instead of folding them', () => {
    // For a bound of 100 one byte is read and values from 200 to 255 are rejected.
    expect(randomInt(scriptedStream([200, 255, 199]), 100)).toBe(99);
    expect(randomInt(scriptedStream([57]), 100)).toBe(57);
    // For a bound of 1000 two bytes are read: 65 * 1000 = 65000 is the rejection limit.
    expect(randomInt(scriptedStream([0xfd, 0xe8, 0x03, 0xe7]), 1000)).toBe(999);
    expect(randomInt(scriptedStream([]), 1)).toBe(0);
  });

  it('stays in range and is deterministic for every bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.nat(), (bound, nonce) => {
        const draw = () => randomIntegers(createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'range', nonce }), 20, bound);
        const values = draw();
        expect(values).toEqual(draw());
        for (const value of values) {
          expect(Number.isInteger(value) && value >= 0 && value < bound).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses bounds it cannot draw without bias', () => {
    const stream = scriptedStream([1, 2, 3, 4, 5]);
    expect(() => randomInt(stream, 0)).toThrow(RangeError);
    expect(() => randomInt(stream, 2 ** 32 + 1)).toThrow(RangeError);
    expect(() => randomInt(stream, 2.5)).toThrow(RangeError);
  });

  it('is uniform for a one-byte bound over a million draws (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'uniform-10', nonce: 1 });
    const counts = histogram(randomIntegers(stream, 1_000_000, 10), 10);
    expect(passesChiSquare99(counts, new Array(10).fill(100_000))).toBe(true);
  });

  it('is uniform for a two-byte bound over a million draws (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'uniform-1000', nonce: 2 });
    const counts = histogram(randomIntegers(stream, 1_000_000, 1000), 1000);
    expect(passesChiSquare99(counts, new Array(1000).fill(1000))).toBe(true);
  });

  it('would catch modulo bias: the same bytes folded with a bare modulo fail the test', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'biased', nonce: 3 });
    const biased = Array.from({ length: 1_000_000 }, () => stream.nextByte() % 100);
    expect(passesChiSquare99(histogram(biased, 100), new Array(100).fill(10_000))).toBe(false);
  });
});

describe('sampling and shuffling', () => {
  it('samples distinct indices of the population in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.nat(), fc.nat(), (population, wanted, nonce) => {
        const count = population === 0 ? 0 : wanted % (population + 1);
        const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'sample', nonce });
        const sample = sampleWithoutReplacement(stream, population, count);
        expect(sample).toHaveLength(count);
        expect(new Set(sample).size).toBe(count);
        for (const index of sample) expect(index >= 0 && index < population).toBe(true);
      }),
      { numRuns: 200 },
    );
    expect(() => sampleWithoutReplacement(scriptedStream([]), 3, 4)).toThrow(RangeError);
  });

  it('shuffles into a permutation and leaves the input untouched', () => {
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'shuffle', nonce: 0 });
    const order = shuffle(stream, cars);
    expect([...order].sort((a, b) => a - b)).toEqual(cars);
    expect(cars).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('makes every ordering of four items equally likely (chi-square, 99 %)', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'orders', nonce: 0 });
    const orders = new Map<string, number>();
    const rounds = 240_000;
    for (let round = 0; round < rounds; round++) {
      const key = shuffle(stream, ['a', 'b', 'c', 'd']).join('');
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    expect(orders.size).toBe(24);
    expect(passesChiSquare99([...orders.values()], new Array(24).fill(rounds / 24))).toBe(true);
  });

  it('makes every element equally likely at every position of a 20-of-80 draw', () => {
    const stream = createOutcomeStream({ serverSeed: TEST_SERVER_SEED, clientSeed: 'keno-like', nonce: 0 });
    const draws = 20_000;
    const firstPosition = new Array<number>(80).fill(0);
    const anyPosition = new Array<number>(80).fill(0);
    for (let draw = 0; draw < draws; draw++) {
      const sample = sampleWithoutReplacement(stream, 80, 20);
      firstPosition[sample[0]!]!++;
      for (const index of sample) anyPosition[index]!++;
    }
    expect(passesChiSquare99(firstPosition, new Array(80).fill(draws / 80))).toBe(true);
    expect(passesChiSquare99(anyPosition, new Array(80).fill((draws * 20) / 80))).toBe(true);
  });
});
