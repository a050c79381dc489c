import { describe, expect, it } from 'vitest';
import { withdrawalStatuses, type WithdrawalValue } from '@platform/contract/wallet/withdrawal';
import { awaitingConfirmation, partlyReceivedProblem, withdrawalStatusTones } from './withdrawal-status.ts';

const withdrawal = (id: string, createdAt: string, awaiting: boolean): WithdrawalValue => ({
  id,
  parentId: null,
  amount: 10_000,
  status: awaiting ? 'paid' : 'review',
  payoutAccount: { method: 'pix', payeeName: 'Ana', label: 'PIX cpf •••1234' },
  receivedAmount: null,
  remainingAmount: null,
  forcedReceipt: false,
  awaitingConfirmation: awaiting,
  proofIds: [],
  claimNote: '',
  createdAt,
  updatedAt: createdAt,
});

describe('withdrawal statuses', () => {
  it('every status of the contract has a tone', () => {
    for (const status of withdrawalStatuses) expect(withdrawalStatusTones[status]).toBeTruthy();
  });

  it('lists the paid withdrawals awaiting confirmation, oldest first', () => {
    const list = [withdrawal('3', '2026-11-22T10:00:00Z', true), withdrawal('2', '2026-11-21T10:00:00Z', false), withdrawal('1', '2026-11-20T10:00:00Z', true)];
    expect(awaitingConfirmation(list).map((item) => item.id)).toEqual(['1', '3']);
  });

  it('a partly received amount is below the amount paid and may be zero', () => {
    expect(partlyReceivedProblem(0, 10_000)).toBeUndefined();
    expect(partlyReceivedProblem(9_999, 10_000)).toBeUndefined();
    expect(partlyReceivedProblem(10_000, 10_000)).toBe('notLess');
    expect(partlyReceivedProblem(null, 10_000)).toBe('format');
  });
});
