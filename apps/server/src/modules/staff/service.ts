import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import {
  isStaffPermission,
  staffLoginCodeSchema,
  staffLoginSchema,
  staffRolePermissions,
  type StaffLoginChallenge,
  type StaffProfile,
  type StaffRole,
  type StaffSession,
  type StaffSessionStart,
} from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { StaffIdentity } from '../../platform/audiences.ts';
import type { StaffRepository, StaffRow } from './repository.ts';
import type { StaffPorts } from './ports.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/** The staff rules; every number here is the console's configuration. */
export const staffRules = {
  /** A session ends after this long without a call. */
  idleMinutes: 30,
  /** The time between the password step and the code step. */
  ticketMinutes: 5,
  /** Wrong codes one ticket allows before the login must start again. */
  codeAttempts: 5,
  /** Wrong passwords in a row that lock the account, and for how long. */
  lockAfter: 5,
  lockMinutes: 15,
  backupCodes: 10,
  /** A session's last call is written at most this often. */
  touchSeconds: 60,
} as const;

/** Who is calling, as the audit writes it. */
export interface StaffClient {
  clientAddress: string;
  userAgent: string;
}

const backupAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Compared against when the e-mail is unknown, so an unknown e-mail takes as long as a wrong password. */
const unknownStaffHash = argon2Hash(randomBytes(16).toString('hex'));

/** An address is allowed when the list is empty, names it, or holds a prefix of it ending in '.' or ':'. */
export function addressAllowed(allowed: readonly string[], address: string): boolean {
  return allowed.length === 0 || allowed.some((entry) => entry === address || (/[.:]$/.test(entry) && address.startsWith(entry)));
}

/** Every permission a staff member holds: the role's and the unexpired grants'. */
export function permissionsOf(role: string, grants: readonly string[]): Set<string> {
  const fromRole = staffRolePermissions[role as StaffRole] ?? [];
  return new Set([...fromRole, ...grants.filter(isStaffPermission)]);
}

function newBackupCode(): string {
  const characters = Array.from({ length: 8 }, () => backupAlphabet[randomInt(backupAlphabet.length)]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}

const backupCodeHash = (code: string) => sha256(code.toUpperCase().replace('-', ''));

export function staffService(options: { repository: StaffRepository; ports: StaffPorts; now?: () => number }) {
  const { repository, ports } = options;
  const now = options.now ?? Date.now;

  async function profileOf(staff: StaffRow): Promise<StaffProfile> {
    const permissions = permissionsOf(staff.role, await repository.activeGrants(String(staff.id)));
    return { id: String(staff.id), email: staff.email, name: staff.name, role: staff.role as StaffRole, permissions: [...permissions].filter(isStaffPermission).sort() };
  }

  const loginAudit = (staff: Pick<StaffRow, 'id' | 'email'> | undefined, email: string, action: string, client: StaffClient, after: unknown = null) =>
    ports.audit({ actor: staff?.email ?? email, staffId: staff ? String(staff.id) : null, area: 'staff', action, subject: staff ? `staff:${staff.id}` : `email:${email}`, before: null, after, clientAddress: client.clientAddress, userAgent: client.userAgent });

  return {
    /** Creates a staff member (demo data, or an administrator); the authenticator is enrolled at the first login. */
    async create(input: { email: string; name: string; role: StaffRole; password: string | { hash: string } }): Promise<string> {
      const passwordHash = typeof input.password === 'string' ? await argon2Hash(input.password) : input.password.hash;
      return repository.insert({ email: input.email, name: input.name, role: input.role, password_hash: passwordHash });
    },

    /** A password's argon2id hash, for creating several accounts with one password. */
    hashPassword: (password: string) => argon2Hash(password),

    async findByEmail(email: string) {
      return repository.findByEmail(email);
    },

    /**
     * The first step: e-mail and password. A wrong one counts toward the lock and answers as an unknown e-mail
     * does; a right one gives a ticket for the code step, with a new authenticator secret when none is enrolled.
     */
    async login(body: unknown, client: StaffClient): Promise<StaffLoginChallenge> {
      const request = parseInput(staffLoginSchema, body);
      const staff = await repository.findByEmail(request.email);
      const passwordMatches = await argon2Verify(staff?.password_hash ?? (await unknownStaffHash), request.password).catch(() => false);
      if (!staff || staff.disabled_at) {
        await loginAudit(undefined, request.email, 'staff.login.refused', client, { reason: staff ? 'disabled' : 'unknown' });
        throw new AppError('staff_login_failed');
      }
      if (staff.locked_until && staff.locked_until.getTime() > now()) {
        await loginAudit(staff, request.email, 'staff.login.locked', client);
        throw new AppError('login_locked');
      }
      if (!addressAllowed(staff.allowed_addresses, client.clientAddress)) {
        await loginAudit(staff, request.email, 'staff.login.address_refused', client);
        throw new AppError('staff_address_not_allowed');
      }
      if (!passwordMatches) {
        await repository.recordFailedLogin(String(staff.id), staffRules.lockAfter, staffRules.lockMinutes);
        await loginAudit(staff, request.email, 'staff.login.password_failed', client);
        throw new AppError('staff_login_failed');
      }
      await repository.clearFailedLogins(String(staff.id));
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + staffRules.ticketMinutes * 60_000);
      const enrolling = staff.totp_secret === null;
      const pendingSecret = enrolling ? newTotpSecret() : null;
      await repository.insertTicket({ ticket_hash: sha256(ticket), staff_id: String(staff.id), pending_secret: pendingSecret, client_address: client.clientAddress, expires_at: expiresAt });
      await loginAudit(staff, request.email, 'staff.login.password_ok', client, { step: enrolling ? 'enrol' : 'code' });
      if (!pendingSecret) return { ticket, step: 'code', expiresAt: expiresAt.toISOString() };
      return { ticket, step: 'enrol', secret: pendingSecret, otpauthUrl: otpauthUrl(await ports.brandName(), staff.email, pendingSecret), expiresAt: expiresAt.toISOString() };
    },

    /**
     * The second step: the authenticator's code (a code is good once, within a step either side of now) or an
     * unused backup code. While enrolling, the code confirms the new secret and the answer carries the backup
     * codes, shown this once. A session starts; a login from an address never seen before is marked in the audit.
     */
    async confirmCode(body: unknown, client: StaffClient): Promise<StaffSessionStart> {
      const request = parseInput(staffLoginCodeSchema, body);
      const ticketHash = sha256(request.ticket);
      const outcome = await repository.transaction(async (transaction) => {
        const ticket = await repository.takeTicketAttempt(ticketHash, transaction);
        if (!ticket || ticket.used_at || ticket.expires_at.getTime() <= now() || ticket.attempts > staffRules.codeAttempts || ticket.client_address !== client.clientAddress) {
          return { kind: 'refused' as const, code: 'staff_ticket_expired' as const, staff: undefined };
        }
        const staff = await repository.findById(String(ticket.staff_id), transaction);
        if (!staff || staff.disabled_at) return { kind: 'refused' as const, code: 'staff_ticket_expired' as const, staff: undefined };
        const code = request.code;
        let backupCodes: string[] | undefined;
        if (ticket.pending_secret) {
          const step = /^\d{6}$/.test(code) ? matchTotp(ticket.pending_secret, code, now(), 0) : null;
          if (step === null) return { kind: 'refused' as const, code: 'staff_code_invalid' as const, staff };
          backupCodes = Array.from({ length: staffRules.backupCodes }, newBackupCode);
          await repository.enrolAuthenticator(String(staff.id), ticket.pending_secret, step, backupCodes.map(backupCodeHash), transaction);
        } else if (/^\d{6}$/.test(code)) {
          const step = staff.totp_secret ? matchTotp(staff.totp_secret, code, now(), Number(staff.totp_last_step)) : null;
          if (step === null) return { kind: 'refused' as const, code: 'staff_code_invalid' as const, staff };
          await repository.markStepUsed(String(staff.id), step, transaction);
        } else if (!(await repository.spendBackupCode(String(staff.id), backupCodeHash(code), transaction))) {
          return { kind: 'refused' as const, code: 'staff_code_invalid' as const, staff };
        }
        await repository.useTicket(ticketHash, transaction);
        const newAddress = !(await repository.knownAddress(String(staff.id), client.clientAddress, transaction));
        const token = randomBytes(32).toString('base64url');
        await repository.insertSession({ staff_id: String(staff.id), token_hash: sha256(token), client_address: client.clientAddress, user_agent: client.userAgent.slice(0, 300) }, transaction);
        const method = ticket.pending_secret ? 'enrolled' : /^\d{6}$/.test(code) ? 'authenticator' : 'backup_code';
        await ports.audit(
          { actor: staff.email, staffId: String(staff.id), area: 'staff', action: 'staff.login.succeeded', subject: `staff:${staff.id}`, before: null, after: { method, newAddress }, clientAddress: client.clientAddress, userAgent: client.userAgent },
          transaction,
        );
        return { kind: 'started' as const, token, staff, backupCodes };
      });
      if (outcome.kind === 'refused') {
        if (outcome.staff) await loginAudit(outcome.staff, outcome.staff.email, 'staff.login.code_failed', client);
        throw new AppError(outcome.code);
      }
      return {
        token: outcome.token,
        idleMinutes: staffRules.idleMinutes,
        staff: await profileOf(outcome.staff),
        ...(outcome.backupCodes ? { backupCodes: outcome.backupCodes } : {}),
      };
    },

    /**
     * The staff member behind a session token, with the permissions they hold now. An unknown, revoked or idle
     * session, a disabled account or an address outside the account's list ends here.
     */
    async resolve(token: string, client: StaffClient): Promise<StaffIdentity> {
      const session = await repository.sessionByToken(sha256(token));
      if (!session) throw new AppError('forbidden');
      if (session.revokedAt || session.disabledAt) throw new AppError('staff_session_expired');
      const idleFor = now() - session.lastSeenAt.getTime();
      if (idleFor > staffRules.idleMinutes * 60_000) {
        await repository.revokeSession(String(session.sessionId));
        throw new AppError('staff_session_expired');
      }
      if (!addressAllowed(session.allowedAddresses, client.clientAddress)) throw new AppError('staff_address_not_allowed');
      if (idleFor > staffRules.touchSeconds * 1000) await repository.touchSession(String(session.sessionId));
      const permissions = permissionsOf(session.role, await repository.activeGrants(String(session.staffId)));
      return { staffId: String(session.staffId), email: session.email, sessionId: String(session.sessionId), permissions };
    },

    async me(identity: StaffIdentity): Promise<StaffProfile> {
      const staff = await repository.findById(identity.staffId);
      if (!staff) throw new AppError('staff_session_expired');
      return profileOf(staff);
    },

    async logout(identity: StaffIdentity, client: StaffClient): Promise<null> {
      await repository.revokeSession(identity.sessionId, identity.staffId);
      await ports.audit({ actor: identity.email, staffId: identity.staffId, area: 'staff', action: 'staff.logout', subject: `staff:${identity.staffId}`, before: null, after: null, clientAddress: client.clientAddress, userAgent: client.userAgent });
      return null;
    },

    async sessions(identity: StaffIdentity): Promise<StaffSession[]> {
      const rows = await repository.openSessions(identity.staffId, staffRules.idleMinutes);
      return rows.map((row) => ({
        id: String(row.id),
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        clientAddress: row.client_address,
        userAgent: row.user_agent,
        current: String(row.id) === identity.sessionId,
      }));
    },

    /** Ends one of the staff member's own sessions (another browser, or this one). */
    async revokeSession(identity: StaffIdentity, sessionId: string, client: StaffClient): Promise<null> {
      if (!/^\d{1,18}$/.test(sessionId) || !(await repository.revokeSession(sessionId, identity.staffId))) throw new AppError('not_found');
      await ports.audit({ actor: identity.email, staffId: identity.staffId, area: 'staff', action: 'staff.session.revoke', subject: `staff_session:${sessionId}`, before: null, after: null, clientAddress: client.clientAddress, userAgent: client.userAgent });
      return null;
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;

/** The audit's view of who is calling. */
export function staffClientOf(request: FastifyRequest, clientAddress: string): StaffClient {
  const userAgent = request.headers['user-agent'];
  return { clientAddress, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : '' };
}
