import { randomInt, timingSafeEqual } from 'node:crypto';
import { messageLanguageOf } from '@platform/contract/field-rules';
import { smsCodeGuessesMax, smsCodeLength, smsSendThrottleMs, tooManyRequestsWaitMinutes } from '@platform/contract/account/constants';
import { AppError } from '../../platform/errors.ts';
import { SmsDeliveryError, type SmsProvider } from '../../platform/sms.ts';
import type { CodePurpose, VerificationRepository } from './verification-repository.ts';
import type { AccountSettings } from './settings.ts';
import type { SecretBox } from './secret-box.ts';

/** A mobile number with its dialing code, both digits only. */
export interface MobileNumber {
  dialingCode: string;
  mobile: string;
}

/** The key a number is counted and looked up by: `55:11987654321`. */
export function targetOf(number: MobileNumber): string {
  return `${number.dialingCode}:${number.mobile}`;
}

/** The number of an sms code request, which the registration call names `mobileNo` and the others `mobileNum`. */
export function requestedMobile(request: { mobileNum: string } | { mobileNo: string }): string {
  return 'mobileNum' in request ? request.mobileNum : request.mobileNo;
}

/** Digits only: a dialing code arrives as `+55` or `55`. */
export function dialingCodeDigits(dialingCode: string | undefined, fallback: string): string {
  const digits = (dialingCode ?? '').replace(/\D/gu, '');
  return digits.length > 0 ? digits : fallback;
}

function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('too_many_requests', { value: { retryAfterSeconds }, headers: { 'retry-after': String(retryAfterSeconds) } });
}

const smsTexts = {
  en: (brand: string, code: string, minutes: number) => `${brand}: ${code} is your verification code. It expires in ${minutes} minutes.`,
  pt: (brand: string, code: string, minutes: number) => `${brand}: ${code} é seu código de verificação. Ele vale por ${minutes} minutos.`,
};

/**
 * Sms codes (spec §9, reliability promises): 6 digits from a cryptographic source, stored as keyed hashes,
 * single use, expiring after the merchant's expiredMinutes, void after 5 wrong guesses; sends are throttled
 * to one a second per number and capped per number and per address each hour.
 */
export function smsCodeService(deps: {
  repository: VerificationRepository;
  sms: SmsProvider;
  secrets: SecretBox;
  settings: () => Promise<AccountSettings>;
  brandName: () => Promise<string>;
}) {
  const { repository, secrets } = deps;

  async function send(request: {
    purpose: CodePurpose;
    number: MobileNumber;
    memberId: string | null;
    /** False when nobody should receive it (an unknown number), so the answer still looks the same. */
    deliver: boolean;
    clientAddress: string;
    language: string;
  }): Promise<{ expiredMinutes: number }> {
    const settings = await deps.settings();
    const { expiredMinutes, perNumberHourlyMax, perAddressHourlyMax } = settings.sms;
    const target = targetOf(request.number);
    const code = String(randomInt(0, 10 ** smsCodeLength)).padStart(smsCodeLength, '0');
    await repository.withSendLocks(target, request.clientAddress, async (counts, issue) => {
      if (counts.lastToTargetAt && Date.now() - counts.lastToTargetAt.getTime() < smsSendThrottleMs) throw tooManyRequests(1);
      if (counts.toTargetInHour >= perNumberHourlyMax || counts.fromAddressInHour >= perAddressHourlyMax) {
        throw tooManyRequests(tooManyRequestsWaitMinutes * 60);
      }
      await issue({
        purpose: request.purpose,
        memberId: request.memberId,
        codeHash: secrets.hashCode(`${request.purpose}:${target}`, code),
        delivered: request.deliver,
        expiresAt: new Date(Date.now() + expiredMinutes * 60_000),
      });
    });
    if (request.deliver) {
      const text = smsTexts[messageLanguageOf(request.language)](await deps.brandName(), code, expiredMinutes);
      try {
        await deps.sms.send({ to: `${request.number.dialingCode}${request.number.mobile}`, text });
      } catch (error) {
        if (error instanceof SmsDeliveryError) throw new AppError('sms_delivery_failed');
        throw error;
      }
    }
    return { expiredMinutes };
  }

  /** Checks a code and uses it up; throws verification_code_error or verification_code_expired otherwise. */
  async function consume(purpose: CodePurpose, number: MobileNumber, code: string): Promise<void> {
    const target = targetOf(number);
    const presented = secrets.hashCode(`${purpose}:${target}`, code.trim());
    const outcome = await repository.withNewestCode(purpose, target, (row) => {
      if (!row) return { result: 'wrong' as const };
      if (row.expiresAt.getTime() <= Date.now()) return { result: 'expired' as const, write: 'void' };
      if (row.attempts >= smsCodeGuessesMax) return { result: 'wrong' as const, write: 'void' };
      if (!timingSafeEqual(presented, row.codeHash)) {
        return { result: 'wrong' as const, write: row.attempts + 1 >= smsCodeGuessesMax ? 'void' : 'count_guess' };
      }
      return { result: 'ok' as const, write: 'consume' };
    });
    if (outcome === 'expired') throw new AppError('verification_code_expired');
    if (outcome === 'wrong') throw new AppError('verification_code_error');
  }

  return { send, consume };
}

export type SmsCodeService = ReturnType<typeof smsCodeService>;
