import type { DownlineListQuery, DownlineListValue, DownlineTransferRequest, TreeTransferInfoValue, TreeTransferValue, UplineTransferRequest } from '@platform/contract';
import { offsetOf, pageOf } from './paging.ts';
import { AppError } from '../../platform/errors.ts';
import type { Ledger, LedgerTransaction } from './ledger.ts';
import type { WalletMember, WalletMembers } from './members-port.ts';
import type { PaymentPasswordGuard } from './payment-password.ts';
import type { WalletRepository } from './repository.ts';
import type { WalletSettingsStore } from './settings.ts';

export interface TreeTransferOptions {
  ledger: Ledger;
  repository: WalletRepository;
  members: WalletMembers;
  settings: WalletSettingsStore;
  passwordGuard: PaymentPasswordGuard;
  /** Whether the operator enabled transfers in the tree (TRANSFER_UPLINE), and the merchant's time zone. */
  merchant(): Promise<{ transfersEnabled: boolean; gmtOffsetMinutes: number }>;
  trialMemberType: number;
  now?: () => Date;
}

/** The start of the merchant's current day: daily limits reset at the merchant's midnight. */
export function merchantDayStart(at: Date, gmtOffsetMinutes: number): Date {
  const offsetMs = gmtOffsetMinutes * 60_000;
  const local = at.getTime() + offsetMs;
  return new Date(local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - offsetMs);
}

/**
 * Transfers inside the member tree: a member to its direct upline, an agent to a member of its own
 * downline. Money moving between players is restricted, so these need the operator's switch, the
 * payment password, per-transfer and daily limits, and each leaves an audit row.
 */
export function treeTransferService(options: TreeTransferOptions) {
  const { ledger, repository, members } = options;
  const now = options.now ?? (() => new Date());

  async function sentToday(memberId: string, gmtOffsetMinutes: number, executor?: LedgerTransaction): Promise<number> {
    return repository.sentSince(memberId, merchantDayStart(now(), gmtOffsetMinutes), executor);
  }

  async function recipient(sender: WalletMember, direction: 'upline' | 'downline', downlineId?: string): Promise<WalletMember> {
    if (direction === 'upline') {
      const upline = sender.uplineId ? await members.memberOf(sender.uplineId) : undefined;
      if (!upline) throw new AppError('upline_not_found');
      return upline;
    }
    const target = downlineId ? await members.memberOf(downlineId) : undefined;
    // A member outside the agent's subtree is answered exactly like a missing one.
    if (!target || target.memberId === sender.memberId || !(await members.isInSubtree(sender.memberId, target.memberId))) throw new AppError('not_found');
    return target;
  }

  async function send(
    senderId: string,
    direction: 'upline' | 'downline',
    input: UplineTransferRequest | DownlineTransferRequest,
    clientAddress: string,
  ): Promise<TreeTransferValue> {
    const merchant = await options.merchant();
    if (!merchant.transfersEnabled) throw new AppError('feature_disabled');
    const sender = await members.memberOf(senderId);
    if (!sender) throw new AppError('not_found');
    const target = await recipient(sender, direction, 'downlineId' in input ? input.downlineId : undefined);
    if (target.memberType === options.trialMemberType) throw new AppError('not_found');
    const { treeTransfer: limits } = await options.settings.current();
    if (input.amount < limits.perTransferMinimum || input.amount > limits.perTransferMaximum) {
      throw new AppError('amount_out_of_range', { value: { minimumAmount: limits.perTransferMinimum, maximumAmount: limits.perTransferMaximum } });
    }
    await options.passwordGuard.check(senderId, input.paymentPassword);
    const idempotencyKey = `tree-transfer:${senderId}:${input.idempotencyKey}`;
    return ledger.withTransaction(async (transaction) => {
      // The sender's row is locked first, so two transfers of the same sender check the daily limit one after the other.
      await ledger.lockMemberAccount(transaction, senderId, 'cash');
      const replay = await ledger.isPosted(transaction, idempotencyKey);
      const sent = await sentToday(senderId, merchant.gmtOffsetMinutes, transaction);
      if (!replay && sent + input.amount > limits.dailyMaximum) {
        throw new AppError('daily_limit_exceeded', { value: { dailyMaximum: limits.dailyMaximum, remainingToday: Math.max(0, limits.dailyMaximum - sent) } });
      }
      const posted = await ledger.postTransfer(transaction, {
        idempotencyKey,
        debit: { memberId: senderId, wallet: 'cash' },
        credit: { memberId: target.memberId, wallet: 'cash' },
        amount: input.amount,
        kind: direction === 'upline' ? 'upline_transfer' : 'downline_transfer',
        reference: `${sender.account}>${target.account}`,
        metadata: { from: senderId, to: target.memberId, clientAddress },
      });
      if (!posted.replayed) {
        await repository.insertTreeTransfer(transaction, {
          from_member_id: senderId,
          to_member_id: target.memberId,
          direction,
          amount: input.amount,
          transfer_id: posted.transferId,
          client_address: clientAddress,
        });
      }
      const balance = (await ledger.balances(senderId, transaction)).cash;
      const total = replay ? sent : sent + input.amount;
      return { transferId: posted.transferId, toMemberId: target.memberId, toAccount: target.account, amount: input.amount, balance, remainingToday: Math.max(0, limits.dailyMaximum - total) };
    });
  }

  return {
    send,

    /** The agent's team to choose a recipient from: its whole subtree, real accounts only. */
    async downlines(agentId: string, query: DownlineListQuery): Promise<DownlineListValue> {
      const { rows, total } = await members.downlinesOf(agentId, { keyword: query.keyword, limit: query.pageSize, offset: offsetOf(query) });
      return pageOf(rows, query, total);
    },

    async info(memberId: string): Promise<TreeTransferInfoValue> {
      const merchant = await options.merchant();
      const [{ treeTransfer: limits }, member, balances, sent] = await Promise.all([
        options.settings.current(),
        members.memberOf(memberId),
        ledger.balances(memberId),
        sentToday(memberId, merchant.gmtOffsetMinutes),
      ]);
      const upline = member?.uplineId ? await members.memberOf(member.uplineId) : undefined;
      return {
        enabled: merchant.transfersEnabled,
        perTransferMinimum: limits.perTransferMinimum,
        perTransferMaximum: limits.perTransferMaximum,
        dailyMaximum: limits.dailyMaximum,
        sentToday: sent,
        remainingToday: Math.max(0, limits.dailyMaximum - sent),
        upline: upline ? { memberId: upline.memberId, account: upline.account } : null,
        balance: balances.cash,
      };
    },
  };
}

export type TreeTransferService = ReturnType<typeof treeTransferService>;
