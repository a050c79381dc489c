import { describe, expect, it } from 'vitest';
import type { WinnerEntry } from '@platform/contract/lobby/winners';
import { mergeWinner, parseWinnerEvent } from './live-winners.ts';

const vo = { customerName: 'li***7', winAmount: 5_000, iconUrl: '/lgw/art/game/9.svg?lang=pt', vassalage: 'HOUSE', gameCode: 'DICE', gameName: 'Dados', gameType: 'RNG', nodeId: 9 };
const entry = (winAmount: number, customerName = 'ab***c'): WinnerEntry => ({ vo: { ...vo, winAmount, customerName } as WinnerEntry['vo'] });

describe('live winner rows', () => {
  it("reads a pushed win as the board's row in the reader's language", () => {
    const message = JSON.stringify({ type: 'winner', vo, localised: { pt: { gameName: 'Dados', iconUrl: vo.iconUrl }, en: { gameName: 'Dice', iconUrl: '/lgw/art/game/9.svg?lang=en' } } });
    expect(parseWinnerEvent(message, 'en')).toEqual({ vo: { ...vo, gameName: 'Dice', iconUrl: '/lgw/art/game/9.svg?lang=en' } });
    expect(parseWinnerEvent(message, 'pt')).toEqual({ vo });
    // A language the event lacks keeps the default one's names.
    expect(parseWinnerEvent(message, 'zh')).toEqual({ vo });
  });

  it('ignores other messages and malformed wins', () => {
    for (const message of ['not json', JSON.stringify({ type: 'subscribed', topic: 'lobby:winners' }), JSON.stringify({ type: 'winner', vo: { ...vo, winAmount: 1.5 }, localised: {} }), JSON.stringify({ type: 'winner', vo: { ...vo, customerName: 7 }, localised: {} }), 42]) {
      expect(parseWinnerEvent(message, 'pt')).toBeUndefined();
    }
  });

  it('merges a new win in amount order, first among equal amounts, keeping the row cap', () => {
    const board = [entry(9_000), entry(5_000), entry(1_000)];
    expect(mergeWinner(board, entry(5_000, 'ne***w'), 3).map((row) => [row.vo.winAmount, row.vo.customerName])).toEqual([
      [9_000, 'ab***c'],
      [5_000, 'ne***w'],
      [5_000, 'ab***c'],
    ]);
    expect(mergeWinner(board, entry(20_000, 'ne***w'), 3)[0]!.vo.customerName).toBe('ne***w');
    expect(mergeWinner(board, entry(500, 'ne***w'), 3)).toEqual(board);
    expect(mergeWinner([], entry(500), 20)).toHaveLength(1);
  });
});
