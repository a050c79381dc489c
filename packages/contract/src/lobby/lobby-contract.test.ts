import { describe, expect, it } from 'vitest';
import { favouriteAddSchema, favouriteListQuerySchema, gameListQuerySchema, hotListQuerySchema } from './games.ts';
import { vendorLanesQuerySchema } from './menus.ts';
import { maskCustomerName, winnerBoardQuerySchema } from './winners.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('game list query', () => {
  it('defaults to client type 3, page 1 and the lobby page size of 36', () => {
    expect(gameListQuerySchema.parse({})).toEqual({ clientType: 3, pageNo: 1, pageSize: 36 });
  });

  it('treats empty values and ALL as no filter, and trims the search', () => {
    expect(gameListQuerySchema.parse({ gameType: 'ALL', vassalage: '', gameClassify: 'ALL', gameName: '  ção  ' })).toEqual({ clientType: 3, pageNo: 1, pageSize: 36, gameName: 'ção' });
    expect(gameListQuerySchema.parse({ gameName: '    ' }).gameName).toBeUndefined();
  });

  it('reads a comma-separated platform list', () => {
    expect(gameListQuerySchema.parse({ platform: 'flash, html5-desktop' }).platform).toEqual(['flash', 'html5-desktop']);
  });

  it.each([
    [{ pageNo: '0' }, 'pageNo'],
    [{ pageNo: '-1' }, 'pageNo'],
    [{ pageNo: '1.5' }, 'pageNo'],
    [{ pageNo: 'abc' }, 'pageNo'],
    [{ pageSize: '10000' }, 'pageSize'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ gameType: 'CASINO' }, 'gameType'],
    [{ vassalage: "' or 1=1 --" }, 'vassalage'],
    [{ vassalage: 'evo' }, 'vassalage'],
    [{ gameClassify: 'slot%' }, 'gameClassify'],
    [{ platform: 'windows' }, 'platform.0'],
    [{ gameName: 'x'.repeat(65) }, 'gameName'],
    [{ clientType: '99' }, 'clientType'],
  ])('refuses %j naming the field', (input, field) => {
    const result = gameListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuesOf(result)).toContain(field);
  });

  it('accepts search texts that look like SQL or wildcards: they are only text', () => {
    for (const gameName of ["' or 1=1 --", '%', '_', '\\', '%_%']) expect(gameListQuerySchema.parse({ gameName }).gameName).toBe(gameName);
  });
});

describe('other lobby queries', () => {
  it('fetches favourites whole by default and refuses more than 999 per page', () => {
    expect(favouriteListQuerySchema.parse({}).pageSize).toBe(999);
    expect(favouriteListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });

  it('asks hot games for every vendor on flash and html5-desktop unless told otherwise', () => {
    expect(hotListQuerySchema.parse({})).toEqual({ isPlatform: 2, platform: ['flash', 'html5-desktop'] });
    expect(hotListQuerySchema.parse({ isPlatform: '1' }).isPlatform).toBe(1);
    expect(hotListQuerySchema.safeParse({ isPlatform: '3' }).success).toBe(false);
  });

  it('bounds the winner board between 1 and 50, 20 by default', () => {
    expect(winnerBoardQuerySchema.parse({}).limitNum).toBe(20);
    expect(winnerBoardQuerySchema.safeParse({ limitNum: '51' }).success).toBe(false);
    expect(winnerBoardQuerySchema.safeParse({ limitNum: '0' }).success).toBe(false);
  });

  it('takes html5-desktop lanes by default', () => {
    expect(vendorLanesQuerySchema.parse({}).platform).toBe('html5-desktop');
  });

  it('needs a node id, a vendor code and a known game type to add a favourite', () => {
    expect(favouriteAddSchema.parse({ nodeId: '100001', vendor: 'HOUSE', gameType: 'RNG' })).toEqual({ nodeId: 100001, vendor: 'HOUSE', gameType: 'RNG' });
    expect(issuesOf(favouriteAddSchema.safeParse({ nodeId: 0, vendor: 'house', gameType: 'SLOTS' })).sort()).toEqual(['gameType', 'nodeId', 'vendor']);
  });
});

describe('maskCustomerName', () => {
  it.each([
    ['abcdefz', 'ab***z'],
    ['lucas1987', 'lu***7'],
    ['abcde', 'ab***e'],
    ['abcd', 'a***d'],
    ['ab', 'a***b'],
    ['a', 'a***'],
    ['', '***'],
    ['joão😀', 'jo***😀'],
  ])('%j shows as %j', (account, masked) => {
    expect(maskCustomerName(account)).toBe(masked);
  });
});
