/**
 * Provably fair randomness.
 *
 * Every outcome is computed from a byte stream that anyone holding the revealed server seed can
 * recompute: block `cursor` of the stream is
 *
 *     HMAC_SHA256(key = serverSeed bytes, message = UTF-8 "<clientSeed>:<nonce>:<cursor>")
 *
 * with `cursor` starting at 0 and incrementing every 32 bytes. The server seed is 32 random bytes,
 * written as 64 hexadecimal characters; the HMAC key is the decoded bytes, and the commitment
 * shown before play is the SHA-256 of those bytes (`hashSeed`).
 *
 * Integers are drawn by rejection sampling (`randomInt`), never by a bare modulo, so each value
 * of the range is exactly equally likely. No floating point is involved anywhere.
 */
import { bytesToHex, hexToBytes, utf8Encode } from './bytes.ts';
import { createHmacSha256, sha256, type HmacSha256 } from './sha256.ts';

export { createHmacSha256, hmacSha256, sha256 } from './sha256.ts';
export { bytesToHex, hexToBytes, utf8Encode } from './bytes.ts';

export const SERVER_SEED_BYTES = 32;
export const BLOCK_BYTES = 32;
export const CLIENT_SEED_LENGTH_MAX = 256;
/** Rejection sampling rejects less than half of the draws; this many in a row means a broken stream. */
const REJECTIONS_MAX = 1000;

/** A source of uniformly distributed bytes. Every game consumes randomness only through this. */
export interface RandomStream {
  nextByte(): number;
}

/** SHA-256 of `message` as lower-case hexadecimal. */
export function sha256Hex(message: Uint8Array): string {
  return bytesToHex(sha256(message));
}

/** The commitment published before play: SHA-256 of the server seed bytes, as hexadecimal. */
export function hashSeed(serverSeedHex: string): string {
  return sha256Hex(decodeServerSeed(serverSeedHex));
}

function decodeServerSeed(serverSeedHex: string): Uint8Array {
  const bytes = hexToBytes(serverSeedHex);
  if (bytes.length !== SERVER_SEED_BYTES) {
    throw new RangeError(`a server seed is ${SERVER_SEED_BYTES} bytes (${SERVER_SEED_BYTES * 2} hexadecimal characters)`);
  }
  return bytes;
}

/** A server seed prepared once as an HMAC key, so that many rounds under one seed skip the key setup. */
export interface ServerSeedKey {
  readonly hmac: HmacSha256;
}

/** Prepares the HMAC key of a server seed given as 64 hexadecimal characters. */
export function createServerSeedKey(serverSeedHex: string): ServerSeedKey {
  return { hmac: createHmacSha256(decodeServerSeed(serverSeedHex)) };
}

export interface OutcomeSeed {
  /** The server seed as hexadecimal, or a key prepared by `createServerSeedKey`. */
  serverSeed: string | ServerSeedKey;
  clientSeed: string;
  nonce: number;
}

/** Decimal digits of a cursor never exceed this; a round reads at most 10^16 blocks. */
const CURSOR_DIGITS_MAX = 16;

/** The byte stream of one round: consecutive HMAC blocks, consumed byte by byte. */
export class OutcomeStream implements RandomStream {
  private readonly hmac: HmacSha256;
  private readonly message: Uint8Array;
  private readonly prefixLength: number;
  private readonly block = new Uint8Array(BLOCK_BYTES);
  private position = BLOCK_BYTES;
  private nextCursor = 0;

  constructor(seed: OutcomeSeed) {
    if (seed.clientSeed.length > CLIENT_SEED_LENGTH_MAX) {
      throw new RangeError(`a client seed has at most ${CLIENT_SEED_LENGTH_MAX} characters`);
    }
    if (!Number.isSafeInteger(seed.nonce) || seed.nonce < 0) throw new RangeError('the nonce is a non-negative safe integer');
    const key = typeof seed.serverSeed === 'string' ? createServerSeedKey(seed.serverSeed) : seed.serverSeed;
    this.hmac = key.hmac;
    const prefix = utf8Encode(`${seed.clientSeed}:${seed.nonce}:`);
    this.prefixLength = prefix.length;
    this.message = new Uint8Array(prefix.length + CURSOR_DIGITS_MAX);
    this.message.set(prefix);
  }

  nextByte(): number {
    if (this.position === BLOCK_BYTES) this.refill();
    return this.block[this.position++]!;
  }

  /** How many HMAC blocks the round has used so far (the next cursor value). */
  get blocksUsed(): number {
    return this.nextCursor;
  }

  private refill(): void {
    const cursorText = String(this.nextCursor);
    for (let index = 0; index < cursorText.length; index++) {
      this.message[this.prefixLength + index] = cursorText.charCodeAt(index);
    }
    this.hmac.digestInto(this.message, this.prefixLength + cursorText.length, this.block);
    this.position = 0;
    this.nextCursor++;
  }
}

/** The byte stream for one round (server seed, client seed, nonce). */
export function createOutcomeStream(seed: OutcomeSeed): OutcomeStream {
  return new OutcomeStream(seed);
}

/**
 * A uniformly distributed integer in [0, bound), for 1 ≤ bound ≤ 2^32.
 *
 * Reads the fewest whole bytes that can hold `bound` values as one big-endian number x in
 * [0, 256^k). Values at or above the largest multiple of `bound` not exceeding 256^k are rejected
 * and k fresh bytes are read; otherwise the answer is x mod bound. A bound of 1 reads nothing.
 */
export function randomInt(stream: RandomStream, bound: number): number {
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > 0x100000000) {
    throw new RangeError(`randomInt needs an integer bound in [1, 2^32], got ${bound}`);
  }
  if (bound === 1) return 0;
  const byteCount = bound <= 0x100 ? 1 : bound <= 0x10000 ? 2 : bound <= 0x1000000 ? 3 : 4;
  const range = 2 ** (8 * byteCount);
  const limit = range - (range % bound);
  for (let attempt = 0; attempt < REJECTIONS_MAX; attempt++) {
    let value = 0;
    for (let index = 0; index < byteCount; index++) value = value * 256 + stream.nextByte();
    if (value < limit) return value % bound;
  }
  throw new Error('the random stream rejected too many draws in a row; it is not uniform');
}

/** `count` independent uniform integers in [0, bound). */
export function randomIntegers(stream: RandomStream, count: number, bound: number): number[] {
  assertCount(count);
  const values: number[] = [];
  for (let index = 0; index < count; index++) values.push(randomInt(stream, bound));
  return values;
}

/**
 * `count` distinct indices of [0, populationSize) in draw order: the first `count` steps of a
 * forward Fisher–Yates shuffle (step i swaps position i with i + randomInt(populationSize - i)).
 * Positions are tracked sparsely, so a small sample from a large population (4D numbers) is cheap.
 */
export function sampleWithoutReplacement(stream: RandomStream, populationSize: number, count: number): number[] {
  assertCount(populationSize);
  assertCount(count);
  if (count > populationSize) throw new RangeError('cannot sample more items than the population holds');
  const moved = new Map<number, number>();
  const sample: number[] = [];
  for (let index = 0; index < count; index++) {
    const swapWith = index + randomInt(stream, populationSize - index);
    const chosen = moved.get(swapWith) ?? swapWith;
    moved.set(swapWith, moved.get(index) ?? index);
    sample.push(chosen);
  }
  return sample;
}

/** A uniformly random permutation of `items` (Fisher–Yates on the stream); the input is not modified. */
export function shuffle<Item>(stream: RandomStream, items: readonly Item[]): Item[] {
  return sampleWithoutReplacement(stream, items.length, items.length).map((index) => items[index]!);
}

function assertCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`expected a non-negative integer count, got ${count}`);
}
