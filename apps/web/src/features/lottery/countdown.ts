/**
 * The countdown of an issue on the browser's clock, corrected by the server's: betting is open until
 * the issue closes, then the page waits for the draw, then for the result to arrive.
 */
export type DrawPhase = 'upcoming' | 'open' | 'closed' | 'drawing';

export interface DrawTimes {
  opensAt: string;
  closesAt: string;
  drawAt: string;
}

/** How far the server's clock is ahead of this browser's, from a server time read at `receivedAt`. */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}

/** The phase of an issue at the server's `now` and the milliseconds left in it. */
export function phaseOf(draw: DrawTimes, serverNow: number): { phase: DrawPhase; remainingMs: number } {
  const opensAt = Date.parse(draw.opensAt);
  const closesAt = Date.parse(draw.closesAt);
  const drawAt = Date.parse(draw.drawAt);
  if (serverNow < opensAt) return { phase: 'upcoming', remainingMs: opensAt - serverNow };
  if (serverNow < closesAt) return { phase: 'open', remainingMs: closesAt - serverNow };
  if (serverNow < drawAt) return { phase: 'closed', remainingMs: drawAt - serverNow };
  return { phase: 'drawing', remainingMs: 0 };
}

/** A duration as the countdown shows it: mm:ss, with hours (and days) when that far. */
export function countdownText(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * Milliseconds to a game's next draw at the server's `now`, from a draw time read a while ago: an
 * interval game's draws follow every `seconds`, so a passed one is followed by the next on the grid.
 */
export function untilNextDraw(drawAt: string, intervalSeconds: number | null, serverNow: number): number | null {
  let next = Date.parse(drawAt);
  if (next > serverNow) return next - serverNow;
  if (!intervalSeconds) return null;
  const intervalMs = intervalSeconds * 1000;
  next += Math.ceil((serverNow - next + 1) / intervalMs) * intervalMs;
  return next - serverNow;
}
