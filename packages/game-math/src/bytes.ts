/**
 * Byte helpers without DOM or Node APIs (no TextEncoder typings, no Node byte buffers), so the same code
 * runs in the browser and on the server.
 */

const HEX_DIGITS = '0123456789abcdef';

/** Lower-case hexadecimal text of `bytes`. */
export function bytesToHex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += HEX_DIGITS[byte >>> 4]! + HEX_DIGITS[byte & 0x0f]!;
  return text;
}

/** Decodes hexadecimal text (either case, even length); throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new RangeError('expected an even-length hexadecimal string');
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** UTF-8 encoding of `text`; lone surrogates become U+FFFD as TextEncoder does. */
export function utf8Encode(text: string): Uint8Array {
  if (isAscii(text)) return asciiBytes(text);
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    let codePoint = text.charCodeAt(index);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (next - 0xdc00);
        index++;
      }
    }
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) codePoint = 0xfffd;
    pushCodePoint(bytes, codePoint);
  }
  return Uint8Array.from(bytes);
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

/** Plain ASCII text, the common case (seeds, nonces), encoded without intermediate arrays. */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function pushCodePoint(bytes: number[], codePoint: number): void {
  if (codePoint < 0x80) {
    bytes.push(codePoint);
  } else if (codePoint < 0x800) {
    bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
  } else if (codePoint < 0x10000) {
    bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
  } else {
    bytes.push(
      0xf0 | (codePoint >> 18),
      0x80 | ((codePoint >> 12) & 0x3f),
      0x80 | ((codePoint >> 6) & 0x3f),
      0x80 | (codePoint & 0x3f),
    );
  }
}
