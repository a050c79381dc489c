import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  feeOfAmount,
  type DepositChannelsValue,
  type DepositInstructions,
  type DepositOrderRequest,
  type DepositOrderValue,
  type WalletPageQuery,
} from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { Ledger, LedgerTransaction } from './ledger.ts';
import type { ChannelRow, DepositRepository, OrderRow } from './deposit-repository.ts';
import type { WalletSettingsStore } from './settings.ts';
import { offsetOf, pageOf } from './paging.ts';
import { pixPaymentCode } from './pix.ts';
import type { OperatorActor, OperatorAudit } from './operator-audit.ts';

/** A payment notification, from the provider's webhook or from the operator who saw the money arrive. */
export interface PaymentNotification {
  orderReference: string;
  providerReference: string;
  amount: number;
  status: 'paid' | 'failed';
  bodyHash: Buffer;
  confirmedBy: 'provider' | 'operator';
}

const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new order reference: D and 16 characters drawn uniformly from the CSPRNG. */
export function newOrderReference(): string {
  let text = 'D';
  for (let index = 0; index < 16; index += 1) text += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return text;
}

/** Deposits: channels, orders with payment instructions, and their confirmation exactly once. */
export function depositService(options: {
  ledger: Ledger;
  repository: DepositRepository;
  settings: WalletSettingsStore;
  currencySymbol(): Promise<string>;
  audit: OperatorAudit;
  /** Whether the demo payment simulator is on: pending orders then name its page. */
  paymentSimulator?: boolean;
}) {
  const { ledger, repository } = options;

  async function enabledChannel(code: string): Promise<ChannelRow> {
    const channel = (await repository.listChannels()).find((candidate) => candidate.code === code && candidate.enabled);
    if (!channel) throw new AppError('deposit_channel_unavailable');
    return channel;
  }

  async function present(order: OrderRow, withInstructions: boolean): Promise<DepositOrderValue> {
    const channel = (await repository.listChannels()).find((candidate) => candidate.id === order.channelId);
    return {
      reference: order.reference,
      status: order.status,
      method: channel?.method ?? 'pix',
      channelName: channel?.name ?? '',
      amount: order.amount,
      fee: order.fee,
      creditAmount: order.creditAmount,
      firstDeposit: order.firstDeposit,
      instructions: withInstructions && channel && order.status === 'pending' ? await instructionsOf(channel, order) : null,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      ...(withInstructions && options.paymentSimulator && order.status === 'pending' ? { simulatorUrl: `/dev/payments/${order.reference}` } : {}),
    };
  }

  async function createOrder(memberId: string, request: DepositOrderRequest): Promise<DepositOrderValue> {
    const channel = await enabledChannel(request.channelCode);
    const limits = { minimumAmount: channel.minimumAmount, maximumAmount: channel.maximumAmount };
    if (request.amount < channel.minimumAmount || request.amount > channel.maximumAmount) throw new AppError('amount_out_of_range', { value: limits });
    const fee = feeOfAmount(request.amount, channel.feeBasisPoints, channel.feeFixed);
    if (fee >= request.amount) throw new AppError('amount_out_of_range', { value: limits });
    const requestHash = createHash('sha256').update(`${channel.code}\n${request.amount}`).digest();
    const replay = async () => {
      const existing = await repository.findOrderByKey(memberId, request.idempotencyKey);
      if (existing && !existing.requestHash.equals(requestHash)) throw new AppError('idempotency_conflict');
      return existing && present(existing, true);
    };
    const replayed = await replay();
    if (replayed) return replayed;
    const reference = newOrderReference();
    const { deposit } = await options.settings.current();
    const inserted = await repository.insertOrder({
      reference,
      member_id: memberId,
      channel_id: channel.id,
      idempotency_key: request.idempotencyKey,
      request_hash: requestHash,
      amount: request.amount,
      fee,
      credit_amount: request.amount - fee,
      payment_code: channel.method === 'pix' ? pixCodeOf(channel, request.amount, reference) : '',
      expires_at: new Date(Date.now() + deposit.orderExpiryMinutes * 60_000),
    });
    if (inserted) return present(inserted, true);
    return (await replay())!;
  }

  /**
   * Applies a payment notification once: money moves from payment clearing to the member (and the fee to
   * the house) in one transaction with the order's change. Replays, by provider reference or by order,
   * answer the current state and move nothing. `alongside` runs in the same transaction after the order's
   * change (the operator's audit row), so both commit together or not at all.
   */
  async function confirmPayment(notification: PaymentNotification, alongside?: (transaction: LedgerTransaction) => Promise<void>) {
    return ledger.withTransaction(async (transaction) => {
      const result = await confirmIn(transaction, notification);
      if (alongside) await alongside(transaction);
      return result;
    });
  }

  async function confirmIn(transaction: LedgerTransaction, notification: PaymentNotification) {
    const order = await repository.lockOrder(transaction, notification.orderReference);
    if (!order) throw new AppError('not_found');
    const seen = await repository.findPaymentEvent(transaction, notification.providerReference);
    if (seen && seen.orderReference !== order.reference) throw new AppError('idempotency_conflict');
    const answer = (replayed: boolean) => ({ orderReference: order.reference, status: order.status, replayed });
    if (order.status === 'paid') return answer(true);
    if (notification.status === 'failed') {
      await repository.insertPaymentEvent(transaction, notification);
      if (order.status === 'pending') await repository.markFailed(transaction, order.id);
      return { ...answer(seen !== undefined), status: order.status === 'pending' ? ('failed' as const) : order.status };
    }
    if (notification.amount !== order.amount) throw new AppError('payment_amount_mismatch');
    await repository.insertPaymentEvent(transaction, notification);
    await creditOrder(transaction, order);
    const firstDeposit = await repository.claimFirstDeposit(transaction, order.memberId, order.id, order.amount);
    await repository.markPaid(transaction, order.id, { providerReference: notification.providerReference, confirmedBy: notification.confirmedBy, firstDeposit });
    return { orderReference: order.reference, status: 'paid' as const, replayed: false };
  }

  async function creditOrder(transaction: Parameters<Parameters<Ledger['withTransaction']>[0]>[0], order: OrderRow): Promise<void> {
    await ledger.postTransfer(transaction, {
      idempotencyKey: `deposit:${order.reference}`,
      debit: { system: 'payment_clearing' },
      credit: { memberId: order.memberId, wallet: 'cash' },
      amount: order.creditAmount,
      kind: 'deposit',
      reference: order.reference,
    });
    if (order.fee === 0) return;
    await ledger.postTransfer(transaction, {
      idempotencyKey: `deposit-fee:${order.reference}`,
      debit: { system: 'payment_clearing' },
      credit: { system: 'house' },
      amount: order.fee,
      kind: 'deposit_fee',
      reference: order.reference,
    });
  }

  return {
    async channels(): Promise<DepositChannelsValue> {
      const channels = (await repository.listChannels()).filter((channel) => channel.enabled);
      return {
        channels: channels.map(({ code, method, name, minimumAmount, maximumAmount, feeBasisPoints, feeFixed }) => ({
          code,
          method,
          name,
          minimumAmount,
          maximumAmount,
          feeBasisPoints,
          feeFixed,
        })),
        currencySymbol: await options.currencySymbol(),
      };
    },

    createOrder,
    confirmPayment,

    async memberOrders(memberId: string, page: WalletPageQuery) {
      const { rows, total } = await repository.listOrders({ memberId }, offsetOf(page), page.pageSize);
      const list = await Promise.all(rows.map(async (row) => withoutInstructions(await present(row, false))));
      return pageOf(list, page, total);
    },

    async memberOrder(memberId: string, reference: string): Promise<DepositOrderValue> {
      const order = await repository.findOrder(reference);
      if (!order || order.memberId !== memberId) throw new AppError('not_found');
      return present(order, true);
    },

    /** The order as the payment simulator shows it (no owner check: the simulator is a stand-in for the bank). */
    findOrder: (reference: string) => repository.findOrder(reference),

    async operatorList(status: OrderRow['status'] | undefined, page: WalletPageQuery) {
      const { rows, total } = await repository.listOrders(status ? { status } : {}, offsetOf(page), page.pageSize);
      const list = await Promise.all(rows.map(async (row) => ({ ...withoutInstructions(await present(row, false)), memberId: row.memberId, confirmedBy: row.confirmedBy })));
      return pageOf(list, page, total);
    },

    /** Operator: confirms an order whose money arrived outside the provider's notification; audited. */
    async operatorConfirm(reference: string, request: { providerReference?: string | undefined; note: string }, actor: OperatorActor) {
      const before = await repository.findOrder(reference);
      if (!before) throw new AppError('not_found');
      const notification: PaymentNotification = {
        orderReference: reference,
        providerReference: request.providerReference ?? `operator:${reference}`,
        amount: before.amount,
        status: 'paid',
        bodyHash: createHash('sha256').update(`operator:${reference}`).digest(),
        confirmedBy: 'operator',
      };
      return confirmPayment(notification, async (transaction) => {
        const after = await repository.lockOrder(transaction, reference);
        await options.audit({ ...actor, action: 'wallet.deposit.confirm', subject: reference, before: auditView(before), after: { ...auditView(after!), note: request.note } }, transaction);
      });
    },

    expireOrders: (now: Date, limit = 500) => repository.expireOrders(now, limit),

    /** Adds a channel unless the merchant has one with this code (seeding; the operator's changes stay). */
    ensureChannel: (channel: Parameters<DepositRepository['insertChannelIfMissing']>[0]) => repository.insertChannelIfMissing(channel),
  };
}

function pixCodeOf(channel: ChannelRow, amount: number, reference: string): string {
  return pixPaymentCode({
    pixKey: channel.instructions.pixKey ?? '',
    receiverName: channel.instructions.receiverName ?? '',
    city: channel.instructions.city ?? '',
    amount,
    transactionId: reference,
  });
}

async function instructionsOf(channel: ChannelRow, order: OrderRow): Promise<DepositInstructions> {
  const details = channel.instructions;
  if (channel.method === 'pix') {
    return {
      kind: 'pix',
      paymentCode: order.paymentCode,
      qrDataUrl: await QRCode.toDataURL(order.paymentCode, { errorCorrectionLevel: 'M', margin: 2, width: 256 }),
      receiverName: details.receiverName ?? '',
    };
  }
  if (channel.method === 'bank_transfer') {
    return {
      kind: 'bank_transfer',
      bankName: details.bankName ?? '',
      bankBranch: details.bankBranch ?? '',
      accountNumber: details.accountNumber ?? '',
      accountHolder: details.accountHolder ?? '',
      description: order.reference,
    };
  }
  return { kind: 'ewallet', walletName: details.walletName ?? '', walletAccount: details.walletAccount ?? '', description: order.reference };
}

function withoutInstructions(order: DepositOrderValue): Omit<DepositOrderValue, 'instructions'> {
  const { instructions: _instructions, ...rest } = order;
  return rest;
}

function auditView(order: OrderRow) {
  return { status: order.status, amount: order.amount, memberId: order.memberId, providerReference: order.providerReference, confirmedBy: order.confirmedBy };
}

export type DepositService = ReturnType<typeof depositService>;
