import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListValueSchema, winnerBoardValueSchema, type Game } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';

let test: TestApp;
let live: Game;

beforeAll(async () => {
  test = await createTestApp();
  live = gameListValueSchema.parse((await test.app.server.inject({ method: 'GET', url: '/lgw/games/list?gameType=LIVE&pageSize=1' })).json().value).games[0]!;
});
afterAll(async () => {
  await test.close();
});

async function board(query = '') {
  const response = await test.app.server.inject({ method: 'GET', url: `/lgw/games/winners${query}` });
  return { status: response.statusCode, value: response.statusCode === 200 ? winnerBoardValueSchema.parse(response.json().value) : response.json().value };
}

describe('winner board', () => {
  it('shows 20 demo wins until real ones exist: masked names, whole minor units, largest first', async () => {
    const { value } = await board('?language=pt');
    expect(value.list).toHaveLength(20);
    const amounts = value.list.map((entry: { vo: { winAmount: number } }) => entry.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((left, right) => right - left));
    for (const { vo } of value.list) {
      expect(vo.customerName).toMatch(/^[a-z]{2}\*\*\*\d$/);
      expect(Number.isSafeInteger(vo.winAmount)).toBe(true);
      expect(vo.iconUrl).toMatch(/^\/lgw\/art\/game\/\d+\.svg/);
    }
  });

  it('bounds the number of entries between 1 and 50', async () => {
    expect((await board('?limitNum=50')).value.list).toHaveLength(50);
    expect((await board('?limitNum=3')).value.list).toHaveLength(3);
    for (const limit of ['0', '51', 'abc']) expect((await board(`?limitNum=${limit}`)).status, limit).toBe(400);
  });

  it('keeps to one category when asked', async () => {
    const { value } = await board('?gameCategory=LIVE&limitNum=50');
    expect(value.list.every((entry: { vo: { gameType: string } }) => entry.vo.gameType === 'LIVE')).toBe(true);
    expect((await board('?gameCategory=CASINO')).status).toBe(400);
  });

  it('puts a real win on the board at once, masked, among the demo wins by amount', async () => {
    const member = await createMember(test, { account: 'fernanda2024' });
    await test.app.services.lobby.recordWin({ memberId: member.memberId, account: member.account, gameNodeId: live.nodeId, winAmount: 999_999_999 });
    await test.app.services.lobby.recordWin({ memberId: member.memberId, account: member.account, gameNodeId: live.nodeId, winAmount: 1 });
    const { value } = await board('?limitNum=5');
    expect(value.list[0].vo).toMatchObject({ customerName: 'fe***4', winAmount: 999_999_999, nodeId: live.nodeId, vassalage: live.vassalage, gameCode: live.gameCode });
    expect(value.list).toHaveLength(5);
    expect(value.list.some((entry: { vo: { winAmount: number } }) => entry.vo.winAmount === 1)).toBe(false);
  });

  it('refuses wins that are not whole positive minor units or name no game', async () => {
    const lobby = test.app.services.lobby;
    const win = { memberId: '1', account: 'someone', gameNodeId: live.nodeId };
    await expect(lobby.recordWin({ ...win, winAmount: 10.5 })).rejects.toThrow(RangeError);
    await expect(lobby.recordWin({ ...win, winAmount: 0 })).rejects.toThrow(RangeError);
    await expect(lobby.recordWin({ ...win, gameNodeId: 2_000_000_000, winAmount: 100 })).rejects.toMatchObject({ code: 'game_not_found' });
  });
});
