import type { Game, VendorLane } from '@platform/contract';
import { normaliseSearchText } from '@platform/contract/lobby/search-text';
import { laneCards } from './home-sections.ts';
import { allEntries } from './lobby-filter.ts';

export interface LobbyOption {
  key: string;
  name: string;
}

/** The vendor dropdown: ALL, then the category's vendors in the lane's order. */
export function vendorOptions(lane: VendorLane | undefined, allName: string): LobbyOption[] {
  const vendors = lane ? laneCards(lane).map((card) => ({ key: card.vassalage, name: card.name })) : [];
  return [{ key: allEntries, name: allName }, ...vendors];
}

/** The classification entries: ALL, then those of the lane that the chosen vendor has games in. */
export function classifyOptions(lane: VendorLane | undefined, vendor: string, allName: string): LobbyOption[] {
  const entries = (lane?.gameClassify ?? []).filter((classify) => vendor === allEntries || classify.vendors.includes(vendor));
  return [{ key: allEntries, name: allName }, ...entries.map((classify) => ({ key: classify.key, name: classify.name }))];
}

/** The classification swiper shows only when there is more than one classification to choose from (spec §2). */
export function showsClassifySwiper(options: readonly LobbyOption[]): boolean {
  return options.filter((option) => option.key !== allEntries).length > 1;
}

/**
 * The favourites and recent lists come whole from the server; their classification and name search
 * are applied here, with the same normalisation as the server's search.
 */
export function matchesLocally(game: Game, classify: string, search: string): boolean {
  if (classify !== allEntries && game.gameClassify !== classify) return false;
  if (!search) return true;
  const wanted = normaliseSearchText(search);
  return [game.gameName, game.displayName].some((name) => normaliseSearchText(name).includes(wanted));
}
