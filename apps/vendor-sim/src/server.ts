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
  const siteOrigins = withLoopbackAliases(options.siteOrigins);
  const policyFramedBy = (origins: readonly string[]) =>
    `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self' ${[...new Set(origins)].join(' ')}; base-uri 'none'; form-action 'self'`;
  const contentSecurityPolicy = policyFramedBy(siteOrigins);

  server.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', contentSecurityPolicy);
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
    // The platform sends the player here from the site address the game was opened at (its main domain, a
    // mirror, or another name of the same machine), and that site frames the page. The page shows only the
    // session of the one-time token it carries, so a forged address could frame nothing but the forger's own game.
    void reply.header('content-security-policy', policyFramedBy([...siteOrigins, ...originOf(lobbyUrl)]));
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

function originOf(address: string): string[] {
  try {
    return [new URL(address).origin];
  } catch {
    return [];
  }
}

// IPv6 address literals cannot be written in a policy's source list, so [::1] is not among them.
const loopbackNames = ['localhost', '127.0.0.1'];

/** The origins, each also under the other name of the loopback interface when it is on it (localhost is 127.0.0.1). */
export function withLoopbackAliases(origins: readonly string[]): string[] {
  const all = new Set<string>();
  for (const origin of origins) {
    all.add(origin);
    const url = new URL(origin);
    if (!loopbackNames.includes(url.hostname)) continue;
    for (const name of loopbackNames) all.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
  }
  return [...all];
}
