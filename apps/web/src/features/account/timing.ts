/** Whole seconds left until a deadline, never negative; a part second counts as a whole one so the button never shows 0 early. */
export function secondsLeftUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * Lets an action through at most once per interval (the sms send and captcha refresh limits of spec §9).
 * `tryPass` answers whether the action may run now and, when it may, starts the next interval.
 */
export function createThrottle(intervalMs: number) {
  let lastPassedMs = Number.NEGATIVE_INFINITY;
  return {
    tryPass(nowMs: number): boolean {
      if (nowMs - lastPassedMs < intervalMs) return false;
      lastPassedMs = nowMs;
      return true;
    },
    /** How long until the next action may run. */
    waitMs(nowMs: number): number {
      return Math.max(0, lastPassedMs + intervalMs - nowMs);
    },
  };
}
