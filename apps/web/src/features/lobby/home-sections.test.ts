import { describe, expect, it } from 'vitest';
import type { Game, GameType, VendorCard, VendorLane } from '@platform/contract';
import { buildHomeSections, carouselHasArrows, homeRows, type HomeSection, type HomeSectionSources } from './home-sections.ts';

function games(count: number, gameType: GameType = 'RNG'): Game[] {
  return Array.from({ length: count }, (_, index) => ({
    nodeId: index + 1, nodeName: `Game ${index}`, gameName: `Game ${index}`, displayName: `Game ${index}`, gameCode: `G${index}`,
    vassalage: 'TIDE', vendorName: 'Tide', gameType, gameClassify: 'SLOT', iconUrl: '', showIcon: '', lagerIcon: '',
    isHot: 1, isNew: 0, isGame: 'GAME', maintenance: false,
  }));
}

function lane(gameType: GameType, vendorCount: number): VendorLane {
  const order = Array.from({ length: vendorCount }, (_, index) => `V${index}`);
  const cards = Object.fromEntries(order.map((vassalage) => [vassalage, { vassalage, name: vassalage, logoUrl: '', maintenance: false, gameCount: 3, entry: null }]));
  return { title: gameType, gameType, cards, order, gameClassify: [] };
}

const empty: HomeSectionSources = { loggedIn: false, recent: [], hot: [], favourites: [], house: [], lanes: [] };
const keysOf = (sources: HomeSectionSources) => buildHomeSections(sources).map((section) => section.key);

describe('home sections (spec §2 Home)', () => {
  it('home hot list is capped at 12', () => {
    const [hot] = buildHomeSections({ ...empty, hot: games(40) });
    expect(hot?.kind === 'games' && hot.games.length).toBe(12);
  });

  it('recent shows only for a logged-in member with items, up to 24', () => {
    expect(keysOf({ ...empty, recent: games(3) })).toEqual([]);
    expect(keysOf({ ...empty, loggedIn: true, recent: [] })).toEqual([]);
    const [recent] = buildHomeSections({ ...empty, loggedIn: true, recent: games(30) });
    expect(recent?.key).toBe('recent');
    expect(recent?.kind === 'games' && recent.games.length).toBe(24);
  });

  it('home vendor lists are capped at 5', () => {
    const [rng] = buildHomeSections({ ...empty, lanes: [lane('RNG', 13)] });
    expect(rng?.kind === 'vendors' && rng.cards.map((card) => card.vassalage)).toEqual(['V0', 'V1', 'V2', 'V3', 'V4']);
  });

  it('sports, esports and cockfight show only if they have vendors', () => {
    expect(keysOf({ ...empty, lanes: [lane('SPORTS', 0), lane('ESPORTS', 2), lane('COCK', 0)] })).toEqual(['ESPORTS']);
  });

  it('keeps the order of the spec: recent, hot, favourites, RNG, live, fishing, PVP, house, sports, esports, cockfight', () => {
    const lanes = (['COCK', 'ESPORTS', 'SPORTS', 'PVP', 'FISH', 'LIVE', 'RNG'] as const).map((gameType) => lane(gameType, 2));
    const sources = { loggedIn: true, recent: games(2), hot: games(2), favourites: games(2), house: games(4), lanes };
    expect(keysOf(sources)).toEqual(['recent', 'hot', 'favourites', 'RNG', 'LIVE', 'FISH', 'PVP', 'house', 'SPORTS', 'ESPORTS', 'COCK']);
  });

  it('game sections hold at most 24 games', () => {
    const [house] = buildHomeSections({ ...empty, house: games(30) });
    expect(house?.kind === 'games' && house.games.length).toBe(24);
  });

  it('favourites show only for a logged-in member', () => {
    expect(keysOf({ ...empty, favourites: games(2) })).toEqual([]);
    expect(keysOf({ ...empty, loggedIn: true, favourites: games(2) })).toEqual(['favourites']);
  });
});

describe('home carousels', () => {
  it('show arrows only above 6 items', () => {
    expect(carouselHasArrows(6)).toBe(false);
    expect(carouselHasArrows(7)).toBe(true);
  });
});

describe('home rows', () => {
  const lane = (key: GameType, count: number): HomeSection => ({
    kind: 'vendors',
    key,
    title: key,
    cards: Array.from({ length: count }, (_, index) => ({ vassalage: `${key}${index}` }) as unknown as VendorCard),
  });
  const shape = (rows: ReturnType<typeof homeRows>) => rows.map((row) => (row.kind === 'games' ? row.section.key : row.lanes.map((entry) => entry.key).join('+')));

  it('puts lanes with few vendors side by side and never leaves a row of one or two tiles', () => {
    const hot: HomeSection = { kind: 'games', key: 'hot', games: [] };
    const rows = homeRows([hot, lane('RNG', 5), lane('LIVE', 3), lane('FISH', 2), lane('PVP', 1), { kind: 'games', key: 'house', games: [] }, lane('SPORTS', 3), lane('ESPORTS', 3), lane('COCK', 1)]);
    expect(shape(rows)).toEqual(['hot', 'RNG', 'LIVE+FISH+PVP', 'house', 'SPORTS', 'ESPORTS+COCK']);
    expect(rows.filter((row) => row.kind === 'vendors').map((row) => row.columns)).toEqual([5, 6, 3, 4]);
  });
});
