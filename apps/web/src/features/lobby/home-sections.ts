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

type VendorSection = Extract<HomeSection, { kind: 'vendors' }>;

/** A row of the home page: a games section, or one or more vendor lanes side by side that fill the row together. */
export type HomeRow = { kind: 'games'; section: Extract<HomeSection, { kind: 'games' }> } | { kind: 'vendors'; lanes: VendorSection[]; columns: number };

/** A row of fewer tiles than this leaves wide tiles: it joins the row before it. */
const fewestTilesInRow = 3;

/**
 * Puts neighbouring vendor lanes with few vendors side by side, so that no lane leaves an empty area: lanes
 * join a row while their tiles fit the full lane's width (5), every tile of a row as wide as the others, and a
 * row left with one or two tiles joins the row before it rather than stretching them.
 */
export function homeRows(sections: readonly HomeSection[], rowTiles: number = homeLimits.vendorsMax): HomeRow[] {
  const rows: HomeRow[] = [];
  let open: Extract<HomeRow, { kind: 'vendors' }> | undefined;
  for (const section of sections) {
    if (section.kind === 'games') {
      rows.push({ kind: 'games', section });
      open = undefined;
      continue;
    }
    const tiles = section.cards.length;
    if (open && open.columns + tiles <= rowTiles) {
      open.lanes.push(section);
      open.columns += tiles;
    } else {
      open = { kind: 'vendors', lanes: [section], columns: tiles };
      rows.push(open);
    }
  }
  // A row of one or two tiles joins the vendor row before it, else the one after it.
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index]!;
    if (row.kind !== 'vendors' || row.columns >= fewestTilesInRow) continue;
    const before = rows[index - 1];
    const after = rows[index + 1];
    const neighbour = before?.kind === 'vendors' ? before : after?.kind === 'vendors' ? after : undefined;
    if (!neighbour) continue;
    if (neighbour === before) neighbour.lanes.push(...row.lanes);
    else neighbour.lanes.unshift(...row.lanes);
    neighbour.columns += row.columns;
    rows.splice(index, 1);
  }
  return rows;
}
