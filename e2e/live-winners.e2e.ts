import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sealBody, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { encodePayload, solveChallenge, type ProofOfWorkChallenge } from '../apps/web/src/features/account/proof-of-work.ts';
import { createTestDatabase } from '../apps/server/test/test-app.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { apiCall } from './support/api-login.ts';
import { operatorCall, startBuiltServer, type RunningServer } from './support/server.ts';

/**
 * The live winner board: a guest has the home page open while another player, registered here, wins a house
 * dice round big enough for the board; the win appears on the guest's board without a reload, pushed over
 * the site's WebSocket on the public winner topic.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
let pool: pg.Pool;
const within = { timeout: 30_000 };

interface WinnerRow {
  vo: { customerName: string; winAmount: number };
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url });
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pool?.end();
  await database?.drop();
});

/** Registers a new player over the API as the register form does (proof of work, read captcha, sealed body). */
async function registerPlayer(account: string, password: string): Promise<string> {
  const challenge = await apiCall<ProofOfWorkChallenge>(server.url, '/wps/captcha/altcha');
  const altcha = encodePayload(challenge, await solveChallenge(challenge));
  const { captchaId } = await apiCall<{ captchaId: string }>(server.url, '/wps/captcha');
  const answer = await pool.query<{ answer: string }>('select answer from captchas order by created_at desc limit 1');
  const key = await apiCall<{ publicKey: RsaPublicJwk }>(server.url, '/wps/system/encryption-key');
  const form = { username: account, password, confirmPassword: password, privacyAgreement: true, captchaId, captcha: answer.rows[0]?.answer ?? '', altcha, registerMethod: 'WEB' };
  const body = await sealBody(key.publicKey, form);
  return (await apiCall<{ token: string }>(server.url, '/wps/member/register', { method: 'PUT', body })).token;
}

async function openHomeAsGuest(): Promise<{ context: BrowserContext; page: Page; subscribed: Promise<void>; winnerRequests: () => number }> {
  const context = await newContext(browser, { width: 1280 });
  await context.addInitScript(() => {
    if (window.top !== window) return;
    for (const userType of ['guest', 'member']) sessionStorage.setItem(`announcement-closed:${userType}`, '1');
  });
  const page = await context.newPage();
  let winnerRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/lgw/games/winners') winnerRequests += 1;
  });
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"subscribed"') && frame.payload.includes('lobby:winners')) resolve();
      });
    });
  });
  await page.goto(server.url);
  await page.getByRole('list', { name: 'Pódio dos vencedores' }).waitFor(within);
  return { context, page, subscribed, winnerRequests: () => winnerRequests };
}

describe('the live winner board', () => {
  it("shows a guest another player's big win without reloading the page", async () => {
    const guest = await openHomeAsGuest();
    await guest.subscribed;
    await guest.page.evaluate(() => Object.assign(window, { loadedOnce: true }));

    // The board shows the twenty largest wins: the new one must beat the smallest of them.
    const board = await apiCall<{ list: WinnerRow[] }>(server.url, '/lgw/games/winners?limitNum=20&language=pt');
    const smallest = Math.min(...board.list.map((row) => row.vo.winAmount));
    const account = `zq${Date.now() % 1_000_000}x`;
    const masked = 'zq***x';
    expect(board.list.some((row) => row.vo.customerName === masked)).toBe(false);

    const token = await registerPlayer(account, 'Sorte2025x');
    const info = await apiCall<{ id: number | string }>(server.url, '/wps/member/info', { token });
    const funded = await operatorCall(server.url, 'POST', '/ops/wallet/movements', { memberId: String(info.id), direction: 'credit', amount: 90_000_000, idempotencyKey: `live-winners-${randomUUID()}` });
    expect(funded.status).toBe(200);

    // A 15 % chance pays about 6.6 times the stake: past the board's five-times rule, and above its smallest win.
    const stake = Math.min(1_000_000, Math.max(200, Math.ceil(smallest / 6)));
    let win: { won: boolean; winAmount: number } | undefined;
    for (let roll = 0; roll < 80 && !win?.won; roll++) {
      win = await apiCall<{ won: boolean; winAmount: number }>(server.url, '/wps/house/dice/roll', {
        method: 'POST',
        token,
        body: { requestId: `live-${randomUUID()}`, stake, direction: 'under', chanceBasisPoints: 1500 },
      });
    }
    expect(win?.won).toBe(true);
    expect(win!.winAmount).toBeGreaterThan(smallest);
    const requestsBefore = guest.winnerRequests();

    const podiumOrRest = guest.page.getByRole('list', { name: /Pódio dos vencedores|Outros vencedores/ }).getByText(masked);
    await podiumOrRest.first().waitFor(within);
    expect(await guest.page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    // The row came over the socket, not from reading the list again.
    expect(guest.winnerRequests()).toBe(requestsBefore);
    const rows = await guest.page.getByRole('list', { name: /Pódio dos vencedores|Outros vencedores/ }).getByRole('listitem').count();
    expect(rows).toBe(20);
    await screenshot(guest.page, 'live-winners-1280');
    await guest.context.close();
  });
});
