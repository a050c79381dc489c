/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, utf8Encode } from './bytes.ts';
import { createHmacSha256, hmacSha256, sha256 } from './sha256.ts';

const hex = (bytes: Uint8Array) => bytesToHex(bytes);
const repeat = (byte: number, length: number) => new Uint8Array(length).fill(byte);

describe('sha256', () => {
  it('matches the FIPS 180-4 example digests', () => {
    expect(hex(sha256(utf8Encode('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8Encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8Encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hex(sha256(repeat(0x61, 1_000_000)))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with node:crypto for every length across the padding boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const message = Uint8Array.from({ length }, (_, index) => (index * 31 + length) & 0xff);
      expect(hex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });

  it('agrees with node:crypto on arbitrary messages', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (message) => {
        expect(hex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });
});

describe('hmacSha256', () => {
  const cases: Array<{ name: string; key: Uint8Array; data: Uint8Array; expected: string }> = [
    { name: 'RFC 4231 case 1', key: repeat(0x0b, 20), data: utf8Encode('Hi There'),
      expected: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7' },
    { name: 'RFC 4231 case 2', key: utf8Encode('Jefe'), data: utf8Encode('what do ya want for nothing?'),
      expected: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
    { name: 'RFC 4231 case 3', key: repeat(0xaa, 20), data: repeat(0xdd, 50),
      expected: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe' },
    { name: 'RFC 4231 case 4', key: hexToBytes('0102030405060708090a0b0c0d0e0f10111213141516171819'), data: repeat(0xcd, 50),
      expected: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b' },
    { name: 'RFC 4231 case 6', key: repeat(0xaa, 131), data: utf8Encode('Test Using Larger Than Block-Size Key - Hash Key First'),
      expected: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54' },
    { name: 'RFC 4231 case 7', key: repeat(0xaa, 131),
      data: utf8Encode('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'),
      expected: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2' },
  ];

  it.each(cases)('reproduces $name', ({ key, data, expected }) => {
    expect(hex(hmacSha256(key, data))).toBe(expected);
  });

  it('reproduces RFC 4231 case 5 (truncated to 128 bits)', () => {
    const mac = hmacSha256(repeat(0x0c, 20), utf8Encode('Test With Truncation'));
    expect(hex(mac.subarray(0, 16))).toBe('a3b6167473100ee06e0c796c2955552b');
  });

  it('agrees with node:crypto for arbitrary keys and messages, including reuse of a prepared key', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 4 }), (key, messages) => {
        const prepared = createHmacSha256(key);
        for (const message of messages) {
          const expected = createHmac('sha256', key).update(message).digest('hex');
          expect(hex(prepared.digest(message))).toBe(expected);
          expect(hex(hmacSha256(key, message))).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('byte helpers', () => {
  it('encode UTF-8 exactly as node does, including astral characters and lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(hex(utf8Encode(text))).toBe(hex(new TextEncoder().encode(text)));
      }),
    );
    expect(hex(utf8Encode('\ud800x'))).toBe(hex(new TextEncoder().encode('\ud800x')));
  });

  it('round-trip hexadecimal and refuse malformed text', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes);
    }));
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
    expect(hexToBytes('ABff')).toEqual(Uint8Array.from([0xab, 0xff]));
  });
});
