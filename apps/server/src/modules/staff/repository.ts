import { sql, type Selectable } from 'kysely';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';
import type { StaffTables } from './tables.ts';

export type StaffRow = Selectable<StaffTables['staff_members']>;

/** Data access for the staff module; the only code that touches its tables. */
export function staffRepository(database: Database) {
  const db = database.withTables<StaffTables>();
  const on = (executor: DatabaseTransaction | undefined) => (executor ? executor.withTables<StaffTables>() : db);
  return {
    transaction<Result>(work: (transaction: DatabaseTransaction) => Promise<Result>): Promise<Result> {
      return database.transaction().execute(work);
    },

    async findByEmail(email: string): Promise<StaffRow | undefined> {
      return db.selectFrom('staff_members').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    },

    /** The staff member's row, locked until the transaction ends when one is given. */
    async findById(staffId: string, executor?: DatabaseTransaction): Promise<StaffRow | undefined> {
      const query = on(executor).selectFrom('staff_members').selectAll().where('id', '=', staffId);
      return (executor ? query.forUpdate() : query).executeTakeFirst();
    },

    async list(): Promise<StaffRow[]> {
      return db.selectFrom('staff_members').selectAll().orderBy('id').execute();
    },

    async insert(row: { email: string; name: string; role: string; password_hash: string }): Promise<string> {
      const inserted = await db.insertInto('staff_members').values(row).returning('id').executeTakeFirstOrThrow();
      return String(inserted.id);
    },

    /** A failed password: one more failure, and a lock once `lockAfter` failures are reached. */
    async recordFailedLogin(staffId: string, lockAfter: number, lockMinutes: number): Promise<void> {
      await db
        .updateTable('staff_members')
        .set({
          failed_logins: sql`failed_logins + 1`,
          locked_until: sql`case when failed_logins + 1 >= ${lockAfter} then now() + make_interval(mins => ${lockMinutes}) else locked_until end`,
        })
        .where('id', '=', staffId)
        .execute();
    },

    async clearFailedLogins(staffId: string): Promise<void> {
      await db.updateTable('staff_members').set({ failed_logins: 0, locked_until: null }).where('id', '=', staffId).execute();
    },

    /** Unexpired grants beyond the role. */
    async activeGrants(staffId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('staff_grants')
        .select('permission')
        .where('staff_id', '=', staffId)
        .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', sql<Date>`now()`)]))
        .execute();
      return rows.map((row) => row.permission);
    },

    async insertTicket(row: { ticket_hash: string; staff_id: string; pending_secret: string | null; client_address: string; expires_at: Date }): Promise<void> {
      await db.insertInto('staff_login_tickets').values(row).execute();
      await db.deleteFrom('staff_login_tickets').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    },

    /** The ticket, locked, with one more attempt counted; undefined when unknown. */
    async takeTicketAttempt(ticketHash: string, transaction: DatabaseTransaction) {
      return on(transaction)
        .updateTable('staff_login_tickets')
        .set({ attempts: sql`attempts + 1` })
        .where('ticket_hash', '=', ticketHash)
        .returningAll()
        .executeTakeFirst();
    },

    async useTicket(ticketHash: string, transaction: DatabaseTransaction): Promise<void> {
      await on(transaction).updateTable('staff_login_tickets').set({ used_at: sql`now()` }).where('ticket_hash', '=', ticketHash).execute();
    },

    async enrolAuthenticator(staffId: string, secret: string, step: number, backupCodeHashes: string[], transaction: DatabaseTransaction): Promise<void> {
      const tx = on(transaction);
      await tx
        .updateTable('staff_members')
        .set({ totp_secret: secret, totp_enrolled_at: sql`now()`, totp_last_step: String(step) })
        .where('id', '=', staffId)
        .execute();
      await tx.deleteFrom('staff_backup_codes').where('staff_id', '=', staffId).execute();
      await tx.insertInto('staff_backup_codes').values(backupCodeHashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null }))).execute();
    },

    async markStepUsed(staffId: string, step: number, transaction: DatabaseTransaction): Promise<void> {
      await on(transaction).updateTable('staff_members').set({ totp_last_step: String(step) }).where('id', '=', staffId).execute();
    },

    /** Spends an unused backup code; false when it is not one (or was spent). */
    async spendBackupCode(staffId: string, codeHash: string, transaction: DatabaseTransaction): Promise<boolean> {
      const spent = await on(transaction)
        .updateTable('staff_backup_codes')
        .set({ used_at: sql`now()` })
        .where('staff_id', '=', staffId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1;
    },

    async insertSession(row: { staff_id: string; token_hash: string; client_address: string; user_agent: string }, transaction: DatabaseTransaction): Promise<string> {
      const inserted = await on(transaction).insertInto('staff_sessions').values(row).returning('id').executeTakeFirstOrThrow();
      return String(inserted.id);
    },

    /** Whether the staff member logged in from this address before. */
    async knownAddress(staffId: string, clientAddress: string, transaction: DatabaseTransaction): Promise<boolean> {
      const row = await on(transaction).selectFrom('staff_sessions').select('id').where('staff_id', '=', staffId).where('client_address', '=', clientAddress).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** A session by its token's hash, with its staff member. */
    async sessionByToken(tokenHash: string) {
      return db
        .selectFrom('staff_sessions as session')
        .innerJoin('staff_members as staff', 'staff.id', 'session.staff_id')
        .select([
          'session.id as sessionId',
          'session.last_seen_at as lastSeenAt',
          'session.revoked_at as revokedAt',
          'staff.id as staffId',
          'staff.email as email',
          'staff.role as role',
          'staff.disabled_at as disabledAt',
          'staff.allowed_addresses as allowedAddresses',
        ])
        .where('session.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touchSession(sessionId: string): Promise<void> {
      await db.updateTable('staff_sessions').set({ last_seen_at: sql`now()` }).where('id', '=', sessionId).execute();
    },

    async revokeSession(sessionId: string, staffId?: string): Promise<boolean> {
      let query = db.updateTable('staff_sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null);
      if (staffId) query = query.where('staff_id', '=', staffId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The staff member's sessions still open (not revoked, seen within the idle time), newest first. */
    async openSessions(staffId: string, idleMinutes: number) {
      return db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
        .orderBy('created_at', 'desc')
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
