import { describe, expect, it } from 'vitest';
import type { Game, VendorLane } from '@platform/contract';
import { classifyOptions, matchesLocally, showsClassifySwiper, vendorOptions } from './lobby-options.ts';

const card = (vassalage: string) => ({ vassalage, name: `${vassalage} Play`, logoUrl: '', maintenance: false, gameCount: 1, entry: null });
const lane: VendorLane = {
  title: 'Slots',
  gameType: 'RNG',
  cards: { TIDE: card('TIDE'), HOUSE: card('HOUSE') },
  order: ['HOUSE', 'TIDE'],
  gameClassify: [
    { key: 'SLOT', name: 'Slots', vendors: ['TIDE'] },
    { key: 'MEGAWAYS', name: 'Megaways', vendors: ['TIDE'] },
    { key: 'ORIGINALS', name: 'Originais', vendors: ['HOUSE'] },
  ],
};

describe('vendor dropdown', () => {
  it('offers ALL and then the vendors in lane order', () => {
    expect(vendorOptions(lane, 'Todos').map((option) => option.key)).toEqual(['ALL', 'HOUSE', 'TIDE']);
    expect(vendorOptions(undefined, 'Todos')).toEqual([{ key: 'ALL', name: 'Todos' }]);
  });
});

describe('classification swiper', () => {
  it('lists the classifications of the chosen vendor after ALL', () => {
    expect(classifyOptions(lane, 'ALL', 'Todos').map((option) => option.key)).toEqual(['ALL', 'SLOT', 'MEGAWAYS', 'ORIGINALS']);
    expect(classifyOptions(lane, 'HOUSE', 'Todos').map((option) => option.key)).toEqual(['ALL', 'ORIGINALS']);
  });

  it('shows only when more than one entry exists', () => {
    expect(showsClassifySwiper(classifyOptions(lane, 'TIDE', 'Todos'))).toBe(true);
    expect(showsClassifySwiper(classifyOptions(lane, 'HOUSE', 'Todos'))).toBe(false);
    expect(showsClassifySwiper(classifyOptions(undefined, 'ALL', 'Todos'))).toBe(false);
  });
});

describe('local filter of favourites and recent games', () => {
  const game = { gameName: 'Coração de Ouro', displayName: 'Golden Heart', gameClassify: 'SLOT' } as Game;

  it('matches the name without case or accents, in either language', () => {
    expect(matchesLocally(game, 'ALL', 'CORACAO')).toBe(true);
    expect(matchesLocally(game, 'ALL', 'golden')).toBe(true);
    expect(matchesLocally(game, 'ALL', 'silver')).toBe(false);
  });

  it('keeps only the chosen classification', () => {
    expect(matchesLocally(game, 'SLOT', '')).toBe(true);
    expect(matchesLocally(game, 'MEGAWAYS', '')).toBe(false);
  });
});
