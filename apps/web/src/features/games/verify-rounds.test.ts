import { describe, expect, it } from 'vitest';
import { crashPoint } from '@platform/game-math/house/crash';
import { placeMines } from '@platform/game-math/house/mines';
import { createOutcomeStream, hashSeed } from '@platform/game-math/provably-fair';
import { GOLDEN_REELS } from '@platform/game-math/slot/golden-reels';
import { playRound } from '@platform/game-math/slot/spin';
import { checkVerifyForm, emptyVerifyForm, minesResultKey, parseVerifyParams, verifyQueryOf, verifyRound } from './verify-rounds.ts';

const serverSeed = 'a3'.repeat(32);
const hash = hashSeed(serverSeed);

describe('verify page address', () => {
  it('round-trips a dice round through its link', () => {
    const query = verifyQueryOf({ game: 'DICE', serverSeedHash: hash, serverSeed, clientSeed: 'lucky-7', nonce: 12, direction: 'over', chanceBasisPoints: 2500, result: '8123' });
    const form = parseVerifyParams(new URLSearchParams(query));
    expect(form).toEqual({ ...emptyVerifyForm, game: 'DICE', serverSeed, serverSeedHash: hash, clientSeed: 'lucky-7', nonce: '12', direction: 'over', chance: '2500', result: '8123' });
  });

  it('keeps only the fields of the game', () => {
    const query = verifyQueryOf({ game: 'CRASH', serverSeedHash: hash, clientSeed: 'ignored', nonce: 4, crashRoundId: '77', mines: 3 });
    const search = new URLSearchParams(query);
    expect(search.get('round')).toBe('77');
    expect(search.has('client')).toBe(false);
    expect(search.has('mines')).toBe(false);
    expect(search.has('seed')).toBe(false);
  });

  it('falls back to the defaults for unknown values', () => {
    const form = parseVerifyParams(new URLSearchParams('game=poker&direction=sideways'));
    expect(form.game).toBe('DICE');
    expect(form.direction).toBe('under');
    expect(parseVerifyParams(new URLSearchParams('game=mines&mines=5')).mines).toBe('5');
  });
});

describe('checkVerifyForm', () => {
  const base = { ...emptyVerifyForm, serverSeed, clientSeed: 'abc', nonce: '3' };

  it('names the first wrong field', () => {
    expect(checkVerifyForm({ ...base, serverSeed: 'xyz' }).problem).toBe('serverSeed');
    expect(checkVerifyForm({ ...base, clientSeed: 'has space' }).problem).toBe('clientSeed');
    expect(checkVerifyForm({ ...base, nonce: '-1' }).problem).toBe('nonce');
    expect(checkVerifyForm({ ...base, chance: '99' }).problem).toBe('chance');
    expect(checkVerifyForm({ ...base, game: 'MINES', mines: '25' }).problem).toBe('mines');
    expect(checkVerifyForm({ ...base, game: 'CRASH', crashRoundId: 'r1' }).problem).toBe('crashRoundId');
  });

  it('builds the request of each game', () => {
    expect(checkVerifyForm(base).request).toEqual({ game: 'DICE', serverSeed, clientSeed: 'abc', nonce: 3, direction: 'under', chanceBasisPoints: 4950 });
    expect(checkVerifyForm({ ...base, game: 'SLOT' }).request).toEqual({ game: 'SLOT', serverSeed, clientSeed: 'abc', nonce: 3 });
    expect(checkVerifyForm({ ...base, game: 'CRASH', crashRoundId: '9' }).request).toEqual({ game: 'CRASH', serverSeed, crashRoundId: '9' });
  });
});

describe('verifyRound', () => {
  it('hashes the server seed as the published commitment', () => {
    expect(verifyRound({ game: 'SLOT', serverSeed, clientSeed: 'abc', nonce: 0 }).serverSeedHash).toBe(hash);
  });

  it('rolls the dice from the seeds and judges the bet', () => {
    const results = Array.from({ length: 20 }, (_, nonce) => verifyRound({ game: 'DICE', serverSeed, clientSeed: 'abc', nonce, direction: 'under', chanceBasisPoints: 5000 }));
    for (const result of results) {
      if (result.outcome.game !== 'DICE') throw new Error('not dice');
      expect(result.outcome.won).toBe(result.outcome.roll < 5000);
      expect(result.resultKey).toBe(String(result.outcome.roll));
      expect(result.outcome.multiplierBasisPoints).toBe(19_800);
    }
    // Different nonces give different rolls.
    expect(new Set(results.map((result) => result.resultKey)).size).toBeGreaterThan(10);
  });

  it('places the mines and plays the slot as game-math does', () => {
    const mines = verifyRound({ game: 'MINES', serverSeed, clientSeed: 'abc', nonce: 5, mines: 4 });
    const expected = placeMines(createOutcomeStream({ serverSeed, clientSeed: 'abc', nonce: 5 }), 4);
    expect(mines.resultKey).toBe(minesResultKey(expected));
    expect(mines.resultKey.split('-')).toHaveLength(4);
    const slot = verifyRound({ game: 'SLOT', serverSeed, clientSeed: 'abc', nonce: 5 });
    expect(slot.resultKey).toBe(String(playRound(GOLDEN_REELS, createOutcomeStream({ serverSeed, clientSeed: 'abc', nonce: 5 })).totalWin));
  });

  it('computes a crash point from the round seed and id', () => {
    const crash = verifyRound({ game: 'CRASH', serverSeed, crashRoundId: '42' });
    expect(crash.resultKey).toBe(String(crashPoint(createOutcomeStream({ serverSeed, clientSeed: 'crash', nonce: 42 }))));
  });
});
