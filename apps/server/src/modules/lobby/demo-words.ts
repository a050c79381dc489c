/**
 * Word lists for the demo catalogue's generated names. Portuguese places the adjective after the noun
 * and agrees with its gender, so every noun carries its gender and every adjective both forms.
 */

export type Gender = 'm' | 'f';
export interface Noun {
  en: string;
  pt: string;
  gender: Gender;
}
export interface Adjective {
  en: string;
  masculine: string;
  feminine: string;
}

const noun = (en: string, pt: string, gender: Gender): Noun => ({ en, pt, gender });
const adjective = (en: string, masculine: string, feminine = masculine): Adjective => ({ en, masculine, feminine });

export const nouns: readonly Noun[] = [
  noun('Dragon', 'Dragão', 'm'), noun('Lion', 'Leão', 'm'), noun('Tiger', 'Tigre', 'm'), noun('Phoenix', 'Fênix', 'f'),
  noun('Heart', 'Coração', 'm'), noun('Treasure', 'Tesouro', 'm'), noun('Star', 'Estrela', 'f'), noun('Moon', 'Lua', 'f'),
  noun('Sun', 'Sol', 'm'), noun('Thunder', 'Trovão', 'm'), noun('Fortune', 'Fortuna', 'f'), noun('Queen', 'Rainha', 'f'),
  noun('King', 'Rei', 'm'), noun('Pharaoh', 'Faraó', 'm'), noun('Pyramid', 'Pirâmide', 'f'), noun('Jungle', 'Selva', 'f'),
  noun('Ocean', 'Oceano', 'm'), noun('Volcano', 'Vulcão', 'm'), noun('Crown', 'Coroa', 'f'), noun('Diamond', 'Diamante', 'm'),
  noun('Ruby', 'Rubi', 'm'), noun('Emerald', 'Esmeralda', 'f'), noun('Wolf', 'Lobo', 'm'), noun('Eagle', 'Águia', 'f'),
  noun('Panda', 'Panda', 'm'), noun('Buffalo', 'Búfalo', 'm'), noun('Fruit', 'Fruta', 'f'), noun('Cherry', 'Cereja', 'f'),
  noun('Lotus', 'Lótus', 'm'), noun('Temple', 'Templo', 'm'), noun('Samurai', 'Samurai', 'm'), noun('Viking', 'Viking', 'm'),
  noun('Pirate', 'Pirata', 'm'), noun('Mermaid', 'Sereia', 'f'), noun('Unicorn', 'Unicórnio', 'm'), noun('Carnival', 'Carnaval', 'm'),
  noun('Song', 'Canção', 'f'), noun('Island', 'Ilha', 'f'), noun('Horse', 'Cavalo', 'm'), noun('Rooster', 'Galo', 'm'),
  noun('Coin', 'Moeda', 'f'), noun('Gem', 'Gema', 'f'), noun('Lantern', 'Lanterna', 'f'), noun('Storm', 'Tempestade', 'f'),
  noun('Kingdom', 'Reino', 'm'), noun('Wizard', 'Feiticeiro', 'm'), noun('Bird', 'Pássaro', 'm'), noun('Dog', 'Cão', 'm'),
  noun('Lightning', 'Relâmpago', 'm'), noun('Sugar', 'Açúcar', 'm'), noun('Goddess', 'Deusa', 'f'), noun('Jaguar', 'Jaguar', 'm'),
];

export const adjectives: readonly Adjective[] = [
  adjective('Golden', 'Dourado', 'Dourada'), adjective('Lucky', 'Sortudo', 'Sortuda'), adjective('Wild', 'Selvagem'),
  adjective('Mighty', 'Poderoso', 'Poderosa'), adjective('Sacred', 'Sagrado', 'Sagrada'), adjective('Royal', 'Real'),
  adjective('Magic', 'Mágico', 'Mágica'), adjective('Fiery', 'Ardente'), adjective('Frozen', 'Gelado', 'Gelada'),
  adjective('Hidden', 'Escondido', 'Escondida'), adjective('Ancient', 'Antigo', 'Antiga'), adjective('Crazy', 'Louco', 'Louca'),
  adjective('Sweet', 'Doce'), adjective('Shining', 'Brilhante'), adjective('Mystic', 'Místico', 'Mística'),
  adjective('Red', 'Vermelho', 'Vermelha'), adjective('Blue', 'Azul'), adjective('Black', 'Negro', 'Negra'),
  adjective('Silver', 'Prateado', 'Prateada'), adjective('Great', 'Grande'), adjective('Little', 'Pequeno', 'Pequena'),
  adjective('Electric', 'Elétrico', 'Elétrica'), adjective('Happy', 'Feliz'), adjective('Eternal', 'Eterno', 'Eterna'),
  adjective('Secret', 'Secreto', 'Secreta'), adjective('Brave', 'Valente'), adjective('Tropical', 'Tropical'),
  adjective('Cosmic', 'Cósmico', 'Cósmica'), adjective('Jolly', 'Alegre'), adjective('Emerald', 'Esmeraldino', 'Esmeraldina'),
];

/** Slot name endings and the classification they imply; most names have none. */
export const slotEndings: readonly { text: string; classify: 'SLOT' | 'MEGAWAYS' | 'JACKPOT' }[] = [
  { text: 'Megaways', classify: 'MEGAWAYS' }, { text: 'Jackpot', classify: 'JACKPOT' }, { text: 'Deluxe', classify: 'SLOT' },
  { text: 'Hold & Win', classify: 'SLOT' }, { text: 'Rush', classify: 'SLOT' }, { text: 'Mania', classify: 'SLOT' },
  { text: 'Bonanza', classify: 'SLOT' }, { text: '88', classify: 'SLOT' }, { text: 'Power Jackpot', classify: 'JACKPOT' },
  { text: 'Megaways Max', classify: 'MEGAWAYS' },
];

export interface Pair {
  en: string;
  pt: string;
}
const pair = (en: string, pt: string): Pair => ({ en, pt });

export const tableGames: readonly (Pair & { gender: Gender })[] = [
  { en: 'Blackjack', pt: 'Blackjack', gender: 'm' }, { en: 'Roulette', pt: 'Roleta', gender: 'f' }, { en: 'Baccarat', pt: 'Bacará', gender: 'm' },
  { en: 'Video Poker', pt: 'Vídeo Pôquer', gender: 'm' }, { en: 'Sic Bo', pt: 'Sic Bo', gender: 'm' }, { en: 'Red Dog', pt: 'Red Dog', gender: 'm' },
  { en: "Casino Hold'em", pt: "Hold'em de Cassino", gender: 'm' },
];

export const liveTables: Record<'BACCARAT' | 'ROULETTE' | 'BLACKJACK' | 'SICBO' | 'DRAGON_TIGER' | 'GAME_SHOW', readonly Pair[]> = {
  BACCARAT: [pair('Baccarat', 'Bacará'), pair('Speed Baccarat', 'Bacará Rápido'), pair('Squeeze Baccarat', 'Bacará Squeeze'), pair('No Commission Baccarat', 'Bacará Sem Comissão')],
  ROULETTE: [pair('Auto Roulette', 'Roleta Automática'), pair('Lightning Roulette', 'Roleta Relâmpago'), pair('Immersive Roulette', 'Roleta Imersiva'), pair('Brazilian Roulette', 'Roleta Brasileira')],
  BLACKJACK: [pair('Blackjack', 'Blackjack'), pair('Speed Blackjack', 'Blackjack Rápido'), pair('Infinite Blackjack', 'Blackjack Infinito')],
  SICBO: [pair('Sic Bo', 'Sic Bo'), pair('Super Sic Bo', 'Super Sic Bo')],
  DRAGON_TIGER: [pair('Dragon Tiger', 'Dragão Tigre')],
  GAME_SHOW: [pair('Money Wheel', 'Roda da Fortuna'), pair('Crazy Dice', 'Dados Loucos'), pair('Deal or Gamble', 'Aceita ou Arrisca')],
};

export const cardGames: Record<'POKER' | 'MAHJONG' | 'CARD', readonly Pair[]> = {
  POKER: [pair('Texas Hold\'em', 'Texas Hold\'em'), pair('Omaha', 'Omaha'), pair('Short Deck', 'Short Deck'), pair('Three Card Poker', 'Pôquer de Três Cartas')],
  MAHJONG: [pair('Mahjong', 'Mahjong'), pair('Mahjong Ways', 'Caminhos do Mahjong'), pair('Mahjong Duel', 'Duelo de Mahjong')],
  CARD: [pair('Truco', 'Truco'), pair('Buraco', 'Buraco'), pair('Sueca', 'Sueca'), pair('Tranca', 'Tranca'), pair('Teen Patti', 'Teen Patti'), pair('Rummy', 'Rummy'), pair('Niu Niu', 'Niu Niu')],
};

export const virtualSports: readonly Pair[] = [
  pair('Virtual Football', 'Futebol Virtual'), pair('Virtual Horse Racing', 'Corrida de Cavalos Virtual'),
  pair('Virtual Basketball', 'Basquete Virtual'), pair('Virtual Tennis', 'Tênis Virtual'), pair('Virtual Greyhounds', 'Galgos Virtuais'),
  pair('Penalty Shoot-out', 'Disputa de Pênaltis'),
];
export const virtualEsports: readonly Pair[] = [
  pair('Virtual Arena Shooter', 'Arena de Tiro Virtual'), pair('Virtual MOBA Clash', 'Confronto MOBA Virtual'), pair('eFootball Cup', 'Copa eFutebol'),
];
export const cockfightArenas: readonly string[] = ['Manila', 'Cebu', 'Bacolod', 'Davao', 'Iloilo', 'Pampanga', 'Cavite', 'Batangas'];
export const lotteryCities: readonly Pair[] = [
  pair('Lisbon', 'Lisboa'), pair('Rio', 'Rio'), pair('São Paulo', 'São Paulo'), pair('Macau', 'Macau'), pair('Tokyo', 'Tóquio'),
  pair('Berlin', 'Berlim'), pair('Cairo', 'Cairo'), pair('Seoul', 'Seul'),
];

/** Brand stems of the generated demo vendors; each is unique in its first four letters, which make the vendor code. */
export const vendorStems: readonly string[] = [
  'Nova', 'Lumina', 'Astra', 'Coral', 'Ember', 'Fjord', 'Gale', 'Halo', 'Iris', 'Jadeite', 'Koi', 'Lynx', 'Mesa', 'Noir', 'Opal',
  'Quartz', 'River', 'Sage', 'Tide', 'Umbra', 'Velo', 'Wave', 'Xeno', 'Yeti', 'Zest', 'Orbit', 'Pulse', 'Cobalt', 'Aurora', 'Blaze',
  'Cedar', 'Delta', 'Echo', 'Falcon', 'Granite',
];

/** First names and years of the demo winners' accounts; only the masked form is ever shown. */
export const winnerNames: readonly string[] = [
  'lucas', 'mariana', 'joao', 'beatriz', 'pedro', 'ana', 'rafael', 'camila', 'tiago', 'sofia', 'gabriel', 'larissa', 'miguel', 'helena',
  'diego', 'isabela', 'bruno', 'carla', 'felipe', 'juliana', 'ricardo', 'leticia', 'andre', 'patricia',
];
