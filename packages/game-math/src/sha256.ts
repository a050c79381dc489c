/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in plain TypeScript on Uint8Array.
 *
 * The browser's verify page must recompute outcomes synchronously and this package may use
 * neither DOM nor Node APIs, so the hash lives here. The code favours speed where it is cheap
 * (a reused message schedule, precomputed HMAC pad states) because the slot simulator hashes
 * tens of millions of blocks.
 */

const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL_STATE = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;

/** One message schedule shared by every compression; the functions below never re-enter. */
const schedule = new Int32Array(64);

/** Runs the compression function over one 64-byte block of `data` starting at `offset`. */
function compress(state: Int32Array, data: Uint8Array, offset: number): void {
  const w = schedule;
  for (let index = 0; index < 16; index++) {
    const at = offset + index * 4;
    w[index] = (data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!;
  }
  for (let index = 16; index < 64; index++) {
    const before15 = w[index - 15]!;
    const before2 = w[index - 2]!;
    const sigma0 = ((before15 >>> 7) | (before15 << 25)) ^ ((before15 >>> 18) | (before15 << 14)) ^ (before15 >>> 3);
    const sigma1 = ((before2 >>> 17) | (before2 << 15)) ^ ((before2 >>> 19) | (before2 << 13)) ^ (before2 >>> 10);
    w[index] = (w[index - 16]! + sigma0 + w[index - 7]! + sigma1) | 0;
  }
  let a = state[0]!, b = state[1]!, c = state[2]!, d = state[3]!;
  let e = state[4]!, f = state[5]!, g = state[6]!, h = state[7]!;
  for (let index = 0; index < 64; index++) {
    const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const temporary1 = (h + sum1 + choice + ROUND_CONSTANTS[index]! + w[index]!) | 0;
    const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temporary2 = (sum0 + majority) | 0;
    h = g; g = f; f = e; e = (d + temporary1) | 0;
    d = c; c = b; b = a; a = (temporary1 + temporary2) | 0;
  }
  state[0] = (state[0]! + a) | 0; state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0; state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0; state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0; state[7] = (state[7]! + h) | 0;
}

/** Working state and padding reused by every hash; hashing never re-enters itself. */
const workState = new Int32Array(8);
const padding = new Uint8Array(2 * BLOCK_BYTES);

/**
 * Hashes the first `length` bytes of `message` continuing from `startState`, which has already absorbed `absorbedBytes`
 * bytes (a multiple of 64), and writes the digest into `output`. Starting from a saved state lets
 * HMAC skip its pad blocks; writing into a caller's buffer keeps the hot path free of allocation.
 */
function hashInto(startState: Int32Array, absorbedBytes: number, message: Uint8Array, length: number, output: Uint8Array): void {
  workState.set(startState);
  const fullBlocks = Math.floor(length / BLOCK_BYTES);
  for (let block = 0; block < fullBlocks; block++) compress(workState, message, block * BLOCK_BYTES);
  const tailStart = fullBlocks * BLOCK_BYTES;
  const remaining = length - tailStart;
  const tailLength = remaining + 9 <= BLOCK_BYTES ? BLOCK_BYTES : 2 * BLOCK_BYTES;
  padding.fill(0, 0, tailLength);
  for (let index = 0; index < remaining; index++) padding[index] = message[tailStart + index]!;
  padding[remaining] = 0x80;
  writeBitLength(padding, tailLength, absorbedBytes + length);
  for (let offset = 0; offset < tailLength; offset += BLOCK_BYTES) compress(workState, padding, offset);
  for (let index = 0; index < 8; index++) {
    const word = workState[index]!;
    output[index * 4] = word >>> 24;
    output[index * 4 + 1] = (word >>> 16) & 0xff;
    output[index * 4 + 2] = (word >>> 8) & 0xff;
    output[index * 4 + 3] = word & 0xff;
  }
}

/** Writes the message length in bits, big-endian, into the eight bytes before `end`. */
function writeBitLength(tail: Uint8Array, end: number, totalBytes: number): void {
  const totalBits = totalBytes * 8;
  const high = Math.floor(totalBits / 0x100000000);
  const low = totalBits >>> 0;
  tail[end - 8] = high >>> 24; tail[end - 7] = (high >>> 16) & 0xff;
  tail[end - 6] = (high >>> 8) & 0xff; tail[end - 5] = high & 0xff;
  tail[end - 4] = low >>> 24; tail[end - 3] = (low >>> 16) & 0xff;
  tail[end - 2] = (low >>> 8) & 0xff; tail[end - 1] = low & 0xff;
}

/** SHA-256 of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  const digest = new Uint8Array(DIGEST_BYTES);
  hashInto(INITIAL_STATE, 0, message, message.length, digest);
  return digest;
}

/** An HMAC-SHA256 keyed once: the pad states are precomputed so each message costs two fewer compressions. */
export interface HmacSha256 {
  /** The HMAC of `message` under the key this instance was created with. */
  digest(message: Uint8Array): Uint8Array;
  /** The HMAC of the first `length` bytes of `message`, written into the first 32 bytes of `output`. */
  digestInto(message: Uint8Array, length: number, output: Uint8Array): void;
}

/** Prepares HMAC-SHA256 for `key` (RFC 2104; keys longer than a block are hashed first). */
export function createHmacSha256(key: Uint8Array): HmacSha256 {
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const innerPad = new Uint8Array(BLOCK_BYTES);
  const outerPad = new Uint8Array(BLOCK_BYTES);
  for (let index = 0; index < BLOCK_BYTES; index++) {
    innerPad[index] = blockKey[index]! ^ 0x36;
    outerPad[index] = blockKey[index]! ^ 0x5c;
  }
  const innerState = new Int32Array(INITIAL_STATE);
  compress(innerState, innerPad, 0);
  const outerState = new Int32Array(INITIAL_STATE);
  compress(outerState, outerPad, 0);
  const inner = new Uint8Array(DIGEST_BYTES);
  const digestInto = (message: Uint8Array, length: number, output: Uint8Array): void => {
    if (length > message.length) throw new RangeError('the length exceeds the message');
    hashInto(innerState, BLOCK_BYTES, message, length, inner);
    hashInto(outerState, BLOCK_BYTES, inner, DIGEST_BYTES, output);
  };
  return {
    digestInto,
    digest(message: Uint8Array): Uint8Array {
      const output = new Uint8Array(DIGEST_BYTES);
      digestInto(message, message.length, output);
      return output;
    },
  };
}

/** HMAC-SHA256 of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return createHmacSha256(key).digest(message);
}
