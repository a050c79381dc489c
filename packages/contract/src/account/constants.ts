/**
 * Account roles and the account limits of spec §9 and the reliability promises,
 * declared once so the server enforces and the web shows the same numbers.
 */

/** The member type a self-registered player gets. */
export const regularMemberType = 0;

/** Trial (free-play) accounts are member type 4 (spec §6). */
export const trialMemberType = 4;

/** Member types that are agents unless the merchant configures others (spec §6). */
export const defaultAgentMemberTypes: readonly number[] = [1, 2, 41, 42];

export const memberRoles = ['member', 'trial', 'agent'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The role a member type stands for; a trial type is never an agent, whatever the configuration says. */
export function roleOfMemberType(type: number, agentMemberTypes: readonly number[] = defaultAgentMemberTypes): MemberRole {
  if (type === trialMemberType) return 'trial';
  return agentMemberTypes.includes(type) ? 'agent' : 'member';
}

/** An sms code may be requested at most once per this interval from one page. */
export const smsSendThrottleMs = 1000;

/** The captcha image may be refreshed at most once per this interval. */
export const captchaRefreshIntervalMs = 1000;

/** Firebase sends its own code, so the resend countdown is fixed instead of following expiredMinutes. */
export const firebaseSmsCountdownSeconds = 60;

/** Remember-password cookies last this long. */
export const rememberPasswordLifetimeDays = 1;

/** After too many requests a user waits this long before trying again. */
export const tooManyRequestsWaitMinutes = 5;

/** Players must confirm they are at least this old. */
export const minimumPlayerAgeYears = 18;

/** An sms code has exactly this many digits. */
export const smsCodeLength = 6;

/** A code is void after this many wrong guesses. */
export const smsCodeGuessesMax = 5;

/** A code expires after at most this many minutes. */
export const smsCodeLifetimeMinutesMax = 10;

/** The seconds the send button stays disabled after a code is sent (spec §4 Sms code). */
export function smsResendCountdownSeconds(expiredMinutes: number, viaFirebase = false): number {
  if (viaFirebase) return firebaseSmsCountdownSeconds;
  if (!Number.isInteger(expiredMinutes) || expiredMinutes < 1) throw new RangeError(`invalid expiredMinutes ${expiredMinutes}`);
  return expiredMinutes * 60;
}
