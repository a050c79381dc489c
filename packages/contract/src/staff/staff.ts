/**
 * The operator console's staff: who they are, what they may do, how they log in. Staff are not members: they
 * have their own accounts, log in with e-mail, password and an authenticator code, and every call they make under
 * /ops is checked against their permissions on the server. The console shows only what the permissions allow.
 */
import { z } from 'zod';

/** The areas of the platform a permission is about. A module that adds console screens adds its area here. */
export const staffAreas = ['players', 'payments', 'games', 'lottery', 'content', 'site', 'agents', 'bonuses', 'reports', 'staff', 'audit'] as const;
export type StaffArea = (typeof staffAreas)[number];

/** What a permission allows in an area: see it, change it, approve another staff member's request, delete. */
export const staffActions = ['view', 'edit', 'approve', 'delete'] as const;
export type StaffAction = (typeof staffActions)[number];

/** A permission, written `area.action` (e.g. `payments.approve`). */
export type StaffPermission = `${StaffArea}.${StaffAction}`;
export const staffPermissionSchema = z.custom<StaffPermission>(
  (value) => typeof value === 'string' && isStaffPermission(value),
  'a permission written area.action',
);

export function isStaffPermission(value: string): value is StaffPermission {
  const [area, action, ...rest] = value.split('.');
  return rest.length === 0 && (staffAreas as readonly string[]).includes(area ?? '') && (staffActions as readonly string[]).includes(action ?? '');
}

/** Every permission of an area up to an action: edit implies view; approve and delete imply edit. */
function upTo(area: StaffArea, action: StaffAction): StaffPermission[] {
  const implied: Record<StaffAction, StaffAction[]> = {
    view: ['view'],
    edit: ['view', 'edit'],
    approve: ['view', 'edit', 'approve'],
    delete: ['view', 'edit', 'delete'],
  };
  return implied[action].map((each) => `${area}.${each}` as const);
}

export const staffRoles = ['admin', 'finance', 'risk', 'support', 'content', 'lottery', 'auditor'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles);

/** What each role may do. A grant with an expiry can add a permission to one staff member for a while. */
export const staffRolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  admin: staffAreas.flatMap((area) => [...upTo(area, 'approve'), `${area}.delete` as const]),
  finance: [...upTo('payments', 'approve'), ...upTo('players', 'edit'), ...upTo('reports', 'view'), ...upTo('bonuses', 'approve')],
  risk: [...upTo('players', 'approve'), ...upTo('payments', 'approve'), ...upTo('agents', 'edit'), ...upTo('reports', 'view'), ...upTo('audit', 'view')],
  support: [...upTo('players', 'edit'), ...upTo('payments', 'view'), ...upTo('content', 'view'), ...upTo('site', 'view')],
  content: [...upTo('content', 'delete'), ...upTo('site', 'edit'), ...upTo('games', 'edit')],
  lottery: [...upTo('lottery', 'approve'), ...upTo('games', 'view'), ...upTo('reports', 'view')],
  auditor: staffAreas.map((area) => `${area}.view` as const),
};

export const staffEmailSchema = z.email({ pattern: z.regexes.html5Email, message: 'a valid e-mail address' }).max(200, 'at most 200 characters');

/** POST /ops/staff/login: the first step, e-mail and password. */
export const staffLoginSchema = z.object({
  email: staffEmailSchema,
  password: z.string().min(1, 'required').max(200, 'at most 200 characters'),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/**
 * The answer to the first step: a short-lived ticket for the second. A staff member without an authenticator yet
 * gets the secret to add to one (`enrol`); the code it then shows confirms the enrolment.
 */
export const staffLoginChallengeSchema = z.object({
  ticket: z.string(),
  step: z.enum(['code', 'enrol']),
  /** Only for `enrol`: the secret (base32) and the otpauth:// address an authenticator app reads as a QR code. */
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
  expiresAt: z.iso.datetime(),
});
export type StaffLoginChallenge = z.infer<typeof staffLoginChallengeSchema>;

/** POST /ops/staff/login/code: the second step, the authenticator's six digits or one backup code. */
export const staffLoginCodeSchema = z.object({
  ticket: z.string().min(1, 'required').max(200, 'at most 200 characters'),
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'six digits, or a backup code'),
});
export type StaffLoginCode = z.infer<typeof staffLoginCodeSchema>;

export const staffProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** Every permission the staff member holds now: the role's and unexpired grants'. */
  permissions: z.array(staffPermissionSchema),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** The answer to the second step: the session's bearer token; backup codes only right after enrolment, once. */
export const staffSessionStartSchema = z.object({
  token: z.string(),
  idleMinutes: z.number().int().positive(),
  staff: staffProfileSchema,
  backupCodes: z.array(z.string()).optional(),
});
export type StaffSessionStart = z.infer<typeof staffSessionStartSchema>;

export const staffSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  clientAddress: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
