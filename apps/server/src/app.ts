import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messageOfError } from '@platform/contract';
import type { Config } from './config.ts';
import { isDatabaseReachable, type DatabaseHandle } from './platform/database.ts';
import { installErrorEnvelope, languageOf } from './platform/http.ts';
import { AppError } from './platform/errors.ts';
import { installStorableTextCheck } from './platform/validation.ts';
import { installMetrics } from './platform/metrics.ts';
import { jobFigures } from './platform/jobs.ts';
import { installSecurityHeaders } from './platform/security.ts';
import { auditRecordOf, operatorAudience } from './platform/audiences.ts';
import { clientAddressOf } from './platform/client-address.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { staffClientOf } from './modules/staff/service.ts';
import { systemAuditRoutes } from './modules/system/audit-routes.ts';
import { installCallerResolution } from './platform/auth.ts';
import { createServices, type Services } from './wiring/services.ts';
import { systemOperatorRoutes, systemPlayerRoutes } from './modules/system/routes.ts';
import { installSiteControls } from './modules/system/site-controls.ts';
import { contentPlayerRoutes } from './modules/content/routes.ts';
import { accountPlayerRoutes } from './modules/account/routes.ts';
import { accountOperatorRoutes } from './modules/account/operator-routes.ts';
import { lobbyOperatorRoutes, lobbyPlayerRoutes } from './modules/lobby/routes.ts';
import { installRealtime, webSocketOriginPolicy } from './platform/realtime.ts';
import { walletPlayerRoutes } from './modules/wallet/routes.ts';
import { agentOperatorRoutes, agentRoutes } from './modules/agent/routes.ts';
import { walletOperatorRoutes } from './modules/wallet/operator-routes.ts';
import { paymentSimulatorRoutes, paymentWebhookRoutes } from './modules/wallet/payment-routes.ts';
import { gamesPlayerRoutes } from './modules/games/routes.ts';
import { houseRoutes } from './modules/games/house/house-routes.ts';
import { lotteryOperatorRoutes, lotteryPlayerRoutes } from './modules/lottery/routes.ts';
import { vendorApiAudience } from './modules/games/vendor-routes.ts';
import { buildVendorDocument } from './modules/games/vendor-document.ts';
import { buildApiDocument, documentedOperations } from './platform/openapi.ts';
import { builtAppFiles, serveConsoleApp } from './platform/console-files.ts';

/** A registered route: its method and url, the JSON schemas of its input, and whether its body is sealed. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown };
  encrypted: boolean;
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options; tests pass `false` to keep output quiet. */
  logger?: boolean | Record<string, unknown>;
}

export interface App {
  server: FastifyInstance;
  /** Every route registered, for the authorisation matrix, the input fuzz test and the docs. */
  routes: RegisteredRoute[];
  services: Services;
  /** Set while shutting down: /ready answers 503 so load balancers stop sending traffic. */
  markDraining(): void;
}

// API prefixes answer 404 with the envelope; any other unknown GET is a route of the single-page app.
const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/vendor-api/', '/ws', '/docs', '/metrics', '/health', '/ready'];

/** Builds the server: platform plugins, then each module's routes inside its audience. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
  });
  // Input is validated by the contract's zod schemas in each handler; JSON schemas only document the API.
  server.setValidatorCompiler(() => (data) => ({ value: data }));
  server.setSerializerCompiler(() => (data) => JSON.stringify(data));

  let draining = false;
  const routes: RegisteredRoute[] = [];
  server.addHook('onRoute', (route) => {
    const schema = route.schema as RegisteredRoute['schema'];
    const encrypted = (route.config as { encrypted?: boolean } | undefined)?.encrypted === true;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, ...(schema ? { schema } : {}), encrypted });
    }
  });
  const services = createServices({ config, database });

  server.addHook('onRequest', (request, reply, done) => {
    const moduleId = request.headers['x-module-id'];
    if (typeof moduleId === 'string' && moduleId.length > 0) {
      request.log = request.log.child({ moduleId: moduleId.slice(0, 64) });
    }
    void reply.header('x-request-id', request.id);
    done();
  });

  installErrorEnvelope(server);
  installStorableTextCheck(server);
  // Operator and vendor calls carry their own credentials, never a player session: no lookup for them.
  installCallerResolution(server, (token) => services.sessions.resolve(token), { skipPrefixes: ['/ops/', '/vendor-api/'] });
  await installSecurityHeaders(server, {
    launchHosts: services.games.frameSources(),
    configuredHosts: () => services.system.cdnHosts(),
    production: config.production,
    apiPrefixes: ['/vendor-api/'],
    privatePrefixes: ['/wps/', '/lgw/', '/lotto/', '/ops/', '/ws'],
  });
  installMetrics(server, { networks: config.metricsNetworks, token: config.metricsToken }, () => jobFigures(database.db));
  await server.register(rateLimit, {
    global: false,
    ...(services.redis ? { redis: services.redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    // The refusal names the same number of seconds as the plugin's Retry-After header (its ttl, rounded up).
    errorResponseBuilder: (_request, context) => new AppError('too_many_requests', { value: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } }),
  });
  // The documents are built from the route definitions once every route is registered (below).
  const apiDocument: Record<string, unknown> = {};
  await publishDocument(server, apiDocument, '/docs');
  await publishDocument(server, buildVendorDocument(), '/docs/vendor');

  server.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  server.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const databaseUp = await isDatabaseReachable(database.db);
    const ready = databaseUp && !draining;
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : draining ? 'draining' : 'database_unreachable' });
  });

  await server.register(async (player) => {
    // Maintenance and blocked countries close every player and agent call but the ones the status pages need.
    installSiteControls(player, services.system);
    systemPlayerRoutes(player, services.system);
    contentPlayerRoutes(player, services.content);
    await accountPlayerRoutes(player, {
      account: services.account,
      balances: (memberId, isTrial) => services.wallet.balance(memberId, isTrial),
      developmentPages: config.demoData,
    });
    lobbyPlayerRoutes(player, services.lobby);
    await walletPlayerRoutes(player, services.wallet);
    gamesPlayerRoutes(player, services.games);
    houseRoutes(player, services.games.house);
    lotteryPlayerRoutes(player, services.lottery);
    agentRoutes(player, services.agent);
  });
  await vendorApiAudience(server, services.games.vendorApi);
  await installRealtime(server, {
    hub: services.realtime,
    resolve: (token) => services.sessions.resolve(token),
    isAllowedOrigin: webSocketOriginPolicy({ publicUrl: config.publicUrl, production: config.production, officialHosts: () => services.system.officialHosts() }),
  });
  await paymentWebhookRoutes(server, services.wallet, { secret: config.paymentWebhookSecret });
  // The payment simulator pays demo orders through the signed webhook; it never exists in production.
  if (config.demoData && !config.production) await paymentSimulatorRoutes(server, services.wallet, { secret: config.paymentWebhookSecret });
  await operatorAudience(server, {
    operatorToken: config.operatorToken,
    resolveStaff: (token, request) => services.staff.resolve(token, staffClientOf(request, clientAddressOf(request))),
    auditCall: (actor, call) => services.system.audit(auditRecordOf(actor, { ...call, before: null })),
    register: (operator) => {
      staffRoutes(operator, services.staff);
      systemAuditRoutes(operator, services.system);
      systemOperatorRoutes(operator, services.system);
      accountOperatorRoutes(operator, services.account);
      lobbyOperatorRoutes(operator, services.lobby);
      walletOperatorRoutes(operator, services.wallet, { database: database.db, loadTestRoute: !config.production });
      lotteryOperatorRoutes(operator, services.lottery);
      agentOperatorRoutes(operator, services.agentOperator);
    },
  });

  const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
  const operations = [...documentedOperations.entries()].filter(([key]) => registered.has(key)).map(([, operation]) => operation);
  Object.assign(apiDocument, buildApiDocument(operations, apiDocumentInfo));
  await serveConsoleApp(server, config);
  await serveWebApp(server, config);
  services.wallet.useLogger(server.log);
  services.lobby.useLogger(server.log);
  services.games.useLogger(server.log);
  services.games.start();
  services.lottery.useLogger(server.log);
  services.lottery.scheduler.start();
  services.jobs.useLogger(server.log);
  await services.jobs.start();
  // The team figures' chain starts now rather than at the next minute's tick (not awaited: a busy pool only delays it).
  services.jobs.kickFigures().catch((error: unknown) => server.log.warn({ err: error }, 'the team figures did not start; the minute schedule starts them'));
  server.addHook('onClose', async () => {
    await services.close();
  });

  return {
    server,
    routes,
    services,
    markDraining() {
      draining = true;
    },
  };
}

const apiDocumentInfo = {
  title: 'Platform API',
  version: '1.0.0',
  description:
    'Player, agent, payment provider and operator calls. Every answer is the envelope `{success, value, message, code}`; errors carry a ' +
    'code of the error catalogue and a meaningful HTTP status. Game vendors have their own document at /docs/vendor/json.',
};

/** Serves an OpenAPI document at `<prefix>/json` with its browsable page at `<prefix>`, each in its own scope. */
async function publishDocument(server: FastifyInstance, document: Record<string, unknown>, routePrefix: string): Promise<void> {
  await server.register(async (scope) => {
    await scope.register(swagger, { mode: 'static', specification: { document: document as never } });
    await scope.register(swaggerUi, { routePrefix, staticCSP: true });
  });
}

/** Serves the built single-page app, falling back to index.html for its client-side routes. */
async function serveWebApp(server: FastifyInstance, config: Config): Promise<void> {
  const distDir = config.webDistDir ?? findWebDist();
  const hasDist = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasDist) {
    await server.register(fastifyStatic, builtAppFiles(distDir));
  }
  server.setNotFoundHandler(async (request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (hasDist && !isApi && request.method === 'GET') {
      void reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ success: false, value: null, message: messageOfError('route_not_found', languageOf(request)), code: 'route_not_found' });
  });
}

/** Trusts the nearest `hops` proxies, as load balancers in front of the nodes are counted. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function findWebDist(): string | undefined {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist'), path.resolve('apps/web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}
