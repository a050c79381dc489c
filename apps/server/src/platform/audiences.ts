import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffAreas, staffActions, type StaffPermission } from '@platform/contract';
import { AppError } from './errors.ts';
import { clientAddressOf } from './client-address.ts';

/**
 * Who may call an operator route: anyone (the staff login's two steps), any signed-in staff member (their own
 * profile and sessions), or holders of one permission.
 */
export type OperatorAccess = StaffPermission | 'staff-login' | 'signed-in';

/** The staff member (or the automation credential) behind an operator request, as the audit records them. */
export interface OperatorActor {
  /** The staff member's e-mail, or `automation`. */
  name: string;
  staffId: string | null;
  /** The area of the permission the route asked for, '' for the staff member's own account calls. */
  area: string;
  clientAddress: string;
  userAgent: string;
}

/** A resolved staff session: who, and what they may do now. */
export interface StaffIdentity {
  staffId: string;
  email: string;
  sessionId: string;
  permissions: ReadonlySet<string>;
}

/** Resolves a staff session token; throws `staff_session_expired` for an ended or unknown one. */
export type StaffResolver = (token: string, request: FastifyRequest) => Promise<StaffIdentity>;

/** Writes one audit row for an operator call whose module does not record its own. */
export type OperatorCallAudit = (actor: OperatorActor, entry: { action: string; subject: string; after: unknown }) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator audience: the staff member, or null for the automation credential. */
    staff: StaffIdentity | null;
    operatorAccess: OperatorAccess | undefined;
  }
  interface FastifyContextConfig {
    /** Who may call an operator route (required under /ops). */
    operatorAccess?: OperatorAccess;
    /** The route's service writes its own audit row, with the state before and after, in the change's transaction. */
    auditedByService?: boolean;
  }
}

const everyPermission: ReadonlySet<string> = new Set(staffAreas.flatMap((area) => staffActions.map((action) => `${area}.${action}`)));

/**
 * Each audience is its own encapsulated Fastify context with its own auth hook, so a route registered inside it
 * cannot be reached without that audience's credential. The operator audience admits a staff member's session
 * token, checked against the route's permission, or the automation credential (`OPERATOR_TOKEN`), which holds
 * every permission and is audited under the name `automation`.
 */
export async function operatorAudience(
  app: FastifyInstance,
  options: { operatorToken: string; resolveStaff: StaffResolver; auditCall: OperatorCallAudit; register: (scope: FastifyInstance) => Promise<void> | void },
): Promise<void> {
  const expected = createHash('sha256').update(options.operatorToken).digest();
  await app.register(
    async (scope) => {
      scope.decorateRequest('staff', null);
      scope.decorateRequest('operatorAccess', undefined);
      scope.addHook('onRequest', async (request: FastifyRequest) => {
        const access = request.routeOptions.config?.operatorAccess;
        request.operatorAccess = access;
        const header = request.headers.authorization ?? '';
        const presented = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
        if (access === undefined) throw new AppError('forbidden');
        if (access === 'staff-login') return;
        if (!presented) throw new AppError('forbidden');
        const digest = createHash('sha256').update(presented).digest();
        if (timingSafeEqual(digest, expected)) return;
        const staff = await options.resolveStaff(presented, request);
        request.staff = staff;
        if (access !== 'signed-in' && !staff.permissions.has(access)) throw new AppError('staff_permission_missing');
      });
      // A change whose module does not write its own audit row (with the state before and after) is recorded here,
      // once it succeeded: who, which call, on what, with what.
      scope.addHook('preSerialization', async (request: FastifyRequest, reply) => {
        const access = request.operatorAccess;
        if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
        if (access === undefined || access === 'staff-login' || request.routeOptions.config?.auditedByService) return;
        await options.auditCall(operatorActorOf(request), {
          action: `${request.method} ${request.routeOptions.url ?? ''}`,
          subject: request.url.split('?')[0] ?? '',
          after: redactSecrets(request.body),
        });
      });
      await options.register(scope);
    },
    { prefix: '/ops' },
  );
}

/** The actor of an operator request, for the audit. */
export function operatorActorOf(request: FastifyRequest): OperatorActor {
  const access = request.operatorAccess;
  const userAgent = request.headers['user-agent'];
  return {
    name: request.staff?.email ?? 'automation',
    staffId: request.staff?.staffId ?? null,
    area: access && access !== 'signed-in' && access !== 'staff-login' ? access.split('.')[0]! : '',
    clientAddress: clientAddressOf(request),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : '',
  };
}

/** The permissions the automation credential holds: all of them. */
export function automationPermissions(): ReadonlySet<string> {
  return everyPermission;
}

/** A request body as the audit keeps it: passwords, codes and tokens are never written down. */
export function redactSecrets(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redactSecrets);
  if (typeof body !== 'object' || body === null) return body ?? null;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, /(password|secret|token)$/i.test(key) || key === 'code' ? '[redacted]' : redactSecrets(value)]),
  );
}

/** One row of the staff audit as a module hands it to the system module's audit. */
export interface AuditRecord {
  actor: string;
  staffId?: string | null;
  area?: string;
  userAgent?: string;
  reason?: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  clientAddress: string;
}

/** The audit row of a change made by an actor. */
export function auditRecordOf(actor: OperatorActor, change: { action: string; subject: string; before: unknown; after: unknown; reason?: string }): AuditRecord {
  return { actor: actor.name, staffId: actor.staffId, area: actor.area, userAgent: actor.userAgent, clientAddress: actor.clientAddress, ...change };
}
