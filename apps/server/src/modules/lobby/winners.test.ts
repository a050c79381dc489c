import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListValueSchema, supportedLanguages, winnerBoardValueSchema, winnerEventSchema, winnerTopic, type Game, type WinnerEntry } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { connect, webSocketUrl } from '../../../test/websocket-client.ts';
import { newId, vendorSessionFor } from '../games/games-test-kit.ts';

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

describe('the live winner board', () => {
  beforeAll(async () => {
    await test.app.server.listen({ port: 0, host: '127.0.0.1' });
  });

  function betOf(context: Awaited<ReturnType<typeof vendorSessionFor>>, amount: number) {
    return {
      request_uuid: newId('request'),
      token: context.token,
      user: context.user,
      transaction_uuid: newId('bet'),
      round: newId('round'),
      round_closed: false,
      game_code: context.game.gameCode,
      currency: context.currency,
      amount,
    };
  }

  /** Plays one vendor round: a stake, then a win that settles it. */
  async function playRound(context: Awaited<ReturnType<typeof vendorSessionFor>>, stake: number, win: number) {
    const bet = betOf(context, stake);
    expect(await context.vendor.call('/wallet/bet', bet)).toMatchObject({ status: 'OK' });
    const payout = { ...bet, request_uuid: newId('request'), transaction_uuid: newId('win'), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: win };
    expect(await context.vendor.call('/wallet/win', payout)).toMatchObject({ status: 'OK' });
  }

  it('pushes a settled board win to a guest listening on the public topic, in the rows the board lists in each language', async () => {
    const member = await createMember(test, { account: 'liveplayer77' });
    const context = await vendorSessionFor(test, member, { amount: 10_000 });
    const guest = await connect(webSocketUrl(test));
    guest.socket.send(JSON.stringify({ type: 'subscribe', topic: winnerTopic }));
    await guest.next((event) => event.type === 'subscribed');

    // Too small for the board (under five times the stake): nothing is pushed.
    await playRound(context, 500, 1_500);
    await playRound(context, 100, 99_999_000);
    const pushed = winnerEventSchema.parse(await guest.next((event) => event.type === 'winner'));
    expect(pushed.vo).toMatchObject({ customerName: 'li***7', winAmount: 99_999_000, nodeId: context.game.nodeId, gameCode: context.game.gameCode });
    expect(guest.messages.filter((event) => event.type === 'winner')).toHaveLength(1);

    // The same row as the board's list gives, in the default language and in every other one.
    const rowIn = async (language: string) =>
      (await board(`?limitNum=50&language=${language}`)).value.list.find((entry: WinnerEntry) => entry.vo.customerName === 'li***7' && entry.vo.winAmount === 99_999_000)?.vo;
    expect(pushed.vo).toEqual(await rowIn('pt'));
    for (const language of supportedLanguages) expect({ ...pushed.vo, ...pushed.localised[language] }, language).toEqual(await rowIn(language));
    expect(pushed.localised.en.gameName).not.toBe(pushed.localised.pt.gameName);
    guest.socket.close();
  });
});
