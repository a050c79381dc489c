import type { WithdrawalStatus, WithdrawalValue } from '@platform/contract/wallet/withdrawal';

export type StatusTone = 'waiting' | 'success' | 'danger' | 'attention' | 'neutral';

/** How each withdrawal status looks in the list: its tone; the label is `wallet.withdrawalStatus.<status>`. */
export const withdrawalStatusTones: Record<WithdrawalStatus, StatusTone> = {
  review: 'waiting',
  approved: 'waiting',
  paid: 'attention',
  received: 'success',
  partly_received: 'success',
  not_received: 'danger',
  disputed: 'attention',
  refunded: 'neutral',
  rejected: 'danger',
  claim_rejected: 'danger',
};

/** The outcomes a member may report for a paid withdrawal (spec §4 Withdrawal confirmation). */
export const confirmationOutcomes = ['received', 'partly_received', 'not_received'] as const;
export type ConfirmationOutcome = (typeof confirmationOutcomes)[number];

/** The withdrawals waiting for the member to say whether the money arrived, oldest first. */
export function awaitingConfirmation(withdrawals: WithdrawalValue[]): WithdrawalValue[] {
  return withdrawals.filter((withdrawal) => withdrawal.awaitingConfirmation).sort((left, right) => left.createdAt.localeCompare(right.createdAt));
}

/**
 * A partly received amount must be less than the amount paid (all of it is "received") and may be zero;
 * the rest goes back to review.
 */
export function partlyReceivedProblem(received: number | null, paid: number): 'format' | 'notLess' | undefined {
  if (received === null) return 'format';
  if (received >= paid) return 'notLess';
  return undefined;
}
