import { describe, expect, it } from 'vitest';
import type { ProfitRow, RecallRound } from '@platform/contract';
import { parseVerifyParams } from './verify-rounds.ts';
import { bettingRecordsPageSize, bettingRecordsSearch, gmtLabel, netTone, profitDays, roundStatusKey, roundStatusTone, sumFigures, verifyLinkOf } from './records-query.ts';

describe('betting record query', () => {
  it('leaves filters at "all" out and always sends the period and the page', () => {
    expect(bettingRecordsSearch({ category: 'all', vendor: 'all', status: 'all', from: '2026-03-01', to: '2026-03-07', pageNo: 1 })).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      pageNo: 1,
      pageSize: bettingRecordsPageSize,
    });
  });

  it('sends the game type, the vendor as vassalage and the status when chosen', () => {
    expect(bettingRecordsSearch({ category: 'RNG', vendor: 'TIDE', status: 'rolled_back', from: '2026-02-01', to: '2026-03-02', pageNo: 3 })).toEqual({
      from: '2026-02-01',
      to: '2026-03-02',
      pageNo: 3,
      pageSize: bettingRecordsPageSize,
      category: 'RNG',
      vassalage: 'TIDE',
      status: 'rolled_back',
    });
  });
});

describe('round status and result', () => {
  it('gives every status its own label and tone', () => {
    expect(roundStatusTone('open')).toBe('waiting');
    expect(roundStatusTone('settled')).toBe('success');
    expect(roundStatusTone('rolled_back')).toBe('attention');
    expect(roundStatusTone('cancelled')).toBe('neutral');
    expect(roundStatusKey('rolled_back')).toBe('games.records.statuses.rolled_back');
  });

  it('shows a gain green, a loss red and nothing plain', () => {
    expect(netTone(1)).toBe('positive');
    expect(netTone(-50)).toBe('negative');
    expect(netTone(0)).toBe('zero');
  });

  it('names the merchant time zone', () => {
    expect(gmtLabel(-180)).toBe('GMT-3');
    expect(gmtLabel(330)).toBe('GMT+5:30');
    expect(gmtLabel(0)).toBe('GMT+0');
  });
});

describe('totals', () => {
  it('adds the figures and takes net as win minus valid bet', () => {
    const total = sumFigures([
      { rounds: 2, stake: 1_000, validBet: 800, winAmount: 300 },
      { rounds: 1, stake: 500, validBet: 500, winAmount: 1_500 },
    ]);
    expect(total).toEqual({ rounds: 3, stake: 1_500, validBet: 1_300, winAmount: 1_800, net: 500 });
    expect(sumFigures([])).toEqual({ rounds: 0, stake: 0, validBet: 0, winAmount: 0, net: 0 });
  });

  it('groups the profit rows by day, newest first, with each day totalled', () => {
    const row = (day: string, category: ProfitRow['category'], stake: number, win: number): ProfitRow => ({ day, category, rounds: 1, stake, validBet: stake, winAmount: win, net: win - stake });
    const days = profitDays([row('2026-03-01', 'RNG', 100, 0), row('2026-03-03', 'LIVE', 200, 500), row('2026-03-01', 'LIVE', 300, 50), row('2026-03-02', 'RNG', 10, 10)]);
    expect(days.map((day) => day.day)).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
    expect(days[2]).toMatchObject({ rounds: 2, stake: 400, validBet: 400, winAmount: 50, net: -350 });
    expect(days[2]?.categories.map((entry) => entry.category)).toEqual(['LIVE', 'RNG']);
    expect(days[0]?.net).toBe(300);
  });
});

describe('verify link of a recalled round', () => {
  const fairness = { serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), clientSeed: 'lucky', nonce: 7 };

  it('opens the verify page prefilled with a dice round’s seeds, bet and roll', () => {
    const link = verifyLinkOf({ vassalage: 'HOUSE', gameCode: 'DICE', fairness, outcome: { direction: 'over', chanceBasisPoints: 2500, roll: 8123, won: true } }, '/house/verify');
    expect(link?.startsWith('/house/verify?')).toBe(true);
    const form = parseVerifyParams(new URL(link!, 'https://site.test').searchParams);
    expect(form).toMatchObject({ game: 'DICE', serverSeed: fairness.serverSeed, serverSeedHash: fairness.serverSeedHash, clientSeed: 'lucky', nonce: '7', direction: 'over', chance: '2500', result: '8123' });
  });

  it('carries the mines count and leaves the seed out while it is still in use', () => {
    const round: Pick<RecallRound, 'vassalage' | 'gameCode' | 'fairness' | 'outcome'> = { vassalage: 'HOUSE', gameCode: 'MINES', fairness: { ...fairness, serverSeed: null }, outcome: { mines: 5, revealed: [1, 2] } };
    const form = parseVerifyParams(new URL(verifyLinkOf(round, '/house/verify')!, 'https://site.test').searchParams);
    expect(form).toMatchObject({ game: 'MINES', serverSeed: '', serverSeedHash: fairness.serverSeedHash, mines: '5', nonce: '7' });
  });

  it('opens a crash round by its round id and a slot round with its total win', () => {
    const crash = parseVerifyParams(new URL(verifyLinkOf({ vassalage: 'HOUSE', gameCode: 'CRASH', fairness, outcome: { crashRoundId: '42', autoCashOut: null } }, '/house/verify')!, 'https://site.test').searchParams);
    expect(crash).toMatchObject({ game: 'CRASH', serverSeed: fairness.serverSeed, crashRoundId: '42' });
    const slot = parseVerifyParams(new URL(verifyLinkOf({ vassalage: 'HOUSE', gameCode: 'SLOT', fairness, outcome: { lineBet: 5, totalWin: 350 } }, '/house/verify')!, 'https://site.test').searchParams);
    expect(slot).toMatchObject({ game: 'SLOT', clientSeed: 'lucky', nonce: '7', result: '350' });
  });

  it('has no link for vendor rounds or rounds without fairness data', () => {
    expect(verifyLinkOf({ vassalage: 'TIDE', gameCode: 'DICE', fairness, outcome: null }, '/house/verify')).toBeNull();
    expect(verifyLinkOf({ vassalage: 'HOUSE', gameCode: 'SLOT', fairness: null, outcome: null }, '/house/verify')).toBeNull();
  });
});
