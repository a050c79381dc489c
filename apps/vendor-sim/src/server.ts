/**
 * The simulated vendor's web server: the game page a launch lands on (GET /play exchanges the launch
 * token for a platform session), the page's static script, and the play calls the script makes.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { expiredPage, gamePage, tableOf } from './pages.ts';
import { PlayRefused, tables, type Seat } from './tables.ts';
import type { VendorEngine } from './vendor-engine.ts';
import type { WalletClient } from './wallet-client.ts';

const staticDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'static');
const seatsMax = 50_000;
const staticTypes: Record<string, string> = { 'play.js': 'text/javascript; charset=utf-8', 'play.css': 'text/css; charset=utf-8' };

export function simulatorServer(options: { client: WalletClient; engine: VendorEngine; siteOrigins: string[]; logger?: boolean }): FastifyInstance {
  const server = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024 });
  const seats = new Map<string, Seat>();
  const table = tables(options.engine);
  const contentSecurityPolicy = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self' ${options.siteOrigins.join(' ')}; base-uri 'none'; form-action 'self'`;

  server.addHook('onSend', async (_request, reply) => {
    void reply.header('content-security-policy', contentSecurityPolicy);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
  });

  server.get('/health', async () => ({ status: 'ok' }));

  server.get('/static/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const type = staticTypes[file];
    if (!type) return reply.status(404).send({ error: 'not found' });
    return reply.type(type).header('cache-control', 'no-cache').send(await readFile(path.join(staticDir, file)));
  });

  server.get('/play', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const language = query.lang === 'en' ? 'en' : 'pt';
    const lobbyUrl = query.lobby && /^https?:\/\//.test(query.lobby) ? query.lobby : '/';
    if (!query.token || !query.vendor || !/^[A-Z0-9_]{2,32}$/.test(query.vendor)) return reply.status(400).type('text/html').send(expiredPage(language, lobbyUrl));
    const opened = await options.client.openSession(query.vendor, query.token);
    if (!opened.decided || opened.response.status !== 'OK') return reply.status(403).type('text/html').send(expiredPage(language, lobbyUrl));
    const session = opened.response;
    const sessionKey = randomBytes(24).toString('base64url');
    if (seats.size >= seatsMax) seats.delete(seats.keys().next().value!);
    const seat: Seat = { vendorCode: query.vendor, token: session.token, user: session.user, currency: session.currency, gameCode: session.game_code, table: tableOf(session.game_type), duels: new Map() };
    seats.set(sessionKey, seat);
    const title = `${query.vendor} · ${session.game_code}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(gamePage({ sessionKey, table: seat.table, title, balance: session.balance, currency: session.currency, language: session.language || language, lobbyUrl }));
  });

  server.post('/api/play', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const seat = typeof body.session === 'string' ? seats.get(body.session) : undefined;
    if (!seat) return reply.status(401).send({ status: 'SESSION_ENDED', balance: null });
    try {
      return await table.play(seat, body);
    } catch (error) {
      if (error instanceof PlayRefused) return reply.status(400).send({ status: 'REFUSED', message: error.message, balance: null });
      request.log.error({ err: error }, 'play failed');
      return reply.status(503).send({ status: 'FAILED', balance: null });
    }
  });

  server.post('/api/balance', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const seat = typeof body.session === 'string' ? seats.get(body.session) : undefined;
    if (!seat) return reply.status(401).send({ status: 'SESSION_ENDED', balance: null });
    const answer = await options.client.call(seat.vendorCode, '/wallet/balance', { token: seat.token, user: seat.user, game_code: seat.gameCode });
    return answer.decided ? { status: answer.response.status, balance: answer.response.balance } : reply.status(503).send({ status: 'FAILED', balance: null });
  });

  return server;
}
