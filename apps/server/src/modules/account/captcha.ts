import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError } from '../../platform/errors.ts';
import type { VerificationRepository } from './verification-repository.ts';
import type { AccountSettings } from './settings.ts';
import { renderCaptchaImage } from './captcha-image.ts';

const captchaLifetimeMs = 5 * 60_000;
const altchaLifetimeMs = 10 * 60_000;
// Letters that read alike in the distorted image are left out, so a person can always tell them apart; the
// answer is checked without regard to case, so each letter appears in one case only.
const captchaAlphabet = 'abcdefhjkmnprstuvwxyzABDEFGHJKMNQRT2345678';
const captchaLength = 4;

/** A captcha text drawn with the crypto random source. */
export function captchaText(): string {
  return Array.from({ length: captchaLength }, () => captchaAlphabet[randomInt(0, captchaAlphabet.length)]!).join('');
}

/**
 * The two anti-bot checks: the image captcha of spec §4 (shown after failed logins and when the
 * registration settings ask for it) and the altcha proof-of-work challenge every login and registration solves.
 */
export function captchaService(deps: { repository: VerificationRepository; appSecret: string; settings: () => Promise<AccountSettings> }) {
  const { repository } = deps;
  const altchaSecret = createHash('sha256').update(`altcha:${deps.appSecret}`).digest('hex');

  return {
    /** A new captcha image (distorted pixels, see captcha-image.ts) and the id its answer is checked against. */
    async issueCaptcha(clientAddress: string): Promise<{ captchaId: string; image: string }> {
      const text = captchaText();
      const image = await renderCaptchaImage(text);
      const captchaId = randomBytes(18).toString('base64url');
      await repository.insertCaptcha({ id: captchaId, answer: text, clientAddress, expiresAt: new Date(Date.now() + captchaLifetimeMs) });
      return { captchaId, image: `data:image/png;base64,${image.toString('base64')}` };
    },

    /** Checks a captcha answer without regard to case and uses the captcha up either way. */
    async checkCaptcha(captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer) throw new AppError('captcha_required', { value: { captcha: true, ipVerificationRequired: null } });
      const expected = await repository.consumeCaptcha(captchaId);
      if (!expected || expected.toLowerCase() !== answer.trim().toLowerCase()) {
        throw new AppError('captcha_error', { value: { captcha: true, ipVerificationRequired: null } });
      }
    },

    /** A signed proof-of-work challenge; its difficulty is the merchant's key prefix. */
    async issueAltcha(): Promise<Challenge> {
      const settings = await deps.settings();
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        deriveKey,
        keyPrefix: settings.altcha.keyPrefix,
        expiresAt: new Date(Date.now() + altchaLifetimeMs),
        hmacSignatureSecret: altchaSecret,
      });
    },

    /** Verifies a solved challenge (base64 JSON as the widget sends it) and spends it, when the merchant demands one. */
    async checkAltcha(payload: string | undefined): Promise<void> {
      const settings = await deps.settings();
      if (!settings.altcha.required && payload === undefined) return;
      const parsed = parseAltchaPayload(payload);
      if (!parsed) throw new AppError('altcha_error');
      const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, hmacSignatureSecret: altchaSecret }).catch(
        () => ({ verified: false }),
      );
      if (!result.verified) throw new AppError('altcha_error');
      const expiresAtSeconds = parsed.challenge.parameters.expiresAt ?? Math.floor((Date.now() + altchaLifetimeMs) / 1000);
      const fresh = await repository.spendAltcha(parsed.challenge.parameters.nonce, new Date(expiresAtSeconds * 1000));
      if (!fresh) throw new AppError('altcha_error');
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;

/** Decodes the widget's payload: base64 of `{ challenge, solution }`; undefined when it is anything else. */
export function parseAltchaPayload(payload: string | undefined): Payload | undefined {
  if (!payload) return undefined;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    const parameters = decoded.challenge?.parameters;
    if (!parameters || typeof parameters.nonce !== 'string' || typeof decoded.challenge?.signature !== 'string') return undefined;
    if (typeof decoded.solution?.counter !== 'number' || typeof decoded.solution.derivedKey !== 'string') return undefined;
    return decoded as Payload;
  } catch {
    return undefined;
  }
}
