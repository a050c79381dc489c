import { describe, expect, it } from 'vitest';
import type { FavouriteListValue, Game } from '@platform/contract';
import { withFavouriteId, withoutFavourite } from './favourite-lists.ts';

const game = (nodeId: number) => ({ nodeId, gameName: `G${nodeId}` }) as Game;
const page: FavouriteListValue = { content: [game(1), game(2), game(3)], pageNum: 1, totalPages: 1, totalElements: 3 };

describe('favourite lists', () => {
  it('drop a removed game at once', () => {
    expect(withoutFavourite(page, 2)).toEqual({ ...page, content: [game(1), game(3)], totalElements: 2 });
  });

  it('stay the same object when the game was not in the list', () => {
    expect(withoutFavourite(page, 9)).toBe(page);
    expect(withoutFavourite(undefined, 9)).toBeUndefined();
  });

  it('add and remove ids without duplicates', () => {
    expect(withFavouriteId({ nodeIds: [1, 2] }, 2, true)).toEqual({ nodeIds: [1, 2] });
    expect(withFavouriteId({ nodeIds: [1, 2] }, 3, true)).toEqual({ nodeIds: [1, 2, 3] });
    expect(withFavouriteId({ nodeIds: [1, 2] }, 1, false)).toEqual({ nodeIds: [2] });
    expect(withFavouriteId(undefined, 4, true)).toEqual({ nodeIds: [4] });
  });
});
