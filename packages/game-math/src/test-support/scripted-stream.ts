import type { RandomStream } from '../provably-fair.ts';

/** A stream that replays fixed bytes, so tests can force a particular outcome; it throws when it runs dry. */
export function scriptedStream(bytes: readonly number[]): RandomStream {
  let position = 0;
  return {
    nextByte(): number {
      const byte = bytes[position++];
      if (byte === undefined) throw new Error('the scripted stream ran out of bytes');
      return byte;
    },
  };
}

/** A fixed 32-byte server seed for tests, as hexadecimal. */
export const TEST_SERVER_SEED = '5c2d6f0e9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f3021120ff0e1';
