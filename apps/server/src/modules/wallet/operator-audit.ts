/** Writes an operator action to the audit trail (the system module's), with the state before and after. */
export type OperatorAudit = (entry: {
  name: string;
  clientAddress: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}) => Promise<void>;

/** The operator behind a request of the operator audience. */
export interface OperatorActor {
  name: string;
  clientAddress: string;
}
