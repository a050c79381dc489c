import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Hosts game pages are launched from: the only other origins our pages may frame. */
  launchHosts: string[];
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
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", ...options.launchHosts],
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

/**
 * Sets the security headers on every response (a route may still set its own stricter policy); answers
 * under `apiPrefixes` get the API's headers instead. Answers under `privatePrefixes` (the calls that carry
 * session tokens and personal data) are `no-store` unless their route says otherwise (the lobby's public lists).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions & { apiPrefixes?: readonly string[]; privatePrefixes?: readonly string[] },
): Promise<void> {
  const headers = securityHeadersOf(options);
  const privateHeaders = { ...headers, 'cache-control': 'no-store' };
  const apiHeaders = apiSecurityHeadersOf(options);
  const apiPrefixes = options.apiPrefixes ?? [];
  const privatePrefixes = options.privatePrefixes ?? [];
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (apiPrefixes.some((prefix) => url.startsWith(prefix))) void reply.headers(apiHeaders);
    else void reply.headers(privatePrefixes.some((prefix) => url.startsWith(prefix)) ? privateHeaders : headers);
    done();
  });
}
