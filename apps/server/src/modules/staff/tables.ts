import type { Generated } from 'kysely';

/** Tables owned by the staff module. */
export type StaffTables = {
  staff_members: {
    id: Generated<string>;
    email: string;
    name: string;
    role: string;
    password_hash: string;
    totp_secret: string | null;
    totp_enrolled_at: Date | null;
    totp_last_step: Generated<string>;
    allowed_addresses: Generated<string[]>;
    failed_logins: Generated<number>;
    locked_until: Date | null;
    disabled_at: Date | null;
    created_at: Generated<Date>;
  };
  staff_grants: { staff_id: string; permission: string; expires_at: Date | null; granted_at: Generated<Date> };
  staff_backup_codes: { staff_id: string; code_hash: string; used_at: Date | null };
  staff_login_tickets: {
    ticket_hash: string;
    staff_id: string;
    pending_secret: string | null;
    attempts: Generated<number>;
    client_address: string;
    expires_at: Date;
    used_at: Date | null;
  };
  staff_sessions: {
    id: Generated<string>;
    staff_id: string;
    token_hash: string;
    client_address: string;
    user_agent: string;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    revoked_at: Date | null;
  };
};
