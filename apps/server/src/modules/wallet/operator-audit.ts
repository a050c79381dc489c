import type { DatabaseTransaction } from '../../platform/database.ts';
import type { OperatorActor } from '../../platform/audiences.ts';

export type { OperatorActor };

/**
 * Writes an operator action to the audit trail (the system module's), with the state before and after, in the
 * transaction of the change itself: the change and its audit row commit together or not at all.
 */
export type OperatorAudit = (
  entry: OperatorActor & {
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  },
  transaction: DatabaseTransaction,
) => Promise<void>;

