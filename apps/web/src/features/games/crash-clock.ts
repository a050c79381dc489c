/**
 * The crash page's view of the shared round: the state read from GET /wps/house/crash/state and the
 * events pushed on the WebSocket topic `house:crash`, turned into one round with its times on this
 * browser's clock. The multiplier shown is `crashMultiplierAt` of the time since the climb started, the
 * same integer curve the server settles with.
 */
import { crashMultiplierAt, type CrashStateValue } from '@platform/contract/games/house';

export type CrashPhase = 'betting' | 'running' | 'crashed' | 'cancelled';

export interface CrashRoundView {
  crashRoundId: string;
  phase: CrashPhase;
  seedHash: string;
  /** The round's seed, revealed once it has crashed. */
  seed: string | null;
  crashPoint: number | null;
  /** When betting closes, on this browser's clock (ms). */
  bettingEndsAt: number;
  /** When the climb started, on this browser's clock (ms). */
  startedAt: number | null;
}

export interface CrashCashOut {
  crashRoundId: string;
  player: string;
  multiplier: number;
  winAmount: number;
}

export type CrashEvent =
  | { type: 'crash.betting'; payload: { crashRoundId: string; seedHash: string; bettingEndsAt: string } }
  | { type: 'crash.running'; payload: { crashRoundId: string; startedAt: string } }
  | { type: 'crash.crashed'; payload: { crashRoundId: string; crashPoint: number; seed: string } }
  | { type: 'crash.cancelled'; payload: { crashRoundId: string } }
  | { type: 'crash.cashout'; payload: CrashCashOut };

/** The topic of the crash rounds' events. */
export const crashTopic = 'house:crash';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads one pushed message into a crash event, or undefined for anything else. */
export function parseCrashEvent(data: unknown): CrashEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(message) || !isRecord(message.payload) || typeof message.payload.crashRoundId !== 'string') return undefined;
  const payload = message.payload;
  switch (message.type) {
    case 'crash.betting':
      return typeof payload.seedHash === 'string' && typeof payload.bettingEndsAt === 'string' ? (message as CrashEvent) : undefined;
    case 'crash.running':
      return typeof payload.startedAt === 'string' ? (message as CrashEvent) : undefined;
    case 'crash.crashed':
      return typeof payload.crashPoint === 'number' && typeof payload.seed === 'string' ? (message as CrashEvent) : undefined;
    case 'crash.cancelled':
      return message as CrashEvent;
    case 'crash.cashout':
      return typeof payload.player === 'string' && typeof payload.multiplier === 'number' && typeof payload.winAmount === 'number' ? (message as CrashEvent) : undefined;
    default:
      return undefined;
  }
}

/** The round of a state read at `now` (this browser's clock). */
export function roundOfState(state: CrashStateValue, now: number): CrashRoundView {
  return {
    crashRoundId: state.crashRoundId,
    phase: state.phase,
    seedHash: state.seedHash,
    seed: state.seed,
    crashPoint: state.crashPoint,
    bettingEndsAt: Date.parse(state.bettingEndsAt),
    startedAt: state.phase === 'betting' ? null : now - (state.elapsedMs ?? 0),
  };
}

/**
 * The round after a pushed event received at `now`. A betting event opens a new round; the others apply to
 * the round they name only. A cash-out does not change the round.
 */
export function applyCrashEvent(round: CrashRoundView | null, event: CrashEvent, now: number): CrashRoundView | null {
  if (event.type === 'crash.betting') {
    return { crashRoundId: event.payload.crashRoundId, phase: 'betting', seedHash: event.payload.seedHash, seed: null, crashPoint: null, bettingEndsAt: Date.parse(event.payload.bettingEndsAt), startedAt: null };
  }
  if (!round || round.crashRoundId !== event.payload.crashRoundId) return round;
  if (event.type === 'crash.running') return { ...round, phase: 'running', startedAt: now };
  if (event.type === 'crash.crashed') return { ...round, phase: 'crashed', seed: event.payload.seed, crashPoint: event.payload.crashPoint };
  if (event.type === 'crash.cancelled') return { ...round, phase: 'cancelled' };
  return round;
}

/** The multiplier to show at `now` (hundredths): 1.00× while betting, the curve while running, the crash point after. */
export function multiplierOf(round: CrashRoundView, now: number): number {
  if (round.phase === 'crashed') return round.crashPoint ?? 100;
  if (round.phase === 'betting' || round.startedAt === null) return 100;
  return crashMultiplierAt(Math.max(0, now - round.startedAt));
}

/** Whole seconds left to bet at `now`, never negative. */
export function secondsToStart(round: CrashRoundView, now: number): number {
  if (round.phase !== 'betting') return 0;
  return Math.max(0, Math.ceil((round.bettingEndsAt - now) / 1000));
}

/** Points of the curve from the start to `elapsedMs`, for a chart `width` × `height` scaled to fit the multiplier reached. */
export function curvePoints(elapsedMs: number, width: number, height: number, samples = 48): string {
  const span = Math.max(elapsedMs, 4_000);
  const top = Math.max(crashMultiplierAt(elapsedMs), 200);
  const points: string[] = [];
  for (let index = 0; index <= samples; index++) {
    const at = (elapsedMs * index) / samples;
    const x = (at / span) * width;
    const y = height - ((crashMultiplierAt(at) - 100) / (top - 100)) * height;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}
