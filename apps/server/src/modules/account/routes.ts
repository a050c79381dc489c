import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenOf } from '../../platform/auth.ts';
import { installEncryptedBodies } from '../../platform/encrypted-body.ts';
import { routeAccess } from '../../platform/http.ts';
import { onlyFromLoopback } from '../../platform/client-address.ts';
import { renderAvatar } from './member-info.ts';
import type { BalanceReader } from './member-info.ts';
import { memberRoutes } from './member-routes.ts';
import { renderOutboxPage } from './outbox.ts';
import { securityRoutes } from './security-routes.ts';
import type { AccountService } from './service.ts';
import { sessionRoutes } from './session-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/** Calls a session waiting for a forced password change may still make; everywhere else it is a guest. */
const passwordChangeRoutes = new Set(['POST /wps/member/password', 'DELETE /wps/session/logout', 'GET /wps/member/info']);
const queryTokenRoute = 'GET /wps/member/info';

function queryTokenOf(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * Resolves, for the few calls that allow it, a session the platform hook left as a guest: one waiting for a
 * forced password change, or a token that arrived once in the query string of GET /wps/member/info.
 */
function installSessionExceptions(scope: FastifyInstance, account: AccountService): void {
  scope.addHook('onRequest', async (request) => {
    if (request.caller) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!passwordChangeRoutes.has(route)) return;
    const headerToken = tokenOf(request);
    const token = headerToken ?? (route === queryTokenRoute ? queryTokenOf(request) : undefined);
    if (!token) return;
    request.caller = await account.sessions.resolve(token, { allowPasswordChangePending: true, viaQuery: headerToken === undefined });
  });
}

/** Routes outside the envelope: generated avatar images and, with demo data, the development outbox page. */
function rawRoutes(scope: FastifyInstance, account: AccountService, developmentPages: boolean): void {
  routeAccess.set('GET /wps/member/info/icon/:image', 'public');
  scope.get('/wps/member/info/icon/:image', { schema: { hide: true } }, async (request, reply) => {
    const image = (request.params as { image: string }).image;
    const svg = image.endsWith('.svg') ? renderAvatar(image.slice(0, -4)) : undefined;
    if (!svg) return reply.status(404).type('text/plain').send('not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
  if (!developmentPages) return;
  routeAccess.set('GET /dev/outbox', 'public');
  void scope.register(async (development) => {
    // The outbox shows every code and reset link the site sent: it answers this machine only.
    onlyFromLoopback(development);
    development.get('/dev/outbox', { schema: { hide: true }, config: { siteControlsExempt: true } }, async (_request, reply) => {
      const page = renderOutboxPage(await account.outbox.list({ limit: 200 }));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
  });
}

/** Registers the account module's player-site calls in their own scope with the encrypted-body and session hooks. */
export async function accountPlayerRoutes(
  app: FastifyInstance,
  options: { account: AccountService; balances: BalanceReader; developmentPages: boolean },
): Promise<void> {
  const { account } = options;
  await app.register(async (scope) => {
    installEncryptedBodies(scope, account.encryption);
    installSessionExceptions(scope, account);
    sessionRoutes(scope, account);
    memberRoutes(scope, account, options.balances);
    securityRoutes(scope, account);
    verificationRoutes(scope, account);
    rawRoutes(scope, account, options.developmentPages);
  });
}
