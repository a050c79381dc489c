import type { AuditRecord } from '../../platform/audiences.ts';
import type { DatabaseTransaction } from '../../platform/database.ts';

/** What the staff module needs from others: the audit (the system module's) and the brand name. */
export interface StaffPorts {
  /** Writes one staff audit row, in the given transaction when there is one. */
  audit(record: AuditRecord, transaction?: DatabaseTransaction): Promise<void>;
  /** The brand name authenticator apps show beside the account. */
  brandName(): Promise<string>;
}
