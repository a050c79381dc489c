/**
 * The demo catalogue: the platform's own vendors and games plus generated demo vendors with more than
 * ten thousand games. Everything is derived from HMAC-SHA-256 of a fixed key and an index, so every
 * start produces the same catalogue; names come from the word lists in PT and EN.
 */
import { createHmac } from 'node:crypto';
import { houseGameCodes, platformVendors, type GameKind, type GamePlatform, type GameType } from '@platform/contract';
import {
  adjectives,
  cardGames,
  cockfightArenas,
  liveTables,
  lotteryCities,
  nouns,
  slotEndings,
  tableGames,
  vendorStems,
  virtualEsports,
  virtualSports,
  winnerNames,
  type Adjective,
  type Noun,
  type Pair,
} from './demo-words.ts';

/** Names per language; PT and EN always, ES and ZH where translated (readers fall back to EN). */
export type LocalisedNames = { pt: string; en: string; es?: string; zh?: string };

export interface CatalogueVendor {
  code: string;
  names: LocalisedNames;
  gameTypes: GameType[];
  isPlatform: boolean;
  sort: number;
}

export interface CatalogueGame {
  nodeId: number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  gameClassify: string;
  isGame: GameKind;
  names: LocalisedNames;
  displayName: string;
  platforms: GamePlatform[];
  isHot: boolean;
  popularity: number;
  releasedDaysAgo: number;
  sort: number;
}

export interface DemoWinner {
  account: string;
  nodeId: number;
  winAmount: number;
  minutesAgo: number;
}

/** The classification of vendor entries (isGame VASSALAGE); lists of games never show them. */
export const vendorEntryClassify = 'VENDOR';
/** Seeded node ids start here; ids from 1,000,000 up belong to games added later. */
const firstNodeId = 100_000;
const hashKey = 'demo-catalogue';

function hashOf(label: string): Buffer {
  return createHmac('sha256', hashKey).update(label).digest();
}

function pick<Item>(items: readonly Item[], value: number): Item {
  const item = items[value % items.length];
  if (item === undefined) throw new Error('cannot pick from an empty list');
  return item;
}

function agree(adjective: Adjective, noun: Pick<Noun, 'gender'>): string {
  return noun.gender === 'm' ? adjective.masculine : adjective.feminine;
}

function romanSuffix(count: number): string {
  const numerals = ['', '', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];
  return numerals[count] ?? ` ${count}`;
}

/** A name with its classification, before it is made unique within its vendor. */
interface DraftGame {
  names: LocalisedNames;
  classify: string;
}

type Draft = (hash: Buffer, index: number, vendor: GeneratedVendorContext) => DraftGame;

interface GeneratedVendorContext {
  stem: string;
  counters: Map<string, number>;
}

/** The next number of a running series inside a vendor, such as the table numbers of live games. */
function nextNumber(vendor: GeneratedVendorContext, series: string): number {
  const next = (vendor.counters.get(series) ?? 0) + 1;
  vendor.counters.set(series, next);
  return next;
}

const draftSlot: Draft = (hash) => {
  if (hash[0]! < 20) {
    const table = pick(tableGames, hash[1]!);
    const modifier = pick(adjectives, hash[2]!);
    return { names: { en: `${modifier.en} ${table.en}`, pt: `${table.pt} ${agree(modifier, table)}` }, classify: 'TABLE' };
  }
  const noun = pick(nouns, hash.readUInt16BE(1));
  const modifier = pick(adjectives, hash.readUInt16BE(3));
  const ending = hash[5]! < 90 ? pick(slotEndings, hash[6]!) : undefined;
  const tail = ending ? ` ${ending.text}` : '';
  return { names: { en: `${modifier.en} ${noun.en}${tail}`, pt: `${noun.pt} ${agree(modifier, noun)}${tail}` }, classify: ending?.classify ?? 'SLOT' };
};

const liveWeights: [keyof typeof liveTables, number][] = [
  ['BACCARAT', 90], ['ROULETTE', 50], ['BLACKJACK', 50], ['SICBO', 20], ['DRAGON_TIGER', 18], ['GAME_SHOW', 28],
];

const draftLive: Draft = (hash, _index, vendor) => {
  let roll = hash[0]! % 256;
  const [classify] = liveWeights.find(([, weight]) => (roll -= weight) < 0) ?? liveWeights[0]!;
  const base = pick(liveTables[classify], hash[1]!);
  const table = nextNumber(vendor, base.en);
  return { names: { en: `${base.en} ${table}`, pt: `${base.pt} ${table}` }, classify };
};

const draftCards: Draft = (hash) => {
  const classify = pick(['POKER', 'MAHJONG', 'CARD', 'CARD'] as const, hash[0]!);
  const base = pick(cardGames[classify], hash[1]!);
  const modifier = pick(adjectives, hash[2]!);
  return { names: { en: `${modifier.en} ${base.en}`, pt: `${base.pt} ${modifier.masculine}` }, classify };
};

const draftFish: Draft = (hash) => {
  const noun = pick(nouns, hash.readUInt16BE(0));
  const modifier = pick(adjectives, hash.readUInt16BE(2));
  const of = noun.gender === 'm' ? 'do' : 'da';
  if (hash[4]! < 52) {
    return { names: { en: `${modifier.en} ${noun.en} Blaster`, pt: `Canhão ${of} ${noun.pt} ${agree(modifier, noun)}` }, classify: 'ARCADE' };
  }
  return { names: { en: `${modifier.en} ${noun.en} Fishing`, pt: `Pesca ${of} ${noun.pt} ${agree(modifier, noun)}` }, classify: 'FISHING' };
};

function draftWithLobby(lobby: (stem: string) => Pair, virtuals: readonly Pair[]): Draft {
  return (hash, index, vendor) => {
    if (index === 0) return { names: lobby(vendor.stem), classify: 'LOBBY' };
    const base = pick(virtuals, hash[0]!);
    const number = nextNumber(vendor, base.en);
    return { names: { en: `${base.en} ${number}`, pt: `${base.pt} ${number}` }, classify: 'VIRTUAL' };
  };
}

const draftSports = draftWithLobby((stem) => ({ en: `${stem} Sportsbook`, pt: `Apostas Desportivas ${stem}` }), virtualSports);
const draftEsports = draftWithLobby((stem) => ({ en: `${stem} Esports Arena`, pt: `Arena eSports ${stem}` }), virtualEsports);

const draftCockfight: Draft = (hash, index, vendor) => {
  if (index === 0) return { names: { en: `${vendor.stem} Cockfight Arena`, pt: `Arena de Galos ${vendor.stem}` }, classify: 'LOBBY' };
  const arena = pick(cockfightArenas, hash[0]!);
  const number = nextNumber(vendor, arena);
  return { names: { en: `${arena} Derby ${number}`, pt: `Derby de ${arena} ${number}` }, classify: 'DERBY' };
};

const lotteryFamilies = [
  { classify: 'SSC', label: 'SSC' }, { classify: 'ELEVEN_FIVE', label: '11x5' }, { classify: 'K3', label: 'K3' },
  { classify: 'PK10', label: 'PK10' }, { classify: 'KENO', label: 'Keno' },
] as const;

function draftLottery(unit: { en: string; pt: string }, periods: readonly number[]): Draft {
  return (hash, index) => {
    const family = pick(lotteryFamilies, index);
    const city = pick(lotteryCities, Math.floor(index / lotteryFamilies.length) + hash[0]!);
    const period = pick(periods, hash[1]!);
    return {
      names: { en: `${city.en} ${family.label} ${period} ${unit.en}`, pt: `${family.label} ${city.pt} ${period} ${unit.pt}` },
      classify: family.classify,
    };
  };
}

const drafts: Record<GameType, Draft> = {
  RNG: draftSlot,
  LIVE: draftLive,
  PVP: draftCards,
  FISH: draftFish,
  SPORTS: draftSports,
  ESPORTS: draftEsports,
  COCK: draftCockfight,
  LOTT: draftLottery({ en: 'min', pt: 'min' }, [1, 3, 5, 10]),
  ELOTT: draftLottery({ en: 'sec', pt: 'seg' }, [30, 45, 60, 90]),
};

/** The kinds of generated vendor: how many there are, what they serve, and how many games of each type. */
const vendorProfiles: { count: number; suffix: string; games: Partial<Record<GameType, number>>; extra?: { every: number; games: Partial<Record<GameType, number>> } }[] = [
  { count: 12, suffix: 'Play', games: { RNG: 640 }, extra: { every: 3, games: { FISH: 40 } } },
  { count: 6, suffix: 'Live', games: { LIVE: 181 } },
  { count: 3, suffix: 'Cards', games: { PVP: 240 }, extra: { every: 3, games: { FISH: 40 } } },
  { count: 2, suffix: 'Fishing', games: { FISH: 220 } },
  { count: 3, suffix: 'Sports', games: { SPORTS: 25 }, extra: { every: 2, games: { ESPORTS: 13 } } },
  { count: 1, suffix: 'Esports', games: { ESPORTS: 13 } },
  { count: 1, suffix: 'Cockfight', games: { COCK: 17 } },
  { count: 1, suffix: 'Lotto', games: { LOTT: 24 } },
  { count: 1, suffix: 'Keno', games: { ELOTT: 24 } },
];

/** The vendor stems in a fixed order derived from their hashes, so stems and kinds pair up the same way every time. */
function shuffledStems(): string[] {
  return [...vendorStems].sort((left, right) => hashOf(`vendor:${left}`).compare(hashOf(`vendor:${right}`)));
}

interface VendorPlan {
  vendor: CatalogueVendor;
  stem: string;
  games: Partial<Record<GameType, number>>;
}

function generatedVendorPlans(): VendorPlan[] {
  const stems = shuffledStems();
  const plans: VendorPlan[] = [];
  for (const profile of vendorProfiles) {
    for (let index = 0; index < profile.count; index += 1) {
      const stem = stems[plans.length];
      if (!stem) throw new Error('not enough vendor stems for the demo vendors');
      const games = { ...profile.games, ...(profile.extra && index % profile.extra.every === 0 ? profile.extra.games : {}) };
      const name = `${stem} ${profile.suffix}`;
      plans.push({
        stem,
        games,
        vendor: {
          code: stem.slice(0, 4).toUpperCase(),
          names: { pt: name, en: name, es: name, zh: name },
          gameTypes: Object.keys(games) as GameType[],
          isPlatform: false,
          sort: 100 + plans.length,
        },
      });
    }
  }
  return plans;
}

interface PlatformGame {
  code: string;
  type: GameType;
  classify: string;
  names: LocalisedNames;
  hot?: boolean;
}

const vietnamProvinces: Record<'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH', readonly [string, string][]> = {
  VN_NORTH: [['VN_MIEN_BAC', 'Miền Bắc'], ['VN_HA_NOI', 'Hà Nội'], ['VN_HAI_PHONG', 'Hải Phòng'], ['VN_QUANG_NINH', 'Quảng Ninh'], ['VN_BAC_NINH', 'Bắc Ninh'], ['VN_NAM_DINH', 'Nam Định'], ['VN_THAI_BINH', 'Thái Bình']],
  VN_CENTRAL: [['VN_DA_NANG', 'Đà Nẵng'], ['VN_HUE', 'Thừa Thiên Huế'], ['VN_KHANH_HOA', 'Khánh Hòa'], ['VN_QUANG_NAM', 'Quảng Nam'], ['VN_BINH_DINH', 'Bình Định'], ['VN_GIA_LAI', 'Gia Lai'], ['VN_DAK_LAK', 'Đắk Lắk']],
  VN_SOUTH: [['VN_HO_CHI_MINH', 'Hồ Chí Minh'], ['VN_DONG_NAI', 'Đồng Nai'], ['VN_CAN_THO', 'Cần Thơ'], ['VN_VUNG_TAU', 'Vũng Tàu'], ['VN_BEN_TRE', 'Bến Tre'], ['VN_AN_GIANG', 'An Giang'], ['VN_TAY_NINH', 'Tây Ninh'], ['VN_VINH_LONG', 'Vĩnh Long']],
};

function vietnamGames(): PlatformGame[] {
  const regional = Object.entries(vietnamProvinces).flatMap(([classify, provinces]) =>
    provinces.map(([code, name], index) => ({ code, type: 'ELOTT' as const, classify, names: { pt: name, en: name, es: name, zh: name }, hot: index === 0 })),
  );
  const fast = [1, 3, 5].map((minutes) => ({
    code: `VN_FAST_${minutes}M`,
    type: 'ELOTT' as const,
    classify: 'VN_FAST',
    names: { pt: `Loteria rápida ${minutes} min`, en: `Fast lottery ${minutes} min`, es: `Lotería rápida ${minutes} min`, zh: `${minutes}分钟快彩` },
  }));
  return [...regional, ...fast];
}

const families = [
  { classify: 'SSC', code: 'SSC', en: 'SSC', zh: '时时彩' },
  { classify: 'ELEVEN_FIVE', code: 'ELEVEN_FIVE', en: '11x5', zh: '11选5' },
  { classify: 'K3', code: 'K3', en: 'K3', zh: '快3' },
  { classify: 'PK10', code: 'PK10', en: 'PK10', zh: 'PK10' },
  { classify: 'KENO', code: 'KENO', en: 'Keno', zh: '快乐8' },
] as const;

function familyGames(type: 'LOTT' | 'ELOTT', periods: readonly { code: string; en: string; pt: string; zh: string }[]): PlatformGame[] {
  return families.flatMap((family) =>
    periods.map((period, index) => ({
      code: `${family.code}_${period.code}`,
      type,
      classify: family.classify,
      names: { pt: `${family.en} ${period.pt}`, en: `${family.en} ${period.en}`, es: `${family.en} ${period.en}`, zh: `${family.zh}${period.zh}` },
      hot: index === 0,
    })),
  );
}

const southEastAsiaGames: PlatformGame[] = [
  ['SEA_MAGNUM_4D', 'Magnum 4D'], ['SEA_TOTO_4D', 'Toto 4D'], ['SEA_DAMACAI', 'Da Ma Cai 1+3D'], ['SEA_SINGAPORE_4D', 'Singapore 4D'],
  ['SEA_SABAH_88', 'Sabah 88'], ['SEA_SANDAKAN_4D', 'Sandakan 4D'], ['SEA_CASH_SWEEP', 'Cash Sweep'], ['SEA_GRAND_DRAGON', 'Grand Dragon 4D'],
].map(([code, name]) => ({ code: code!, type: 'LOTT' as const, classify: 'LOTTO', names: { pt: name!, en: name!, es: name!, zh: name! } as LocalisedNames }))
  .concat([
    { code: 'SEA_THAI', type: 'LOTT', classify: 'LOTTO', names: { pt: 'Loteria Tailandesa', en: 'Thai Lottery', es: 'Lotería Tailandesa', zh: '泰国彩' } },
    { code: 'SEA_THAI_5M', type: 'LOTT', classify: 'LOTTO', names: { pt: 'Tailandesa rápida 5 min', en: 'Fast Thai 5 min', es: 'Tailandesa rápida 5 min', zh: '泰国快彩5分钟' } },
    { code: 'SEA_4D_5M', type: 'LOTT', classify: 'LOTTO', names: { pt: '4D rápido 5 min', en: 'Fast 4D 5 min', es: '4D rápido 5 min', zh: '4D快彩5分钟' } },
  ]);

/** The platform's own vendors (spec §4 Start game routes these to the house game and lottery pages). */
const platformCatalogue: { vendor: CatalogueVendor; games: PlatformGame[] }[] = [
  {
    vendor: { code: platformVendors.house, names: { pt: 'Jogos da Casa', en: 'House Games', es: 'Juegos de la Casa', zh: '自营游戏' }, gameTypes: ['RNG'], isPlatform: true, sort: 1 },
    games: [
      { code: houseGameCodes.slot, type: 'RNG', classify: 'ORIGINALS', names: { pt: 'Slot da Sorte', en: 'Lucky Slot', es: 'Tragamonedas de la Suerte', zh: '幸运老虎机' }, hot: true },
      { code: houseGameCodes.dice, type: 'RNG', classify: 'ORIGINALS', names: { pt: 'Dados', en: 'Dice', es: 'Dados', zh: '骰子' }, hot: true },
      { code: houseGameCodes.mines, type: 'RNG', classify: 'ORIGINALS', names: { pt: 'Minas', en: 'Mines', es: 'Minas', zh: '扫雷' }, hot: true },
      { code: houseGameCodes.crash, type: 'RNG', classify: 'ORIGINALS', names: { pt: 'Foguete', en: 'Crash', es: 'Cohete', zh: '火箭' }, hot: true },
    ],
  },
  {
    vendor: { code: platformVendors.lottery, names: { pt: 'Loteria', en: 'Lottery', es: 'Lotería', zh: '彩票' }, gameTypes: ['LOTT'], isPlatform: true, sort: 2 },
    games: familyGames('LOTT', [
      { code: '1M', en: '1 min', pt: '1 min', zh: '1分钟' },
      { code: '3M', en: '3 min', pt: '3 min', zh: '3分钟' },
      { code: '5M', en: '5 min', pt: '5 min', zh: '5分钟' },
    ]),
  },
  {
    vendor: { code: platformVendors.eLottery, names: { pt: 'Loteria Rápida', en: 'Fast Lottery', es: 'Lotería Rápida', zh: '极速彩' }, gameTypes: ['ELOTT'], isPlatform: true, sort: 3 },
    games: familyGames('ELOTT', [
      { code: '45S', en: '45 sec', pt: '45 seg', zh: '45秒' },
      { code: '75S', en: '75 sec', pt: '75 seg', zh: '75秒' },
    ]),
  },
  {
    vendor: { code: platformVendors.vietnamLottery, names: { pt: 'Loteria do Vietnã', en: 'Vietnam Lottery', es: 'Lotería de Vietnam', zh: '越南彩' }, gameTypes: ['ELOTT'], isPlatform: true, sort: 4 },
    games: vietnamGames(),
  },
  {
    vendor: { code: platformVendors.southEastAsiaLottery, names: { pt: 'Loteria do Sudeste Asiático', en: 'Southeast Asia Lottery', es: 'Lotería del Sudeste Asiático', zh: '东南亚彩' }, gameTypes: ['LOTT'], isPlatform: true, sort: 5 },
    games: southEastAsiaGames,
  },
];

/** Builds games one by one, numbering them and keeping names unique within each vendor. */
class CatalogueBuilder {
  readonly games: CatalogueGame[] = [];
  private readonly namesSeen = new Map<string, number>();

  add(vendor: CatalogueVendor, type: GameType, code: string, draft: DraftGame, options: { isGame?: GameKind; hot?: boolean; sort?: number } = {}): void {
    const hash = hashOf(`game:${vendor.code}:${type}:${code}`);
    const key = `${vendor.code}:${draft.names.en}`;
    const seen = (this.namesSeen.get(key) ?? 0) + 1;
    this.namesSeen.set(key, seen);
    const suffix = romanSuffix(seen);
    const names = suffix ? withSuffix(draft.names, suffix) : draft.names;
    this.games.push({
      nodeId: firstNodeId + this.games.length,
      vendorCode: vendor.code,
      gameCode: code,
      gameType: type,
      gameClassify: draft.classify,
      isGame: options.isGame ?? 'GAME',
      names,
      displayName: names.en,
      platforms: hash[13]! < 8 ? ['html5-desktop'] : ['html5-desktop', 'html5'],
      isHot: options.hot ?? hash[12]! < 4,
      popularity: (hash.readUInt16BE(8) * hash.readUInt16BE(10)) >>> 12,
      releasedDaysAgo: hash[14]! < 13 ? hash[15]! % 30 : 30 + (hash.readUInt16BE(16) % 690),
      sort: options.sort ?? 0,
    });
  }

  /** A vendor entry (VASSALAGE) for each of the vendor's game types that has no lobby game of its own. */
  addVendorEntries(vendor: CatalogueVendor): void {
    for (const type of vendor.gameTypes) {
      const hasLobby = this.games.some((game) => game.vendorCode === vendor.code && game.gameType === type && game.gameClassify === 'LOBBY');
      if (hasLobby) continue;
      this.add(vendor, type, 'VENDOR', { names: vendor.names, classify: vendorEntryClassify }, { isGame: 'VASSALAGE', hot: false, sort: vendor.sort });
    }
  }
}

function withSuffix(names: LocalisedNames, suffix: string): LocalisedNames {
  return Object.fromEntries(Object.entries(names).map(([language, name]) => [language, `${name}${suffix}`])) as LocalisedNames;
}

/** Builds the whole demo catalogue: platform vendors first, then the generated ones. */
export function buildDemoCatalogue(): { vendors: CatalogueVendor[]; games: CatalogueGame[] } {
  const builder = new CatalogueBuilder();
  const vendors: CatalogueVendor[] = [];
  for (const { vendor, games } of platformCatalogue) {
    vendors.push(vendor);
    for (const game of games) builder.add(vendor, game.type, game.code, { names: game.names, classify: game.classify }, { hot: game.hot ?? false, sort: -10 });
    builder.addVendorEntries(vendor);
  }
  for (const plan of generatedVendorPlans()) {
    vendors.push(plan.vendor);
    const context: GeneratedVendorContext = { stem: plan.stem, counters: new Map() };
    for (const [type, count] of Object.entries(plan.games) as [GameType, number][]) {
      for (let index = 0; index < count; index += 1) {
        const code = `${plan.vendor.code}-${type}-${String(index + 1).padStart(4, '0')}`;
        const draft = drafts[type](hashOf(`draft:${code}`), index, context);
        builder.add(plan.vendor, type, code, draft);
      }
    }
    builder.addVendorEntries(plan.vendor);
  }
  return { vendors, games: builder.games };
}

const winnerAmountBands = [5_000, 20_000, 100_000, 500_000, 2_000_000];

/** Demo wins on hot games: masked on the board, they fill it until enough real wins exist. */
export function buildDemoWinners(games: readonly CatalogueGame[], count = 60): DemoWinner[] {
  const candidates = games.filter((game) => game.isGame === 'GAME' && game.isHot);
  return Array.from({ length: count }, (_, index) => {
    const hash = hashOf(`winner:${index}`);
    const band = pick(winnerAmountBands, hash[0]!);
    return {
      account: `${pick(winnerNames, hash[1]!)}${1970 + (hash[2]! % 40)}`,
      nodeId: pick(candidates, hash.readUInt16BE(3)).nodeId,
      winAmount: band + (hash.readUInt32BE(5) % (band * 4)),
      minutesAgo: index * 37 + (hash[9]! % 30),
    };
  });
}
