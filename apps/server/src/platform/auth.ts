import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Who may call a route. Trial is a logged-in free-play account (member type 4). */
export type Role = 'guest' | 'trial' | 'member' | 'agent';

/** The logged-in caller of a request, resolved from the session token. */
export interface Caller {
  memberId: string;
  sessionId: string;
  account: string;
  role: Exclude<Role, 'guest'>;
  memberType: number;
  isAgent: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export type SessionResolver = (token: string, request: FastifyRequest) => Promise<Caller | null>;

/** The session token of a request: `Authorization: Bearer …` or the `token` header. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || undefined;
  const header = request.headers.token;
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

/**
 * Resolves the caller of every request in a scope from its token; an unknown or expired token is a guest.
 * Requests under `skipPrefixes` (audiences with credentials of their own) are never looked up.
 */
export function installCallerResolution(app: FastifyInstance, resolve: SessionResolver, options: { skipPrefixes?: readonly string[] } = {}): void {
  const skipPrefixes = options.skipPrefixes ?? [];
  app.decorateRequest('caller', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = tokenOf(request);
    if (!token || skipPrefixes.some((prefix) => request.url.startsWith(prefix))) return done();
    resolve(token, request).then(
      (caller) => {
        request.caller = caller;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

/**
 * Enforces a route's declared roles: guests get not_logged_in, trial accounts get in_need_true_account
 * (spec §6), any other role outside the list gets forbidden.
 */
export function authorise(request: FastifyRequest, roles: readonly Role[] | 'public'): Caller | null {
  if (roles === 'public') return request.caller;
  const caller = request.caller;
  if (!caller) {
    if (roles.includes('guest')) return null;
    throw new AppError('not_logged_in');
  }
  if (roles.includes(caller.role)) return caller;
  if (caller.role === 'trial') throw new AppError('in_need_true_account');
  // An agent is also a member of the site for member-centre calls that list 'member' only when declared so.
  throw new AppError('forbidden');
}

/** The caller of a route that refuses guests; for handlers after `authorise`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('not_logged_in');
  return request.caller;
}
