import type { DatabaseTransaction } from '../../platform/database.ts';

/**
 * Writes an operator action to the audit trail (the system module's), with the state before and after, in the
 * transaction of the change itself: the change and its audit row commit together or not at all.
 */
export type OperatorAudit = (
  entry: {
    name: string;
    clientAddress: string;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  },
  transaction: DatabaseTransaction,
) => Promise<void>;

/** The operator behind a request of the operator audience. */
export interface OperatorActor {
  name: string;
  clientAddress: string;
}
