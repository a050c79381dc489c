import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Each audience is its own encapsulated Fastify context with its own auth hook, so a route
 * registered inside it cannot be reached without that audience's credential.
 */
export async function operatorAudience(
  app: FastifyInstance,
  options: { operatorToken: string; register: (scope: FastifyInstance) => Promise<void> | void },
): Promise<void> {
  const expected = createHash('sha256').update(options.operatorToken).digest();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
      const digest = createHash('sha256').update(presented).digest();
      if (!presented || !timingSafeEqual(digest, expected)) throw new AppError('forbidden');
    });
    await options.register(scope);
  }, { prefix: '/ops' });
}
