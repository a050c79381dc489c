import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { clientAddressOf } from '../../platform/client-address.ts';
import type { Merchant } from './repository.ts';
import type { SiteClosure } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is served whatever the site controls say: the calls the maintenance and region pages need. */
    siteControlsExempt?: boolean;
  }
}

/** How long a client is told to wait before asking again during maintenance. */
export const maintenanceRetryAfterSeconds = 300;

export interface SiteControlsReader {
  /** The merchant as remembered, without a query; undefined when it must be read again. */
  rememberedMerchant(): Merchant | undefined;
  merchant(): Promise<Merchant>;
  closureOf(current: Merchant, clientAddress: string): SiteClosure | null;
}

/** The refusal of a request the site controls close the site to: 503 for maintenance, 403 for a blocked country. */
export function closureError(closure: SiteClosure): AppError {
  if (closure.kind === 'maintenance') {
    return new AppError('info_maintenance', {
      value: { message: closure.message, retryAfterSeconds: maintenanceRetryAfterSeconds },
      headers: { 'retry-after': String(maintenanceRetryAfterSeconds) },
    });
  }
  return new AppError('blockip', { value: { ip: closure.ip, countryCode: closure.countryCode } });
}

/**
 * Enforces maintenance and blocked countries on every route of a scope (the player and agent calls), from the
 * trusted client address, with the decision the status call makes. Routes marked `siteControlsExempt` (status,
 * permission, the customer-service link) are served anyway. The controls come from the merchant the system
 * module remembers for a second, so a request costs no query; only an expired memory waits for one.
 */
export function installSiteControls(scope: FastifyInstance, controls: SiteControlsReader): void {
  const decide = (current: Merchant, request: FastifyRequest) => {
    const closure = controls.closureOf(current, clientAddressOf(request));
    return closure ? closureError(closure) : undefined;
  };
  scope.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.siteControlsExempt === true) return done();
    const remembered = controls.rememberedMerchant();
    if (remembered) return done(decide(remembered, request));
    controls.merchant().then(
      (current) => done(decide(current, request)),
      (error: unknown) => done(error as Error),
    );
    return undefined;
  });
}
