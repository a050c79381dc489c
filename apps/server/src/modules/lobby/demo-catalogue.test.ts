import { describe, expect, it } from 'vitest';
import { gameTypes, houseGameCodes, platformVendorCodes } from '@platform/contract';
import { buildDemoCatalogue, buildDemoWinners } from './demo-catalogue.ts';

const catalogue = buildDemoCatalogue();
const games = catalogue.games.filter((game) => game.isGame === 'GAME');

describe('demo catalogue', () => {
  it('is the same on every build', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
    expect(buildDemoWinners(catalogue.games)).toEqual(buildDemoWinners(catalogue.games));
  });

  it('has the platform’s vendors, about thirty demo vendors and more than ten thousand games in every category', () => {
    expect(catalogue.vendors.map((vendor) => vendor.code)).toEqual(expect.arrayContaining([...platformVendorCodes]));
    expect(catalogue.vendors.filter((vendor) => !vendor.isPlatform).length).toBe(30);
    expect(games.length).toBeGreaterThanOrEqual(10_000);
    for (const type of gameTypes) expect(games.filter((game) => game.gameType === type).length, type).toBeGreaterThan(0);
    const house = games.filter((game) => game.vendorCode === 'HOUSE').map((game) => game.gameCode);
    expect(house.sort()).toEqual(Object.values(houseGameCodes).sort());
  });

  it('gives every game a unique node id and code within its vendor and type, and unique names within its vendor', () => {
    expect(new Set(catalogue.games.map((game) => game.nodeId)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.games.map((game) => `${game.vendorCode}:${game.gameType}:${game.gameCode}`)).size).toBe(catalogue.games.length);
    expect(new Set(games.map((game) => `${game.vendorCode}:${game.names.en}`)).size).toBe(games.length);
  });

  it('names games in Portuguese and English, with Portuguese word order and accents', () => {
    const slot = games.find((game) => game.names.en === 'Golden Dragon' || game.names.en.startsWith('Golden Dragon '));
    expect(slot?.names.pt).toMatch(/^Dragão Dourado/);
    expect(games.some((game) => /ção/.test(game.names.pt))).toBe(true);
    expect(games.filter((game) => game.names.pt !== game.names.en).length).toBeGreaterThan(games.length / 2);
  });

  it('gives each vendor one entry per game type it serves: its lobby game or a vendor list', () => {
    for (const vendor of catalogue.vendors) {
      for (const type of vendor.gameTypes) {
        const entries = catalogue.games.filter((game) => game.vendorCode === vendor.code && game.gameType === type && (game.isGame === 'VASSALAGE' || game.gameClassify === 'LOBBY'));
        expect(entries, `${vendor.code} ${type}`).toHaveLength(1);
      }
    }
  });

  it('marks a small share of games hot and places demo wins on hot games', () => {
    const hot = games.filter((game) => game.isHot);
    expect(hot.length).toBeGreaterThan(50);
    expect(hot.length).toBeLessThan(games.length / 20);
    const hotIds = new Set(hot.map((game) => game.nodeId));
    for (const win of buildDemoWinners(catalogue.games)) {
      expect(hotIds.has(win.nodeId)).toBe(true);
      expect(Number.isSafeInteger(win.winAmount) && win.winAmount > 0).toBe(true);
    }
  });
});
