import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Origins game pages are launched from and vendors serve them at: the only other origins our pages may frame. */
  launchHosts: string[];
  /** Origins of configured image CDNs: pictures (and their fetches) may come from them besides our own origin. */
  imageHosts?: string[];
  /** Production is served over HTTPS: browsers are told to keep to it (HSTS). */
  production?: boolean;
}

/** HSTS in production: a year, subdomains included. Development runs on plain HTTP and must not send it. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The security headers every response carries: a strict Content-Security-Policy (scripts only from our
 * origin), nosniff, and frame rules (our pages may be framed only by ourselves; games may be framed from
 * the launch hosts). Helmet decides the headers; they depend only on the configuration, so they are worked
 * out once here instead of on every request.
 */
export function securityHeadersOf(options: SecurityHeaderOptions): Record<string, string> {
  const launchHosts = originsOf(options.launchHosts);
  const imageHosts = originsOf(options.imageHosts ?? []);
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...new Set([...imageHosts, ...launchHosts])],
        frameSrc: ["'self'", ...launchHosts],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The origins (`scheme://host[:port]`) of a list of addresses, each once; entries that are no absolute http(s)
 * address (an empty or relative entry means the page's own origin, which 'self' covers) are left out.
 */
export function originsOf(addresses: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      const url = new URL(address.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not absolute: served from the page's own origin.
    }
  }
  return [...origins];
}

/**
 * The headers of machine-to-machine JSON answers (the vendor wallet API): never cached, never framed,
 * never sniffed. The page policies above mean nothing to a server that reads JSON.
 */
export function apiSecurityHeadersOf(options: { production?: boolean } = {}): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(options.production ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}

/** The merchant's configured CDN lists, as far as the page policy needs them. */
export interface ConfiguredHosts {
  imageHosts: readonly string[];
  launchHosts: readonly string[];
}

/**
 * Sets the security headers on every response (a route may still set its own stricter policy); answers
 * under `apiPrefixes` get the API's headers instead. Answers under `privatePrefixes` (the calls that carry
 * session tokens and personal data) are `no-store` unless their route says otherwise (the lobby's public lists).
 * `configuredHosts` gives the merchant's CDN lists (synchronously when remembered, else a promise): their
 * origins join the page policy, worked out again only when the lists change.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions & {
    apiPrefixes?: readonly string[];
    privatePrefixes?: readonly string[];
    configuredHosts?: () => ConfiguredHosts | Promise<ConfiguredHosts>;
  },
): Promise<void> {
  const apiHeaders = apiSecurityHeadersOf(options);
  const apiPrefixes = options.apiPrefixes ?? [];
  const privatePrefixes = options.privatePrefixes ?? [];
  let current = pageHeadersOf(options);
  let currentKey = '';
  const choose = (hosts: ConfiguredHosts) => {
    const key = JSON.stringify([hosts.imageHosts, hosts.launchHosts]);
    if (key === currentKey) return;
    current = pageHeadersOf({ ...options, imageHosts: [...(options.imageHosts ?? []), ...hosts.imageHosts], launchHosts: [...options.launchHosts, ...hosts.launchHosts] });
    currentKey = key;
  };
  const send = (url: string, reply: FastifyReply) => {
    if (apiPrefixes.some((prefix) => url.startsWith(prefix))) void reply.headers(apiHeaders);
    else void reply.headers(privatePrefixes.some((prefix) => url.startsWith(prefix)) ? current.privateHeaders : current.headers);
  };
  app.addHook('onRequest', (request, reply, done) => {
    const hosts = apiPrefixes.some((prefix) => request.url.startsWith(prefix)) ? undefined : options.configuredHosts?.();
    if (hosts instanceof Promise) {
      // Not remembered: read once; a failed reading keeps the policy worked out last.
      hosts.then(choose, () => undefined).finally(() => {
        send(request.url, reply);
        done();
      });
      return;
    }
    if (hosts) choose(hosts);
    send(request.url, reply);
    done();
  });
}

function pageHeadersOf(options: SecurityHeaderOptions) {
  const headers = securityHeadersOf(options);
  return { headers, privateHeaders: { ...headers, 'cache-control': 'no-store' } };
}
