/** Favourite toggles are throttled to one per second (spec §9). */
export const favouriteToggleIntervalMs = 1_000;

/**
 * A gate that lets one action through per interval and refuses the others (they are dropped, not
 * delayed, so a double click does not toggle twice).
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let lastPassedAt = Number.NEGATIVE_INFINITY;
  return function tryPass(): boolean {
    const time = now();
    if (time - lastPassedAt < intervalMs) return false;
    lastPassedAt = time;
    return true;
  };
}
