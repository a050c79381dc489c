import type { Language } from '@platform/contract';

type Titles = Record<Language, string>;
const titles = (pt: string, en: string, es: string, zh: string): Titles => ({ pt, en, es, zh });

/** Display names of the game classifications of every type (lane and swiper labels). */
const classifyTitles: Record<string, Titles> = {
  BACCARAT: titles('Bacará', 'Baccarat', 'Baccarat', '百家乐'),
  ROULETTE: titles('Roleta', 'Roulette', 'Ruleta', '轮盘'),
  BLACKJACK: titles('Blackjack', 'Blackjack', 'Blackjack', '二十一点'),
  SICBO: titles('Sic Bo', 'Sic Bo', 'Sic Bo', '骰宝'),
  DRAGON_TIGER: titles('Dragão Tigre', 'Dragon Tiger', 'Dragón Tigre', '龙虎'),
  GAME_SHOW: titles('Game shows', 'Game shows', 'Concursos', '游戏秀'),
  LOBBY: titles('Lobby', 'Lobby', 'Lobby', '大厅'),
  SLOT: titles('Slots', 'Slots', 'Tragamonedas', '老虎机'),
  MEGAWAYS: titles('Megaways', 'Megaways', 'Megaways', 'Megaways'),
  JACKPOT: titles('Jackpots', 'Jackpots', 'Botes', '奖池'),
  TABLE: titles('Jogos de mesa', 'Table games', 'Juegos de mesa', '桌面游戏'),
  ORIGINALS: titles('Originais', 'Originals', 'Originales', '原创'),
  VIRTUAL: titles('Virtuais', 'Virtuals', 'Virtuales', '虚拟'),
  POKER: titles('Pôquer', 'Poker', 'Póker', '扑克'),
  MAHJONG: titles('Mahjong', 'Mahjong', 'Mahjong', '麻将'),
  CARD: titles('Cartas', 'Cards', 'Cartas', '纸牌'),
  FISHING: titles('Pesca', 'Fishing', 'Pesca', '捕鱼'),
  ARCADE: titles('Arcade', 'Arcade', 'Arcade', '街机'),
  SSC: titles('SSC', 'SSC', 'SSC', '时时彩'),
  ELEVEN_FIVE: titles('11x5', '11x5', '11x5', '11选5'),
  K3: titles('K3', 'K3', 'K3', '快3'),
  PK10: titles('PK10', 'PK10', 'PK10', 'PK10'),
  KENO: titles('Keno', 'Keno', 'Keno', '快乐8'),
  LOTTO: titles('Loto', 'Lotto', 'Lotto', '乐透'),
  VN_NORTH: titles('Norte', 'North', 'Norte', '北部'),
  VN_CENTRAL: titles('Centro', 'Central', 'Centro', '中部'),
  VN_SOUTH: titles('Sul', 'South', 'Sur', '南部'),
  VN_FAST: titles('Rápidas', 'Fast draws', 'Rápidas', '快开'),
  DERBY: titles('Derbies', 'Derbies', 'Derbis', '德比'),
};

/** The display name of a classification key; an unknown key shows as itself. */
export function classifyTitle(key: string, language: Language): string {
  return classifyTitles[key]?.[language] ?? key;
}
