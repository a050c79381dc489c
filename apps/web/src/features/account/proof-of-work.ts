/**
 * The proof-of-work anti-bot check that login and registration send as `altcha`. The server hands out a
 * signed challenge (GET /wps/captcha/altcha); the browser finds the counter whose derived key starts with
 * the challenge's key prefix, using Web Crypto's SHA digests, and sends the challenge back with the answer.
 */

/** The challenge as the server sends it: the signed parameters and their signature. */
export interface ProofOfWorkChallenge {
  parameters: Record<string, unknown>;
  signature?: string;
}

export interface ProofOfWorkSolution {
  counter: number;
  derivedKey: string;
  time: number;
}

/** The digests Web Crypto offers, by the names the challenge uses. */
const supportedAlgorithms = ['SHA-256', 'SHA-384', 'SHA-512'] as const;
type Algorithm = (typeof supportedAlgorithms)[number];

/** A uint32 counter is all the wire format can carry. */
const counterMax = 0xffff_ffff;
/** The solver hands the main thread back this often so typing and animations stay smooth. */
const yieldEveryMs = 50;

interface Parameters {
  algorithm: Algorithm;
  nonce: Uint8Array;
  salt: Uint8Array;
  cost: number;
  keyLength: number;
  keyPrefix: string;
}

/** Reads the parameters the solver needs, refusing a challenge it cannot solve rather than spinning forever. */
export function readParameters(parameters: Record<string, unknown>): Parameters {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = parameters;
  if (!supportedAlgorithms.includes(algorithm as Algorithm)) throw new Error(`unsupported proof-of-work algorithm ${String(algorithm)}`);
  if (typeof nonce !== 'string' || typeof salt !== 'string') throw new Error('the challenge lacks its nonce or salt');
  if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 1) throw new Error('the challenge cost is not a positive integer');
  if (typeof keyLength !== 'number' || !Number.isInteger(keyLength) || keyLength < 1) throw new Error('the key length is not valid');
  if (typeof keyPrefix !== 'string' || !/^[0-9a-fA-F]+$/u.test(keyPrefix) || keyPrefix.length > keyLength * 2) {
    throw new Error('the key prefix is not a hex string that fits the key');
  }
  return { algorithm: algorithm as Algorithm, nonce: hexToBytes(nonce), salt: hexToBytes(salt), cost, keyLength, keyPrefix: keyPrefix.toLowerCase() };
}

/** The derived key of one counter: the digest of salt, nonce and counter, digested again `cost - 1` times. */
export async function deriveKey(parameters: Parameters, counter: number): Promise<Uint8Array> {
  const password = new Uint8Array(parameters.nonce.length + 4);
  password.set(parameters.nonce, 0);
  new DataView(password.buffer).setUint32(parameters.nonce.length, counter, false);
  const first = new Uint8Array(parameters.salt.length + password.length);
  first.set(parameters.salt, 0);
  first.set(password, parameters.salt.length);
  let key = new Uint8Array(await crypto.subtle.digest(parameters.algorithm, first));
  for (let round = 1; round < parameters.cost; round += 1) {
    key = new Uint8Array(await crypto.subtle.digest(parameters.algorithm, key));
  }
  return key.subarray(0, parameters.keyLength);
}

/** Finds the first counter whose key starts with the prefix; stops when the signal aborts. */
export async function solveChallenge(challenge: ProofOfWorkChallenge, signal?: AbortSignal): Promise<ProofOfWorkSolution> {
  const parameters = readParameters(challenge.parameters);
  const started = performance.now();
  let lastYield = started;
  for (let counter = 0; counter <= counterMax; counter += 1) {
    signal?.throwIfAborted();
    const derivedKey = bytesToHex(await deriveKey(parameters, counter));
    if (derivedKey.startsWith(parameters.keyPrefix)) return { counter, derivedKey, time: Math.round(performance.now() - started) };
    if (performance.now() - lastYield > yieldEveryMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      lastYield = performance.now();
    }
  }
  throw new Error('no counter solves this challenge');
}

/** The `altcha` field: base64 of the challenge and its solution, as the server's verifier reads it. */
export function encodePayload(challenge: ProofOfWorkChallenge, solution: ProofOfWorkSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/u.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
