import { AppError } from '../../platform/errors.ts';
import type { WalletMembers } from './members-port.ts';
import type { WalletRepository } from './repository.ts';
import type { WalletSettingsStore } from './settings.ts';

/**
 * Checks the payment password of a money action. Wrong passwords are counted per member; too many in
 * the window lock money actions for a while, so a six-digit password cannot be guessed by trying.
 */
export function paymentPasswordGuard(options: { members: WalletMembers; repository: WalletRepository; settings: WalletSettingsStore; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  return {
    async check(memberId: string, password: string): Promise<void> {
      const at = now();
      const failures = await options.repository.passwordFailures(memberId);
      if (failures?.lockedUntil && failures.lockedUntil > at) throw lockedError(failures.lockedUntil, at);
      const verdict = await options.members.verifyPaymentPassword(memberId, password);
      if (verdict === 'missing') throw new AppError('payment_password_missing');
      if (verdict === 'correct') {
        if (failures) await options.repository.clearPasswordFailures(memberId);
        return;
      }
      const { paymentPassword } = await options.settings.current();
      const recorded = await options.repository.recordPasswordFailure(memberId, at, paymentPassword.lockMinutes, paymentPassword.failuresMaximum);
      if (recorded.lockedUntil && recorded.lockedUntil > at) throw lockedError(recorded.lockedUntil, at);
      throw new AppError('payment_password_incorrect', { value: { attemptsLeft: Math.max(0, paymentPassword.failuresMaximum - recorded.failures) } });
    },
  };
}

function lockedError(lockedUntil: Date, at: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - at.getTime()) / 1000));
  return new AppError('payment_password_locked', { value: { retryAfterSeconds }, headers: { 'retry-after': String(retryAfterSeconds) } });
}

export type PaymentPasswordGuard = ReturnType<typeof paymentPasswordGuard>;
