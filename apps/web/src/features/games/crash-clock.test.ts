import { describe, expect, it } from 'vitest';
import { crashMultiplierAt } from '@platform/contract/games/house';
import { applyCrashEvent, curvePoints, multiplierOf, parseCrashEvent, roundOfState, secondsToStart, type CrashRoundView } from './crash-clock.ts';

const betting: CrashRoundView = { crashRoundId: '7', phase: 'betting', seedHash: 'h', seed: null, crashPoint: null, bettingEndsAt: 10_000, startedAt: null };

describe('parseCrashEvent', () => {
  it('reads the four crash events and nothing else', () => {
    const running = JSON.stringify({ type: 'crash.running', payload: { crashRoundId: '7', startedAt: '2025-01-01T00:00:00.000Z' } });
    expect(parseCrashEvent(running)?.type).toBe('crash.running');
    expect(parseCrashEvent(JSON.stringify({ type: 'crash.crashed', payload: { crashRoundId: '7', crashPoint: 250, seed: 'ab' } }))?.type).toBe('crash.crashed');
    expect(parseCrashEvent(JSON.stringify({ type: 'crash.crashed', payload: { crashRoundId: '7', crashPoint: '250', seed: 'ab' } }))).toBeUndefined();
    expect(parseCrashEvent(JSON.stringify({ type: 'balance', balance: 1 }))).toBeUndefined();
    expect(parseCrashEvent('not json')).toBeUndefined();
    expect(parseCrashEvent(42)).toBeUndefined();
  });
});

describe('the round on this browser clock', () => {
  it('anchors a running state at the elapsed time the server reported', () => {
    const round = roundOfState(
      { crashRoundId: '7', phase: 'running', seedHash: 'h', seed: null, crashPoint: null, bettingEndsAt: '2025-01-01T00:00:00.000Z', startedAt: '2025-01-01T00:00:01.000Z', elapsedMs: 3_000, multiplier: 119, myBet: null, history: [] },
      50_000,
    );
    expect(round.startedAt).toBe(47_000);
    expect(multiplierOf(round, 50_000)).toBe(crashMultiplierAt(3_000));
  });

  it('follows betting, running and crashed events of its round only', () => {
    const running = applyCrashEvent(betting, { type: 'crash.running', payload: { crashRoundId: '7', startedAt: 'x' } }, 11_000);
    expect(running?.phase).toBe('running');
    expect(multiplierOf(running!, 13_000)).toBe(crashMultiplierAt(2_000));
    const other = applyCrashEvent(running, { type: 'crash.crashed', payload: { crashRoundId: '6', crashPoint: 120, seed: 's' } }, 12_000);
    expect(other).toBe(running);
    const crashed = applyCrashEvent(running, { type: 'crash.crashed', payload: { crashRoundId: '7', crashPoint: 312, seed: 's' } }, 14_000);
    expect(crashed).toMatchObject({ phase: 'crashed', seed: 's', crashPoint: 312 });
    expect(multiplierOf(crashed!, 99_000)).toBe(312);
    const next = applyCrashEvent(crashed, { type: 'crash.betting', payload: { crashRoundId: '8', seedHash: 'h8', bettingEndsAt: '1970-01-01T00:00:20.000Z' } }, 15_000);
    expect(next).toMatchObject({ crashRoundId: '8', phase: 'betting', bettingEndsAt: 20_000 });
  });

  it('marks its round cancelled when the server cancels it', () => {
    const event = parseCrashEvent(JSON.stringify({ type: 'crash.cancelled', payload: { crashRoundId: '7' } }));
    expect(event?.type).toBe('crash.cancelled');
    const running = applyCrashEvent(betting, { type: 'crash.running', payload: { crashRoundId: '7', startedAt: 'x' } }, 11_000);
    expect(applyCrashEvent(running, event!, 12_000)).toMatchObject({ crashRoundId: '7', phase: 'cancelled', seed: null });
    expect(applyCrashEvent(running, { type: 'crash.cancelled', payload: { crashRoundId: '6' } }, 12_000)).toBe(running);
  });

  it('counts down whole seconds to the start', () => {
    expect(secondsToStart(betting, 4_100)).toBe(6);
    expect(secondsToStart(betting, 12_000)).toBe(0);
    expect(multiplierOf(betting, 0)).toBe(100);
  });

  it('draws the curve from the bottom left corner', () => {
    const points = curvePoints(5_000, 300, 150).split(' ');
    expect(points[0]).toBe('0.0,150.0');
    expect(points).toHaveLength(49);
  });
});
