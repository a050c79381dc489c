import { describe, expect, it } from 'vitest';
import { fromBase32, matchTotp, otpauthUrl, toBase32, totpCode, totpStepAt } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890"; its eight-digit codes end in these six.
const rfcSecret = toBase32(Buffer.from('12345678901234567890', 'ascii'));

describe('authenticator codes', () => {
  it('match the RFC 6238 test vectors', () => {
    expect(totpCode(rfcSecret, totpStepAt(59_000))).toBe('287082');
    expect(totpCode(rfcSecret, totpStepAt(1_111_111_109_000))).toBe('081804');
    expect(totpCode(rfcSecret, totpStepAt(1_234_567_890_000))).toBe('005924');
    expect(totpCode(rfcSecret, totpStepAt(20_000_000_000_000))).toBe('353130');
  });

  it('reads back what it writes in base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(fromBase32(toBase32(bytes))).toEqual(bytes);
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts a code one step either side of now, never a step already used, never a wrong code', () => {
    const now = 1_700_000_000_000;
    const step = totpStepAt(now);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step), now, 0)).toBe(step);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 1), now, 0)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), now, 0)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step), now, step)).toBeNull();
    const window = [step - 1, step, step + 1].map((each) => totpCode(rfcSecret, each));
    const wrong = ['000000', '111111', '222222'].find((code) => !window.includes(code))!;
    expect(matchTotp(rfcSecret, wrong, now, 0)).toBeNull();
  });

  it('writes the address authenticator apps read', () => {
    expect(otpauthUrl('Sorte Dourada', 'admin@staff.demo', 'ABC')).toBe(
      'otpauth://totp/Sorte%20Dourada%3Aadmin%40staff.demo?secret=ABC&issuer=Sorte+Dourada&algorithm=SHA1&digits=6&period=30',
    );
  });
});
