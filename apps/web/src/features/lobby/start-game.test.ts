import { describe, expect, it } from 'vitest';
import { decideStartGame, isFramableUrl, prizeModeOf, type StartableGame } from './start-game.ts';

const member = { loggedIn: true, isTrial: false };
const slot: StartableGame = { nodeId: 7, vassalage: 'TIDE', gameCode: 'TIDE-RNG-1', gameType: 'RNG', isGame: 'GAME' };

describe('start game (spec §4)', () => {
  it('asks a guest to log in', () => {
    expect(decideStartGame(slot, { loggedIn: false, isTrial: false })).toEqual({ kind: 'login' });
  });

  it('tells a trial account that a real account is needed for a vendor game, and opens the house lottery to it', () => {
    expect(decideStartGame(slot, { loggedIn: true, isTrial: true })).toEqual({ kind: 'trial' });
    expect(decideStartGame({ nodeId: 1, vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HN' }, { loggedIn: true, isTrial: true })).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN_HN' });
    expect(decideStartGame({ nodeId: 1, vassalage: 'LOTT', gameCode: 'SSC_1M' }, { loggedIn: true, isTrial: true })).toEqual({ kind: 'route', to: '/lottery?gameCode=SSC_1M' });
  });

  it('opens the house games to a trial account, which plays them with play money', () => {
    expect(decideStartGame({ nodeId: 2, vassalage: 'HOUSE', gameCode: 'DICE' }, { loggedIn: true, isTrial: true })).toEqual({ kind: 'route', to: '/house/dice' });
    expect(decideStartGame({ nodeId: 2, vassalage: 'HOUSE', gameCode: 'DICE', maintenance: true }, { loggedIn: true, isTrial: true })).toEqual({ kind: 'maintenance' });
  });

  it('sends the lottery vendors to their pages with the game code', () => {
    expect(decideStartGame({ nodeId: 1, vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HN' }, member)).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN_HN' });
    expect(decideStartGame({ nodeId: 1, vassalage: 'TCG_SEA', gameCode: 'SEA_1' }, member)).toEqual({ kind: 'route', to: '/seaLottery?gameCode=SEA_1' });
    expect(decideStartGame({ nodeId: 1, vassalage: 'LOTT', gameCode: 'SSC_1M' }, member)).toEqual({ kind: 'route', to: '/lottery?gameCode=SSC_1M' });
    expect(decideStartGame({ nodeId: 1, vassalage: 'ELOTT', gameCode: 'K3 1' }, member)).toEqual({ kind: 'route', to: '/lottery?gameCode=K3%201' });
  });

  it('opens the lottery centres for the lottery vendor entries', () => {
    expect(decideStartGame({ nodeId: 1, vassalage: 'LOTT', gameCode: 'VENDOR', isGame: 'VASSALAGE' }, member)).toEqual({ kind: 'route', to: '/lott' });
    expect(decideStartGame({ nodeId: 1, vassalage: 'ELOTT', gameCode: 'VENDOR', isGame: 'VASSALAGE' }, member)).toEqual({ kind: 'route', to: '/elott' });
  });

  it('goes to /rng with the vendor for an RNG vendor entry', () => {
    expect(decideStartGame({ ...slot, isGame: 'VASSALAGE' }, member)).toEqual({ kind: 'route', to: '/rng?vassalage=TIDE' });
  });

  it('opens the popup list for other vendor entries', () => {
    expect(decideStartGame({ nodeId: 2, vassalage: 'AURO', gameCode: 'VENDOR', gameType: 'LIVE', isGame: 'VASSALAGE' }, member)).toEqual({ kind: 'popup', vassalage: 'AURO', gameType: 'LIVE' });
  });

  it('launches any other game, unless its vendor is under maintenance', () => {
    expect(decideStartGame(slot, member)).toEqual({ kind: 'launch', game: slot });
    expect(decideStartGame({ ...slot, maintenance: true }, member)).toEqual({ kind: 'maintenance' });
  });
});

describe('prize mode', () => {
  it('is ELOTT when the ELOTT vendors hold TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf(['ELOTT', 'TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeOf(['LOTT'])).toBe('ELOTT');
    expect(prizeModeOf(['ELOTT', 'CEDA'])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});

describe('game frame address', () => {
  it('takes web addresses and site paths only', () => {
    expect(isFramableUrl('https://cdn.example/open?token=1', 'https://site.example')).toBe(true);
    expect(isFramableUrl('/wps/game/open?token=1', 'https://site.example')).toBe(true);
    expect(isFramableUrl('javascript:alert(1)', 'https://site.example')).toBe(false);
    expect(isFramableUrl('data:text/html,x', 'https://site.example')).toBe(false);
  });
});
