import type { FavouriteListValue } from '@platform/contract';

/** A favourites page without one game, as the list shows at once when it is removed (spec §4 Favourites). */
export function withoutFavourite(value: FavouriteListValue | undefined, nodeId: number): FavouriteListValue | undefined {
  if (!value) return value;
  const content = value.content.filter((game) => game.nodeId !== nodeId);
  if (content.length === value.content.length) return value;
  return { ...value, content, totalElements: Math.max(0, value.totalElements - 1) };
}

/** The favourite id list with one id added or removed. */
export function withFavouriteId(value: { nodeIds: number[] } | undefined, nodeId: number, favourite: boolean): { nodeIds: number[] } {
  const others = (value?.nodeIds ?? []).filter((id) => id !== nodeId);
  return { nodeIds: favourite ? [...others, nodeId] : others };
}
