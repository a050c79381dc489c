import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { operatorRoutePermissions, routeAccess } from '../../platform/http.ts';
import type { Role } from '../../platform/auth.ts';

/** A path parameter that must match its pattern; anything else is answered as not found. */
export function pathParameter(request: FastifyRequest, name: string, pattern: RegExp): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !pattern.test(value)) throw new AppError('not_found');
  return value;
}

export const idPattern = /^[1-9][0-9]{0,17}$/u;
export const orderReferencePattern = /^D[0-9A-Z]{8,32}$/u;
export const proofIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/**
 * Declares a GET route that answers with bytes rather than the envelope (an image), with its access
 * recorded like every other route's; its errors still travel in the envelope.
 */
export function defineImageRoute(
  app: FastifyInstance,
  definition: { url: string; access: readonly Role[] | 'operator'; handler: (request: FastifyRequest) => Promise<{ contentType: string; bytes: Buffer }> },
  authorise: (request: FastifyRequest) => void,
): void {
  routeAccess.set(`GET ${app.prefix}${definition.url}`, definition.access);
  const config = definition.access === 'operator' ? { operatorAccess: 'payments.view' as const } : {};
  if (definition.access === 'operator') operatorRoutePermissions.set(`GET ${app.prefix}${definition.url}`, 'payments.view');
  app.get(definition.url, { schema: { hide: true }, config }, async (request: FastifyRequest, reply: FastifyReply) => {
    authorise(request);
    const image = await definition.handler(request);
    return reply
      .header('content-type', image.contentType)
      .header('content-disposition', `inline; filename="proof.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}
