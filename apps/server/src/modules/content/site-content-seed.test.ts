import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionDetailSchema, promotionListValueSchema } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember, type TestMember } from '../../../test/factories.ts';
import { seededHelpTexts } from './seed.ts';
import { seededPromotions, seededSiteTexts } from './site-content-seed.ts';

/**
 * The demo content may only describe what the site does: there is no bonus engine yet, so no seeded text may
 * promise a bonus, a percentage, a doubled deposit, cashback, a rebate, free spins or prizes to win.
 */
const promises = [
  /b[oôó]n(us|o)/iu, /\d\s?%|%\s?\d/u, /dobr|doubl|dobl|twice/iu, /cash\s?back/iu, /reembolso|rebate/iu, /free\s?spins?|rodadas? gr[aá]tis|giros? gratis/iu,
  /torneio|tournament|torneo/iu, /pr[eêé]mios?\b|premios?|prizes?/iu, /奖金|返水|返现|翻倍|奖池|锦标赛|免费旋转/u,
];

describe('seeded texts', () => {
  it('are many, so the checks read the real content', () => {
    expect(seededSiteTexts().length).toBeGreaterThan(150);
    expect(seededHelpTexts().length).toBeGreaterThan(8);
  });

  it('promise no bonus, percentage, doubling, cashback, rebate, free spins or prizes', () => {
    const offending = [...seededSiteTexts(), ...seededHelpTexts()].filter((text) => promises.some((pattern) => pattern.test(text)));
    expect(offending).toEqual([]);
  });

  it('the check itself catches the old promises', () => {
    for (const text of ['Bónus de 100% até R$ 500,00', 'First deposit doubled', 'Cashback da lotaria', '10 rodadas grátis', '首存翻倍']) {
      expect(promises.some((pattern) => pattern.test(text)), text).toBe(true);
    }
  });
});

describe('every seeded promotion', () => {
  let test: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    test = await createTestApp();
    member = await createMember(test);
  });
  afterAll(async () => {
    await test.close();
  });

  async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await test.app.server.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, value: (response.json() as { value: any }).value };
  }

  /** What proves each linked feature works: the call behind the page the link opens. */
  const featureChecks: Record<string, () => Promise<void>> = {
    '/member/depositv2': async () => {
      const { status, value } = await call('GET', '/wps/wallet/deposit/channels', undefined, member.headers);
      expect(status).toBe(200);
      expect(JSON.stringify(value).toLowerCase()).toContain('pix');
    },
    '/member/withdraw': async () => {
      const { status, value } = await call('GET', '/wps/wallet/withdraw/info', undefined, member.headers);
      expect(status).toBe(200);
      expect(value).toBeTruthy();
    },
    '/lottery?gameCode=SSC_1M': async () => {
      const { status, value } = await call('GET', '/lotto/lgw/draws/current?gameCode=SSC_1M');
      expect(status).toBe(200);
      expect(JSON.stringify(value)).toMatch(/\d{6,}/);
    },
    '/vnLottery': async () => {
      const { status, value } = await call('GET', '/lgw/vn/games/game_menu');
      expect(status).toBe(200);
      expect(JSON.stringify(value).length).toBeGreaterThan(100);
    },
    '/seaLottery': async () => {
      const { status, value } = await call('GET', '/lotto/lgw/games');
      expect(status).toBe(200);
      expect(JSON.stringify(value)).toContain('SEA_THAI');
    },
    '/rng?vassalage=HOUSE': async () => {
      const { status, value } = await call('GET', '/lgw/games/list?gameType=RNG&vassalage=HOUSE');
      expect(status).toBe(200);
      expect(JSON.stringify(value)).toContain('Slot da Sorte');
    },
    '/house/verify': async () => {
      const { status, value } = await call('POST', '/wps/house/verify', { game: 'DICE', serverSeed: 'a'.repeat(64), clientSeed: 'seed', nonce: 1 });
      expect(status).toBe(200);
      expect(value.game).toBe('DICE');
    },
    '/sports': async () => {
      const { status, value } = await call('GET', '/lgw/games/list?gameType=SPORTS');
      expect(status).toBe(200);
      expect(JSON.stringify(value)).toContain('nodeId');
    },
  };

  it('is listed and links to a feature that answers', async () => {
    const { list } = promotionListValueSchema.parse((await call('GET', '/wps/promotions?language=pt')).value);
    expect(list.length).toBe(seededPromotions.length);
    for (const promotion of seededPromotions) {
      const listed = list.find((entry) => entry.title === promotion.texts.pt.title);
      expect(listed, promotion.key).toBeDefined();
      const detail = promotionDetailSchema.parse((await call('GET', `/wps/promotions/${listed!.id}?language=pt`)).value);
      const links = [...detail.content.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
      expect(links, promotion.key).toContain(promotion.link);
      const check = featureChecks[promotion.link];
      expect(check, `no check for ${promotion.link}`).toBeDefined();
      await check!();
    }
  });
});
