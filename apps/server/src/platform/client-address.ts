import { BlockList } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import geoip from 'geoip-country';
import { AppError } from './errors.ts';
import { createCache } from './cache.ts';

/**
 * The client's address as Fastify resolved it with the configured trusted proxies:
 * X-Forwarded-For is honoured only when the direct peer is a trusted proxy.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
}

/** Addresses whose country is remembered (the least recently seen go first). */
const rememberedCountriesMax = 10_000;
const rememberedCountries = createCache<string>({ name: 'address_countries', maxEntries: rememberedCountriesMax });

/**
 * The ISO country code of an address from the bundled offline database, or `ZZ` when unknown (private, loopback).
 * Every player call asks it while countries are blocked, so the answers of recent addresses are remembered.
 */
export function countryOfAddress(address: string): string {
  const remembered = rememberedCountries.get(address);
  if (remembered !== undefined) return remembered;
  const country = geoip.lookup(address)?.country ?? 'ZZ';
  rememberedCountries.set(address, country);
  return country;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own (127.0.0.0/8 or ::1). */
export function isLoopbackAddress(address: string): boolean {
  return loopback.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * Serves the routes of a scope only to a client on this machine, judged by the trusted client address (a
 * request a trusted proxy forwards from elsewhere is not local); anyone else gets 404, as if they did not
 * exist. For the development pages (payment simulator, outbox) of a demo deployment.
 */
export function onlyFromLoopback(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(clientAddressOf(request))) throw new AppError('route_not_found');
  });
}
