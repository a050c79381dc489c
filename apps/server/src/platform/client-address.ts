import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-country';

/**
 * The client's address as Fastify resolved it with the configured trusted proxies:
 * X-Forwarded-For is honoured only when the direct peer is a trusted proxy.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
}

/** The ISO country code of an address from the bundled offline database, or `ZZ` when unknown (private, loopback). */
export function countryOfAddress(address: string): string {
  const found = geoip.lookup(address);
  return found?.country ?? 'ZZ';
}
