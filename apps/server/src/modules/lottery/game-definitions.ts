/**
 * The games a merchant starts with: the platform's own lottery vendors of the lobby's catalogue (same
 * vendor and game codes), each with its family, schedule, close time, prize mode, unit prices and limits.
 * Every figure here is a default the operator can change per game.
 */
import { platformVendors, type LotteryFamilyCode, type LotteryLimits, type LotterySchedule, type PrizeMode, type VietnamRegionCode } from '@platform/contract';
import type { LocalisedNames } from './tables.ts';

export interface GameDefinition {
  gameCode: string;
  vendorCode: string;
  family: LotteryFamilyCode;
  region: VietnamRegionCode | null;
  prizeMode: PrizeMode;
  names: LocalisedNames;
  schedule: LotterySchedule;
  timeZone: string;
  closeSeconds: number;
  unitPrices: number[];
  limits: LotteryLimits;
  sort: number;
}

/** Fast games follow the merchant's clock; the regional lotteries their own countries'. */
const merchantZone = 'America/Sao_Paulo';
const vietnamZone = 'Asia/Ho_Chi_Minh';
const thaiZone = 'Asia/Bangkok';
const malaysiaZone = 'Asia/Kuala_Lumpur';

/** ELOTT fixed odds default to 98 % of the fair payout: even chances 1.96, a single digit 9.8. */
export const elottReturnMilli = 980;

export const defaultLimits: LotteryLimits = {
  multiplierMax: 10_000,
  stakeMin: 2,
  stakeMax: 10_000_000,
  stakePerNumberMax: 20_000_000,
  stakePerDrawMax: 0,
  payoutPerBetMax: 100_000_000,
  payoutPerDrawMax: 0,
};

const fastFamilies: { family: LotteryFamilyCode; code: string; label: string; zh: string }[] = [
  { family: 'ssc', code: 'SSC', label: 'SSC', zh: '时时彩' },
  { family: '11x5', code: 'ELEVEN_FIVE', label: '11x5', zh: '11选5' },
  { family: 'k3', code: 'K3', label: 'K3', zh: '快3' },
  { family: 'pk10', code: 'PK10', label: 'PK10', zh: 'PK10' },
  { family: 'keno', code: 'KENO', label: 'Keno', zh: '快乐8' },
];

function every(seconds: number): LotterySchedule {
  return { kind: 'interval', seconds };
}

function periodNames(label: string, zh: string, seconds: number): LocalisedNames {
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return { pt: `${label} ${minutes} min`, en: `${label} ${minutes} min`, es: `${label} ${minutes} min`, zh: `${zh}${minutes}分钟` };
  }
  return { pt: `${label} ${seconds} seg`, en: `${label} ${seconds} sec`, es: `${label} ${seconds} seg`, zh: `${zh}${seconds}秒` };
}

/** Betting closes a few seconds before a fast draw: more for the longer intervals. */
function fastCloseSeconds(seconds: number): number {
  return seconds >= 300 ? 15 : seconds >= 180 ? 10 : 5;
}

function fastGames(vendorCode: string, prizeMode: PrizeMode, periods: { code: string; seconds: number }[], unitPrices: number[], sortBase: number): GameDefinition[] {
  return fastFamilies.flatMap((family, familyIndex) =>
    periods.map((period, periodIndex) => ({
      gameCode: `${family.code}_${period.code}`,
      vendorCode,
      family: family.family,
      region: null,
      prizeMode,
      names: periodNames(family.label, family.zh, period.seconds),
      schedule: every(period.seconds),
      timeZone: merchantZone,
      closeSeconds: fastCloseSeconds(period.seconds),
      unitPrices,
      limits: defaultLimits,
      sort: sortBase + familyIndex * 10 + periodIndex,
    })),
  );
}

type Province = [code: string, name: string, weekdays: number[]];

// Weekdays count from Sunday (0). The North draws daily (Miền Bắc) with the province rotating by weekday.
const vietnamProvinces: Record<'north' | 'central' | 'south', { time: string; provinces: Province[] }> = {
  north: {
    time: '18:15',
    provinces: [
      ['VN_MIEN_BAC', 'Miền Bắc', [0, 1, 2, 3, 4, 5, 6]],
      ['VN_HA_NOI', 'Hà Nội', [1, 4]],
      ['VN_QUANG_NINH', 'Quảng Ninh', [2]],
      ['VN_BAC_NINH', 'Bắc Ninh', [3]],
      ['VN_HAI_PHONG', 'Hải Phòng', [5]],
      ['VN_NAM_DINH', 'Nam Định', [6]],
      ['VN_THAI_BINH', 'Thái Bình', [0]],
    ],
  },
  central: {
    time: '17:15',
    provinces: [
      ['VN_DA_NANG', 'Đà Nẵng', [3, 6]],
      ['VN_HUE', 'Thừa Thiên Huế', [0, 1]],
      ['VN_KHANH_HOA', 'Khánh Hòa', [0, 3]],
      ['VN_QUANG_NAM', 'Quảng Nam', [2]],
      ['VN_BINH_DINH', 'Bình Định', [4]],
      ['VN_GIA_LAI', 'Gia Lai', [5]],
      ['VN_DAK_LAK', 'Đắk Lắk', [2]],
    ],
  },
  south: {
    time: '16:15',
    provinces: [
      ['VN_HO_CHI_MINH', 'Hồ Chí Minh', [1, 6]],
      ['VN_DONG_NAI', 'Đồng Nai', [3]],
      ['VN_CAN_THO', 'Cần Thơ', [3]],
      ['VN_VUNG_TAU', 'Vũng Tàu', [2]],
      ['VN_BEN_TRE', 'Bến Tre', [2]],
      ['VN_AN_GIANG', 'An Giang', [4]],
      ['VN_TAY_NINH', 'Tây Ninh', [4]],
      ['VN_VINH_LONG', 'Vĩnh Long', [5]],
    ],
  },
};

const vietnamUnitPrices = [10, 100, 1_000];

function vietnamGames(): GameDefinition[] {
  const regional = (Object.entries(vietnamProvinces) as ['north' | 'central' | 'south', { time: string; provinces: Province[] }][]).flatMap(
    ([region, { time, provinces }], regionIndex) =>
      provinces.map(([gameCode, name, weekdays], index) => ({
        gameCode,
        vendorCode: platformVendors.vietnamLottery,
        family: 'vietnam' as const,
        region,
        prizeMode: 'ELOTT' as const,
        names: { pt: name, en: name, es: name, zh: name },
        schedule: { kind: 'weekly' as const, time, weekdays },
        timeZone: vietnamZone,
        closeSeconds: 600,
        unitPrices: vietnamUnitPrices,
        limits: defaultLimits,
        sort: 300 + regionIndex * 20 + index,
      })),
  );
  const fast = [1, 3, 5].map((minutes, index) => ({
    gameCode: `VN_FAST_${minutes}M`,
    vendorCode: platformVendors.vietnamLottery,
    family: 'vietnam' as const,
    region: 'north' as const,
    prizeMode: 'ELOTT' as const,
    names: { pt: `Loteria rápida ${minutes} min`, en: `Fast lottery ${minutes} min`, es: `Lotería rápida ${minutes} min`, zh: `${minutes}分钟快彩` },
    schedule: every(minutes * 60),
    timeZone: vietnamZone,
    closeSeconds: fastCloseSeconds(minutes * 60),
    unitPrices: vietnamUnitPrices,
    limits: defaultLimits,
    sort: 380 + index,
  }));
  return [...regional, ...fast];
}

const fourDGames: [code: string, name: string][] = [
  ['SEA_MAGNUM_4D', 'Magnum 4D'], ['SEA_TOTO_4D', 'Toto 4D'], ['SEA_DAMACAI', 'Da Ma Cai 1+3D'], ['SEA_SINGAPORE_4D', 'Singapore 4D'],
  ['SEA_SABAH_88', 'Sabah 88'], ['SEA_SANDAKAN_4D', 'Sandakan 4D'], ['SEA_CASH_SWEEP', 'Cash Sweep'], ['SEA_GRAND_DRAGON', 'Grand Dragon 4D'],
];

function seaGame(gameCode: string, family: 'thai' | '4d', names: LocalisedNames, schedule: LotterySchedule, timeZone: string, closeSeconds: number, sort: number): GameDefinition {
  return { gameCode, vendorCode: platformVendors.southEastAsiaLottery, family, region: null, prizeMode: 'SEA', names, schedule, timeZone, closeSeconds, unitPrices: [100, 1_000], limits: defaultLimits, sort };
}

function seaGames(): GameDefinition[] {
  const fourD = fourDGames.map(([code, name], index) =>
    seaGame(code, '4d', { pt: name, en: name, es: name, zh: name }, { kind: 'weekly', time: '19:00', weekdays: [0, 3, 6] }, malaysiaZone, 1_800, 400 + index),
  );
  return [
    seaGame('SEA_THAI', 'thai', { pt: 'Loteria Tailandesa', en: 'Thai Lottery', es: 'Lotería Tailandesa', zh: '泰国彩' }, { kind: 'monthly', time: '15:30', days: [1, 16] }, thaiZone, 1_800, 390),
    seaGame('SEA_THAI_5M', 'thai', { pt: 'Tailandesa rápida 5 min', en: 'Fast Thai 5 min', es: 'Tailandesa rápida 5 min', zh: '泰国快彩5分钟' }, every(300), thaiZone, 15, 391),
    ...fourD,
    seaGame('SEA_4D_5M', '4d', { pt: '4D rápido 5 min', en: 'Fast 4D 5 min', es: '4D rápido 5 min', zh: '4D快彩5分钟' }, every(300), malaysiaZone, 15, 420),
  ];
}

/** Every game a merchant starts with. */
export function defaultGameDefinitions(): GameDefinition[] {
  return [
    ...fastGames(platformVendors.lottery, 'LOTT', [{ code: '1M', seconds: 60 }, { code: '3M', seconds: 180 }, { code: '5M', seconds: 300 }], [200, 20, 2], 100),
    ...fastGames(platformVendors.eLottery, 'ELOTT', [{ code: '45S', seconds: 45 }, { code: '75S', seconds: 75 }], [100, 10], 200),
    ...vietnamGames(),
    ...seaGames(),
  ];
}
