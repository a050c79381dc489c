import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-country';

/**
 * The client's address as Fastify resolved it with the configured trusted proxies:
 * X-Forwarded-For is honoured only when the direct peer is a trusted proxy.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
}

/** Addresses whose country is remembered; a full memory starts again. */
const rememberedCountriesMax = 10_000;
const rememberedCountries = new Map<string, string>();

/**
 * The ISO country code of an address from the bundled offline database, or `ZZ` when unknown (private, loopback).
 * Every player call asks it while countries are blocked, so the answers of recent addresses are remembered.
 */
export function countryOfAddress(address: string): string {
  const remembered = rememberedCountries.get(address);
  if (remembered !== undefined) return remembered;
  const country = geoip.lookup(address)?.country ?? 'ZZ';
  if (rememberedCountries.size >= rememberedCountriesMax) rememberedCountries.clear();
  rememberedCountries.set(address, country);
  return country;
}
