import type { Game, Language } from '@platform/contract';
import type { LocalisedNames } from './demo-catalogue.ts';
import type { GameCardRow } from './catalogue-repository.ts';

/** The name in a language, falling back to English and then Portuguese (every entry has both). */
export function localisedName(names: LocalisedNames, language: Language): string {
  return names[language] ?? names.en ?? names.pt;
}

/**
 * The generated artwork of a game, titled in the language of the card beside it; the version changes with the
 * names, so caches refresh on renames.
 */
export function gameArtUrl(nodeId: number, artVersion: string, language: Language, variant: 'square' | 'wide' = 'square'): string {
  return `/lgw/art/game/${nodeId}.svg?v=${encodeURIComponent(artVersion)}&lang=${language}${variant === 'wide' ? '&variant=wide' : ''}`;
}

/** A vendor's logo: the operator's image when set, else the generated artwork. */
export function vendorLogoUrl(code: string, logoUrl: string | null): string {
  return logoUrl ?? `/lgw/art/vendor/${code}.svg`;
}

/** A catalogue row as the card every lobby list returns (spec §3 Game). */
export function toGameCard(row: GameCardRow, language: Language): Game {
  const name = localisedName(row.names, language);
  const iconUrl = row.icon_url ?? gameArtUrl(row.node_id, row.art_version, language);
  return {
    nodeId: row.node_id,
    nodeName: name,
    gameName: name,
    displayName: row.display_name,
    gameCode: row.game_code,
    vassalage: row.vendor_code,
    vendorName: localisedName(row.vendor_names, language),
    gameType: row.game_type,
    gameClassify: row.game_classify,
    iconUrl,
    showIcon: iconUrl,
    lagerIcon: row.large_icon_url ?? gameArtUrl(row.node_id, row.art_version, language, 'wide'),
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    isGame: row.is_game,
    maintenance: row.maintenance,
  };
}
