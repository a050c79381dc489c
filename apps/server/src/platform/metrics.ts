import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { cacheFigures, type CacheFigures } from './cache.ts';
import { clientAddressOf } from './client-address.ts';
import type { JobFigures } from './jobs.ts';
import { AppError } from './errors.ts';

/** Who may read `/metrics`: clients of these networks (the trusted client address), or a bearer of the token. */
export interface MetricsAccess {
  networks: readonly { address: string; prefix: number; family: 'ipv4' | 'ipv6' }[];
  token?: string | undefined;
}

/** Whether a request may read the metrics: from an allowed network, or with the configured bearer token. */
export function metricsReader(access: MetricsAccess): (request: FastifyRequest) => boolean {
  const allowed = new BlockList();
  for (const network of access.networks) allowed.addSubnet(network.address, network.prefix, network.family);
  const expected = access.token ? createHash('sha256').update(access.token).digest() : undefined;
  return (request) => {
    const address = clientAddressOf(request);
    if (allowed.check(address, address.includes(':') ? 'ipv6' : 'ipv4')) return true;
    const header = request.headers.authorization ?? '';
    if (!expected || !header.startsWith('Bearer ')) return false;
    return timingSafeEqual(createHash('sha256').update(header.slice(7)).digest(), expected);
  };
}

/**
 * A Prometheus registry per app, with process metrics and request duration by route and status. `/metrics`
 * answers only the networks and the token `access` names: its figures describe the platform's traffic.
 */
export function installMetrics(app: FastifyInstance, access: MetricsAccess, readJobFigures?: () => Promise<JobFigures>): Registry {
  const mayRead = metricsReader(access);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'],
    registers: [registry],
  });
  installCacheMetrics(registry);
  if (readJobFigures) installJobMetrics(registry, readJobFigures);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) throw new AppError('forbidden');
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}

/** Each cache's figures (platform/cache.ts), read when `/metrics` is read. */
function installCacheMetrics(registry: Registry): void {
  const figure = (name: string, help: string, read: (figures: CacheFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const figures of cacheFigures()) this.set({ cache: figures.name }, read(figures));
      },
    });
  figure('cache_entries', 'Entries held by each in-memory cache', (figures) => figures.size);
  figure('cache_entries_max', 'The bound on the entries of each in-memory cache', (figures) => figures.maxEntries);
  figure('cache_hits_total', 'Reads of each in-memory cache that found a live entry', (figures) => figures.hits);
  figure('cache_misses_total', 'Reads of each in-memory cache that found none', (figures) => figures.misses);
  figure('cache_evictions_total', 'Entries each in-memory cache dropped to keep within its bound', (figures) => figures.evictions);
}

/** The job queue's counts (platform/jobs.ts), read from the database when `/metrics` is read. */
function installJobMetrics(registry: Registry, read: () => Promise<JobFigures>): void {
  new Gauge({
    name: 'jobs',
    help: 'Jobs of the background queue by state: waiting, running, failed (every attempt used)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const figures = await read().catch(() => undefined);
      this.reset();
      if (!figures) return;
      for (const [state, count] of Object.entries(figures)) this.set({ state }, count);
    },
  });
}
