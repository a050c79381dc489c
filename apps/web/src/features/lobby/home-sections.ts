import type { Game, GameType, VendorCard, VendorLane } from '@platform/contract';

/** Limits of the home page (spec §9). */
export const homeLimits = {
  sectionSize: 24,
  recentMax: 24,
  hotMax: 12,
  vendorsMax: 5,
  /** Home carousels show this many slides, with arrows only when there are more items. */
  carouselSlides: 6,
} as const;

export type GameSectionKey = 'recent' | 'hot' | 'favourites' | 'house';

export type HomeSection =
  | { kind: 'games'; key: GameSectionKey; games: Game[] }
  | { kind: 'vendors'; key: GameType; title: string; cards: VendorCard[] };

export interface HomeSectionSources {
  loggedIn: boolean;
  recent: readonly Game[];
  hot: readonly Game[];
  favourites: readonly Game[];
  house: readonly Game[];
  lanes: readonly VendorLane[];
}

/** The vendor sections before the house games, then those after; every one shows only when its type has vendors. */
const vendorSectionsBeforeHouse: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
const vendorSectionsAfterHouse: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCK'];

/** A lane's vendor cards in the lane's order. */
export function laneCards(lane: VendorLane): VendorCard[] {
  return lane.order.flatMap((vassalage) => {
    const card = lane.cards[vassalage];
    return card ? [card] : [];
  });
}

function vendorSection(lanes: readonly VendorLane[], gameType: GameType): HomeSection[] {
  const lane = lanes.find((candidate) => candidate.gameType === gameType);
  if (!lane) return [];
  const cards = laneCards(lane);
  if (cards.length === 0) return [];
  return [{ kind: 'vendors', key: gameType, title: lane.title, cards: cards.slice(0, homeLimits.vendorsMax) }];
}

function gameSection(key: GameSectionKey, games: readonly Game[], limit: number, shown = true): HomeSection[] {
  if (!shown || games.length === 0) return [];
  return [{ kind: 'games', key, games: games.slice(0, limit) }];
}

/**
 * The sections of the home page in the order of spec §2: recent (logged in, with items), hot (12 at most),
 * favourites, the RNG, live, fishing and PVP vendors, the house games, then sports, esports and cockfight
 * when they have vendors. Vendor lists are capped at 5 and game sections at 24.
 */
export function buildHomeSections(sources: HomeSectionSources): HomeSection[] {
  return [
    ...gameSection('recent', sources.recent, homeLimits.recentMax, sources.loggedIn),
    ...gameSection('hot', sources.hot, homeLimits.hotMax),
    ...gameSection('favourites', sources.favourites, homeLimits.sectionSize, sources.loggedIn),
    ...vendorSectionsBeforeHouse.flatMap((gameType) => vendorSection(sources.lanes, gameType)),
    ...gameSection('house', sources.house, homeLimits.sectionSize),
    ...vendorSectionsAfterHouse.flatMap((gameType) => vendorSection(sources.lanes, gameType)),
  ];
}

/** A home carousel shows its arrows only when it has more items than slides. */
export function carouselHasArrows(itemCount: number, slides: number = homeLimits.carouselSlides): boolean {
  return itemCount > slides;
}
