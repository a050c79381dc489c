import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  staffLoginChallengeSchema,
  staffLoginCodeSchema,
  staffLoginSchema,
  staffProfileSchema,
  staffSessionSchema,
  staffSessionStartSchema,
} from '@platform/contract';
import { defineRoute } from '../../platform/http.ts';
import { clientAddressOf } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import type { StaffIdentity } from '../../platform/audiences.ts';
import { staffClientOf, type StaffService } from './service.ts';

const tags = ['operator', 'staff'];
const client = (request: FastifyRequest) => staffClientOf(request, clientAddressOf(request));

/** The signed-in staff member; the automation credential has no staff account of its own. */
function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError('forbidden');
  return request.staff;
}

/** The console's staff calls, inside the operator audience (prefix /ops): the two-step login and the own account. */
export function staffRoutes(app: FastifyInstance, staff: StaffService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/staff/login',
    summary: 'Staff login, first step: e-mail and password; answers a ticket for the authenticator code (or the secret to enrol one)',
    tags,
    access: 'operator',
    permission: 'staff-login',
    errors: ['staff_login_failed', 'login_locked', 'staff_address_not_allowed'],
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    rawBody: staffLoginSchema,
    value: staffLoginChallengeSchema,
    handler: ({ request }) => staff.login(request.body, client(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/staff/login/code',
    summary: "Staff login, second step: the authenticator's code or a backup code; starts a session (backup codes once, after enrolment)",
    tags,
    access: 'operator',
    permission: 'staff-login',
    errors: ['staff_code_invalid', 'staff_ticket_expired'],
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    rawBody: staffLoginCodeSchema,
    value: staffSessionStartSchema,
    handler: ({ request }) => staff.confirmCode(request.body, client(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/staff/me',
    summary: 'The signed-in staff member and the permissions they hold now',
    tags,
    access: 'operator',
    permission: 'signed-in',
    value: staffProfileSchema,
    handler: ({ request }) => staff.me(staffOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/staff/logout',
    summary: "Ends the signed-in staff member's session (audited)",
    tags,
    access: 'operator',
    permission: 'signed-in',
    auditedByService: true,
    value: z.null(),
    handler: ({ request }) => staff.logout(staffOf(request), client(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/staff/sessions',
    summary: "The signed-in staff member's open sessions, the current one marked",
    tags,
    access: 'operator',
    permission: 'signed-in',
    value: z.array(staffSessionSchema),
    handler: ({ request }) => staff.sessions(staffOf(request)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/staff/sessions/:sessionId',
    summary: "Revokes one of the signed-in staff member's sessions (audited)",
    tags,
    access: 'operator',
    permission: 'signed-in',
    auditedByService: true,
    params: z.object({ sessionId: z.string().regex(/^[1-9][0-9]{0,17}$/u) }),
    value: z.null(),
    handler: ({ request }) => staff.revokeSession(staffOf(request), (request.params as { sessionId: string }).sessionId, client(request)),
  });
}
