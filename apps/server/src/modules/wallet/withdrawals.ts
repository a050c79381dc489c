import { createHash, randomUUID } from 'node:crypto';
import type {
  PayoutAccountRequest,
  PayoutAccountValue,
  WalletPageQuery,
  WithdrawInfoValue,
  WithdrawRequest,
  WithdrawalConfirmRequest,
  WithdrawalConfirmValue,
  WithdrawalStatus,
  WithdrawalValue,
} from '@platform/contract';
import { sameRealName } from '@platform/contract/account/real-name';
import { AppError } from '../../platform/errors.ts';
import type { Ledger, LedgerTransaction } from './ledger.ts';
import type { WalletMembers } from './members-port.ts';
import type { BonusService } from './bonuses.ts';
import type { PaymentPasswordGuard } from './payment-password.ts';
import type { WalletSettingsStore } from './settings.ts';
import type { OperatorActor, OperatorAudit } from './operator-audit.ts';
import type { AcceptedImage } from './proof-images.ts';
import type { PayoutAccountRow, PayoutSnapshot, WithdrawalRepository, WithdrawalRow } from './withdrawal-repository.ts';
import { offsetOf, pageOf } from './paging.ts';

export interface WithdrawalOptions {
  ledger: Ledger;
  repository: WithdrawalRepository;
  members: WalletMembers;
  settings: WalletSettingsStore;
  bonuses: BonusService;
  passwordGuard: PaymentPasswordGuard;
  currencySymbol(): Promise<string>;
  audit: OperatorAudit;
  now?: () => Date;
}

/** Names compare without accents, case or repeated spaces: "José  da Silva" is "jose da silva". */
export const sameName = sameRealName;

function masked(text: string): string {
  return `•••${text.slice(-4)}`;
}

function snapshotOf(account: PayoutAccountRow): PayoutSnapshot {
  if (account.method === 'pix') {
    return {
      method: 'pix',
      payeeName: account.payeeName,
      label: `PIX ${account.pixKeyType ?? ''} ${masked(account.pixKey ?? '')}`.replace(/\s+/gu, ' '),
      details: { pixKeyType: account.pixKeyType ?? '', pixKey: account.pixKey ?? '' },
    };
  }
  return {
    method: 'bank',
    payeeName: account.payeeName,
    label: `${account.bankCode ?? ''} ${masked(account.accountNumber ?? '')}`,
    details: { bankCode: account.bankCode ?? '', bankBranch: account.bankBranch ?? '', accountNumber: account.accountNumber ?? '' },
  };
}

function payoutValueOf(account: PayoutAccountRow): PayoutAccountValue {
  const { method, payeeName, label } = snapshotOf(account);
  return { id: account.id, method, payeeName, label };
}

/**
 * Withdrawals: money is held at request, the operator approves and pays (hold posted) or rejects
 * (hold voided), and the member confirms receipt. A missing amount comes back as a new hold-backed
 * item under review; an unconfirmed payment counts as received after the configured minutes.
 */
export function withdrawalService(options: WithdrawalOptions) {
  const { ledger, repository } = options;
  const now = options.now ?? (() => new Date());

  async function present(rows: WithdrawalRow[]): Promise<WithdrawalValue[]> {
    const proofs = await repository.proofIds(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      amount: row.amount,
      status: row.status,
      payoutAccount: { method: row.payoutAccount.method, payeeName: row.payoutAccount.payeeName, label: row.payoutAccount.label },
      receivedAmount: row.receivedAmount,
      remainingAmount: row.status === 'partly_received' || row.status === 'not_received' ? row.amount - (row.receivedAmount ?? 0) : null,
      forcedReceipt: row.forcedReceipt,
      awaitingConfirmation: row.status === 'paid' && !row.forcedReceipt,
      proofIds: proofs.get(row.id) ?? [],
      claimNote: row.claimNote,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
  const presentOne = async (row: WithdrawalRow) => (await present([row]))[0]!;

  /** Inserts a withdrawal with its hold in the caller's transaction; undefined when the key was taken meanwhile. */
  async function insertHeld(
    transaction: LedgerTransaction,
    item: { memberId: string; parentId: string | null; idempotencyKey: string; requestHash: Buffer; amount: number; status: WithdrawalStatus; payoutAccount: PayoutSnapshot },
    source: 'member' | 'clearing',
  ): Promise<WithdrawalRow | undefined> {
    const inserted = await repository.insert(transaction, item);
    if (!inserted) return undefined;
    const hold = await ledger.hold(transaction, {
      idempotencyKey: `withdrawal:${inserted.id}`,
      memberId: item.memberId,
      amount: item.amount,
      kind: source === 'member' ? 'withdrawal_hold' : 'withdrawal_return',
      reference: `W${inserted.id}`,
      ...(source === 'clearing' ? { source: { system: 'payment_clearing' as const } } : {}),
    });
    return repository.update(transaction, inserted.id, { holdId: hold.id });
  }

  async function request(memberId: string, input: WithdrawRequest): Promise<WithdrawalValue> {
    const { withdrawal: limits } = await options.settings.current();
    if (input.amount < limits.minimumAmount || input.amount > limits.maximumAmount) {
      throw new AppError('amount_out_of_range', { value: { minimumAmount: limits.minimumAmount, maximumAmount: limits.maximumAmount } });
    }
    const account = (await repository.payoutAccounts(memberId)).find((candidate) => candidate.id === input.payoutAccountId);
    if (!account) throw new AppError('not_found');
    await options.passwordGuard.check(memberId, input.paymentPassword);
    const turnover = await options.bonuses.turnover(memberId);
    if (!turnover.complete) throw new AppError('turnover_incomplete', { value: turnover });
    const requestHash = createHash('sha256').update(`${input.amount}\n${input.payoutAccountId}`).digest();
    const row = await ledger.withTransaction(async (transaction) => {
      const replay = async () => {
        const existing = await repository.findByKey(transaction, memberId, input.idempotencyKey);
        if (existing && !existing.requestHash.equals(requestHash)) throw new AppError('idempotency_conflict');
        return existing;
      };
      const item = { memberId, parentId: null, idempotencyKey: input.idempotencyKey, requestHash, amount: input.amount, status: 'review' as const, payoutAccount: snapshotOf(account) };
      return (await replay()) ?? (await insertHeld(transaction, item, 'member')) ?? (await replay())!;
    });
    return presentOne(row);
  }

  /** Opens the item for a missing amount: the money comes back from payment clearing into a new hold. */
  async function openFollowUp(transaction: LedgerTransaction, parent: WithdrawalRow, amount: number, status: 'review' | 'disputed', claimNote: string) {
    const item = {
      memberId: parent.memberId,
      parentId: parent.id,
      idempotencyKey: `follow-up-${parent.id}`,
      requestHash: createHash('sha256').update(`follow-up\n${parent.id}\n${amount}`).digest(),
      amount,
      status,
      payoutAccount: parent.payoutAccount,
    };
    const child = await insertHeld(transaction, item, 'clearing');
    if (!child) throw new AppError('withdrawal_state_conflict');
    return claimNote ? repository.update(transaction, child.id, { claimNote }) : child;
  }

  async function lockAwaitingConfirmation(transaction: LedgerTransaction, memberId: string, withdrawalId: string): Promise<WithdrawalRow> {
    const current = await repository.lock(transaction, withdrawalId);
    if (!current || current.memberId !== memberId) throw new AppError('not_found');
    if (current.status !== 'paid' || current.forcedReceipt) throw new AppError('withdrawal_state_conflict');
    return current;
  }

  async function confirm(memberId: string, withdrawalId: string, input: WithdrawalConfirmRequest): Promise<WithdrawalConfirmValue> {
    const { withdrawal, followUp } = await ledger.withTransaction(async (transaction) => {
      const current = await lockAwaitingConfirmation(transaction, memberId, withdrawalId);
      const received = input.outcome === 'received' ? current.amount : input.receivedAmount;
      if (received > current.amount) throw new AppError('amount_out_of_range', { value: { minimumAmount: 0, maximumAmount: current.amount } });
      if (received === current.amount) {
        return { withdrawal: await repository.update(transaction, current.id, { status: 'received', receivedAmount: received }), followUp: null };
      }
      const updated = await repository.update(transaction, current.id, { status: 'partly_received', receivedAmount: received });
      return { withdrawal: updated, followUp: await openFollowUp(transaction, updated, current.amount - received, 'review', '') };
    });
    return { withdrawal: await presentOne(withdrawal), followUp: followUp ? await presentOne(followUp) : null };
  }

  /** Not received: the payment is disputed with the member's proof images, and its amount is held again. */
  async function claimNotReceived(memberId: string, withdrawalId: string, claim: { note: string; images: AcceptedImage[] }): Promise<WithdrawalConfirmValue> {
    const { withdrawal, followUp } = await ledger.withTransaction(async (transaction) => {
      const current = await lockAwaitingConfirmation(transaction, memberId, withdrawalId);
      const updated = await repository.update(transaction, current.id, { status: 'not_received', receivedAmount: 0, claimNote: claim.note });
      const child = await openFollowUp(transaction, updated, current.amount, 'disputed', claim.note);
      for (const image of claim.images) {
        await repository.insertProof(transaction, { id: randomUUID(), withdrawal_id: child.id, member_id: memberId, content_type: image.contentType, bytes: image.bytes });
      }
      return { withdrawal: updated, followUp: child };
    });
    return { withdrawal: await presentOne(withdrawal), followUp: await presentOne(followUp) };
  }

  /** Runs an operator decision on one withdrawal and its audit row (before and after) in one transaction. */
  async function decide(
    withdrawalId: string,
    action: string,
    actor: OperatorActor,
    note: string,
    work: (transaction: LedgerTransaction, current: WithdrawalRow) => Promise<WithdrawalRow>,
  ): Promise<WithdrawalValue> {
    const after = await ledger.withTransaction(async (transaction) => {
      const current = await repository.lock(transaction, withdrawalId);
      if (!current) throw new AppError('not_found');
      const changed = await work(transaction, current);
      const decided = note ? await repository.update(transaction, changed.id, { reviewNote: note }) : changed;
      await options.audit({ ...actor, action: `wallet.withdrawal.${action}`, subject: withdrawalId, before: auditView(current), after: auditView(decided) }, transaction);
      return decided;
    });
    return presentOne(after);
  }

  function requireStatus(current: WithdrawalRow, allowed: WithdrawalStatus[]): void {
    if (!allowed.includes(current.status)) throw new AppError('withdrawal_state_conflict');
  }

  const releaseHold = (transaction: LedgerTransaction, current: WithdrawalRow) =>
    ledger.voidHold(transaction, { holdId: current.holdId!, kind: 'withdrawal_release', reference: `W${current.id}` });
  const payHold = (transaction: LedgerTransaction, current: WithdrawalRow) =>
    ledger.postHold(transaction, { holdId: current.holdId!, credit: { system: 'payment_clearing' }, kind: 'withdrawal_payout', reference: `W${current.id}` });

  return {
    request,
    confirm,
    claimNotReceived,

    async info(memberId: string): Promise<WithdrawInfoValue> {
      const [settings, balances, turnover, accounts, member] = await Promise.all([
        options.settings.current(),
        ledger.balances(memberId),
        options.bonuses.turnover(memberId),
        repository.payoutAccounts(memberId),
        options.members.memberOf(memberId),
      ]);
      return {
        balance: balances.cash,
        frozen: balances.held,
        minimumAmount: settings.withdrawal.minimumAmount,
        maximumAmount: settings.withdrawal.maximumAmount,
        turnover,
        payoutAccounts: accounts.map(payoutValueOf),
        hasPaymentPassword: member?.hasPaymentPassword ?? false,
        hasRealName: Boolean(member?.realName),
        currencySymbol: await options.currencySymbol(),
      };
    },

    /** Binds a PIX key or bank account in the member's own real name, confirmed by the payment password. */
    async bindPayoutAccount(memberId: string, input: PayoutAccountRequest): Promise<PayoutAccountValue> {
      const member = await options.members.memberOf(memberId);
      if (!member?.realName) throw new AppError('real_name_required');
      if (!sameName(input.payeeName, member.realName)) {
        throw new AppError('payee_name_mismatch', { fields: [{ field: 'payeeName', rule: 'real_name_mismatch', message: 'must equal your real name (case, accents and spaces aside)' }] });
      }
      await options.passwordGuard.check(memberId, input.paymentPassword);
      const { withdrawal: limits } = await options.settings.current();
      if ((await repository.payoutAccounts(memberId)).length >= limits.payoutAccountsMaximum) throw new AppError('payout_account_limit');
      const id = await repository.insertPayoutAccount({
        member_id: memberId,
        method: input.method,
        payee_name: member.realName,
        pix_key_type: input.method === 'pix' ? input.pixKeyType : null,
        pix_key: input.method === 'pix' ? input.pixKey : null,
        bank_code: input.method === 'bank' ? input.bankCode : null,
        bank_branch: input.method === 'bank' ? input.bankBranch : null,
        account_number: input.method === 'bank' ? input.accountNumber : null,
      });
      if (!id) throw new AppError('payout_account_exists');
      return payoutValueOf((await repository.payoutAccounts(memberId)).find((candidate) => candidate.id === id)!);
    },

    async list(memberId: string, page: WalletPageQuery) {
      const { rows, total } = await repository.list({ memberId }, offsetOf(page), page.pageSize);
      return pageOf(await present(rows), page, total);
    },

    /** A proof image for its owner or the operator; anyone else learns nothing, not even that it exists. */
    async proof(viewer: { memberId: string } | 'operator', proofId: string) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u.test(proofId)) throw new AppError('not_found');
      const proof = await repository.findProof(proofId);
      if (!proof || (viewer !== 'operator' && proof.memberId !== viewer.memberId)) throw new AppError('not_found');
      return proof;
    },

    async operatorList(status: WithdrawalStatus | undefined, page: WalletPageQuery) {
      const { rows, total } = await repository.list(status ? { status } : {}, offsetOf(page), page.pageSize);
      const shown = await present(rows);
      return pageOf(
        shown.map((withdrawal, index) => ({ ...withdrawal, memberId: rows[index]!.memberId, payoutDetails: rows[index]!.payoutAccount.details, reviewNote: rows[index]!.reviewNote })),
        page,
        total,
      );
    },

    approve: (withdrawalId: string, note: string, actor: OperatorActor) =>
      decide(withdrawalId, 'approve', actor, note, async (transaction, current) => {
        requireStatus(current, ['review']);
        return repository.update(transaction, current.id, { status: 'approved' });
      }),

    reject: (withdrawalId: string, note: string, actor: OperatorActor) =>
      decide(withdrawalId, 'reject', actor, note, async (transaction, current) => {
        requireStatus(current, ['review', 'approved']);
        await releaseHold(transaction, current);
        return repository.update(transaction, current.id, { status: 'rejected' });
      }),

    async pay(withdrawalId: string, note: string, actor: OperatorActor) {
      const { withdrawal } = await options.settings.current();
      return decide(withdrawalId, 'pay', actor, note, async (transaction, current) => {
        requireStatus(current, ['approved']);
        await payHold(transaction, current);
        return repository.update(transaction, current.id, { status: 'paid', confirmationDueAt: new Date(now().getTime() + withdrawal.confirmationMinutes * 60_000) });
      });
    },

    /** Operator: ends a not-received dispute by refunding, paying again, or rejecting the claim (final). */
    resolve: (withdrawalId: string, outcome: 'refund' | 'resend' | 'reject_claim', note: string, actor: OperatorActor) =>
      decide(withdrawalId, `resolve_${outcome}`, actor, note, async (transaction, current) => {
        requireStatus(current, ['disputed']);
        if (outcome === 'resend') return repository.update(transaction, current.id, { status: 'approved' });
        if (outcome === 'refund') {
          await releaseHold(transaction, current);
          return repository.update(transaction, current.id, { status: 'refunded' });
        }
        await payHold(transaction, current);
        return repository.update(transaction, current.id, { status: 'claim_rejected' });
      }),

    /** Counts paid withdrawals not confirmed in time as received; a forced receipt is final. */
    async forceReceipts(at: Date, limit = 200): Promise<number> {
      return ledger.withTransaction(async (transaction) => {
        const ids = await repository.lockDueForReceipt(transaction, at, limit);
        for (const id of ids) {
          const current = (await repository.lock(transaction, id))!;
          await repository.update(transaction, id, { status: 'received', forcedReceipt: true, receivedAmount: current.amount });
        }
        return ids.length;
      });
    },
  };
}

function auditView(row: WithdrawalRow) {
  return { status: row.status, amount: row.amount, memberId: row.memberId, holdId: row.holdId, receivedAmount: row.receivedAmount, reviewNote: row.reviewNote };
}

export type WithdrawalService = ReturnType<typeof withdrawalService>;
