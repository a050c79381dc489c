import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Language } from '@platform/contract/languages';
import type {
  ConsolidatedFundsValue,
  HouseMovementRequest,
  MerchantWalletValue,
  PlayMoneyTopUpValue,
  TransactionHistoryQuery,
  WalletBalanceValue,
  WalletSettings,
  WalletTransferRequest,
  WalletTransferValue,
  WhitelabelNode,
} from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';
import { memberTopic, type RealtimeHub } from '../../platform/realtime.ts';
import { createLedger, type Balances } from './ledger.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { createBalancePublisher } from './balance-publisher.ts';
import { walletRepository } from './repository.ts';
import { depositRepository } from './deposit-repository.ts';
import { withdrawalRepository } from './withdrawal-repository.ts';
import { walletSettingsStore } from './settings.ts';
import { bonusService } from './bonuses.ts';
import { batchPostings } from './batch-postings.ts';
import { depositService } from './deposits.ts';
import { withdrawalService } from './withdrawals.ts';
import { treeTransferService } from './tree-transfers.ts';
import { paymentPasswordGuard } from './payment-password.ts';
import { transactionHistory } from './records.ts';
import { figureMovementsReader } from './figure-movements.ts';
import type { WalletMembers } from './members-port.ts';
import type { OperatorActor, OperatorAudit } from './operator-audit.ts';
import type { AuditRecord } from '../../platform/audiences.ts';

/** The merchant configuration the wallet reads (from the system module). */
export interface WalletMerchant {
  currency: string;
  currencySymbol: string;
  gmtOffsetMinutes: number;
  config: { whitelabel: WhitelabelNode[] };
}

export interface WalletLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WalletServiceOptions {
  database: Database;
  /** The pool under `database`: the ledger's group commit sends its statements to it directly. */
  pool: pg.Pool;
  merchantCode: string;
  trialMemberType: number;
  members: WalletMembers;
  merchant(): Promise<WalletMerchant>;
  realtime: RealtimeHub;
  /** Writes an operator audit row in the transaction of the change it records. */
  audit(entry: AuditRecord, transaction: DatabaseTransaction): Promise<void>;
  groupCommit?: { itemsPerBatchMaximum: number; batchesInFlightMaximum: number };
  /** The demo payment simulator is on (never in production). */
  paymentSimulator?: boolean;
  /** The names, in `language`, of the games that game and lottery movements' references name (the account record). */
  gameNames?: (references: readonly string[], language: Language) => Promise<Map<string, string>>;
}

/** Finds a white-label switch anywhere in the tree; a missing node is off. */
export function whitelabelNode(nodes: WhitelabelNode[], modId: string): WhitelabelNode | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const found = whitelabelNode(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}

const contractSwitches = { dailysalreqtype: 'DAILY_SALARY', divtypereq: 'DIVIDEND', contracthoursalreq: 'HOURLY_SALARY', realtimesalreqtype: 'REALTIME_SALARY' } as const;

/** The wallet module: the ledger and everything members, agents and operators do with money. */
export function walletService(options: WalletServiceOptions) {
  const { members } = options;
  let log: WalletLogger = { warn: () => undefined, error: () => undefined };
  const repository = walletRepository(options.database);
  const ledgerData = ledgerRepository(options.database, options.pool);
  const settings = walletSettingsStore(options.database, options.merchantCode);
  const publisher = createBalancePublisher({
    readBalances: (memberIds) => ledgerData.membersBalances(memberIds),
    publish: (memberId, event) => options.realtime.publish(memberTopic(memberId), event),
    listened: (memberId) => options.realtime.reaches(memberTopic(memberId)),
    onError: (error) => log.error({ err: error }, 'balance push failed'),
  });
  const ledger = createLedger({
    repository: ledgerData,
    memberTypeOf: async (memberId, executor) => (await members.memberOf(memberId, executor))?.memberType,
    trialMemberType: options.trialMemberType,
    onBalancesMoved: (memberIds) => publisher.moved(memberIds),
    onBatchFailure: (error, size) => log.warn({ err: error, size }, 'a transfer batch failed; its transfers are retried one by one'),
    ...(options.groupCommit ? { groupCommit: options.groupCommit } : {}),
  });
  const currencySymbol = async () => (await options.merchant()).currencySymbol;
  const audit: OperatorAudit = (entry, transaction) =>
    options.audit(
      { actor: entry.name, staffId: entry.staffId, area: entry.area, userAgent: entry.userAgent, action: entry.action, subject: entry.subject, before: entry.before, after: entry.after, clientAddress: entry.clientAddress },
      transaction,
    );
  const passwordGuard = paymentPasswordGuard({ members, repository, settings });
  const bonuses = bonusService({ ledger, repository });
  const deposits = depositService({ ledger, repository: depositRepository(options.database, options.merchantCode), settings, currencySymbol, audit, paymentSimulator: options.paymentSimulator ?? false });
  const withdrawals = withdrawalService({ ledger, repository: withdrawalRepository(options.database), members, settings, bonuses, passwordGuard, currencySymbol, audit });
  const treeTransfers = treeTransferService({
    ledger,
    repository,
    members,
    settings,
    passwordGuard,
    trialMemberType: options.trialMemberType,
    merchant: async () => {
      const merchant = await options.merchant();
      return { transfersEnabled: whitelabelNode(merchant.config.whitelabel, 'TRANSFER_UPLINE')?.enabled === '1', gmtOffsetMinutes: merchant.gmtOffsetMinutes };
    },
  });

  /** Balances of a member; a trial account gets its play money the first time it looks. */
  async function balancesOf(memberId: string, isTrial: boolean): Promise<Balances> {
    const balances = await ledger.balances(memberId);
    if (!isTrial || balances.book === 'play') return balances;
    const { playMoneyGrant } = await settings.current();
    await ledger.postTransfer(undefined, {
      idempotencyKey: `play-money:${memberId}`,
      debit: { system: 'house' },
      credit: { memberId, wallet: 'cash' },
      amount: playMoneyGrant,
      kind: 'play_money',
    });
    return ledger.balances(memberId);
  }

  /**
   * Tops a trial account's play money back up to the grant. The member's account row is locked first, so two
   * top-ups (or a top-up beside a bet) see each other and the balance never passes the grant by a top-up.
   */
  async function topUpPlayMoney(memberId: string): Promise<PlayMoneyTopUpValue> {
    await balancesOf(memberId, true);
    const { playMoneyGrant } = await settings.current();
    const toppedUp = await ledger.withTransaction(async (transaction) => {
      await ledger.lockMemberAccount(transaction, memberId, 'cash');
      const current = await ledger.balances(memberId, transaction);
      if (current.book !== 'play') throw new AppError('in_need_true_account');
      const missing = playMoneyGrant - current.cash;
      if (missing <= 0) return 0;
      await ledger.postTransfer(transaction, {
        idempotencyKey: `play-money-top-up:${memberId}:${randomUUID()}`,
        debit: { system: 'house' },
        credit: { memberId, wallet: 'cash' },
        amount: missing,
        kind: 'play_money',
        reference: 'top-up',
      });
      return missing;
    });
    const after = await ledger.balances(memberId);
    return { balance: after.cash, toppedUp, grant: playMoneyGrant, currencySymbol: await currencySymbol() };
  }

  async function balance(memberId: string, isTrial = false): Promise<WalletBalanceValue> {
    const [balances, symbol] = await Promise.all([balancesOf(memberId, isTrial), currencySymbol()]);
    return { balance: balances.cash, bonus: balances.bonus, points: balances.points, frozen: balances.held, currencySymbol: symbol, isSingle: true };
  }

  async function walletTransfer(memberId: string, request: WalletTransferRequest): Promise<WalletTransferValue> {
    const transfer = {
      idempotencyKey: `wallet-transfer:${memberId}:${request.idempotencyKey}`,
      debit: { memberId, wallet: request.from },
      credit: { memberId, wallet: request.to },
      amount: request.amount,
      kind: 'wallet_transfer',
      reference: `${request.from}>${request.to}`,
    };
    const posted =
      request.from === 'bonus'
        ? await ledger.withTransaction(async (transaction) => {
            // Bonus leaves only when no wagering is open; the row lock orders this check after any bonus credit in flight.
            await ledger.lockMemberAccount(transaction, memberId, 'bonus');
            const turnover = await bonuses.turnover(memberId, transaction);
            if (!turnover.complete) throw new AppError('turnover_incomplete', { value: turnover });
            return ledger.postTransfer(transaction, transfer);
          })
        : await ledger.postTransfer(undefined, transfer);
    return { transferId: posted.transferId, from: request.from, to: request.to, amount: request.amount, balances: await balance(memberId) };
  }

  return {
    ledger,
    /** For other modules: the ledger calls, bonus credits and turnover. */
    postTransfer: ledger.postTransfer,
    prepareTransfer: ledger.prepareTransfer,
    accountIdOf: ledger.accountIdOf,
    hold: ledger.hold,
    postHold: ledger.postHold,
    voidHold: ledger.voidHold,
    balances: ledger.balances,
    withTransaction: ledger.withTransaction,
    creditBonus: bonuses.creditBonus,
    recordTurnover: bonuses.recordTurnover,
    /** Many members' cash transfers and turnover in one statement of the caller's transaction (settling a lottery draw). */
    batch: batchPostings({ ledger }),
    bonuses,
    deposits,
    withdrawals,
    treeTransfers,
    balance,
    walletTransfer,
    topUpPlayMoney,
    /** The ledger's figure movements and member balances, for the agent centre's reports. */
    figures: figureMovementsReader(options.database),

    /** The money parts of the player counters (header and member popup), for the account module's member info. */
    async playerMoney(memberId: string, isTrial = false) {
      const value = await balance(memberId, isTrial);
      return { balance: value.balance, bonus: value.bonus, currencySymbol: value.currencySymbol };
    },

    async merchantWallet(): Promise<MerchantWalletValue> {
      const merchant = await options.merchant();
      return { walletMode: 'single', isSingle: true, currency: merchant.currency, currencySymbol: merchant.currencySymbol, wallets: ['cash', 'bonus', 'points'] };
    },

    async consolidated(memberId: string): Promise<ConsolidatedFundsValue> {
      const merchant = await options.merchant();
      const policy = whitelabelNode(merchant.config.whitelabel, 'AGENT_POLICY');
      if (policy?.enabled !== '1') throw new AppError('feature_disabled');
      const flag = (modId: string) => (whitelabelNode(policy.childrenNodes, modId)?.enabled === '1' ? 1 : 0);
      const types = {
        dailysalreqtype: flag(contractSwitches.dailysalreqtype),
        divtypereq: flag(contractSwitches.divtypereq),
        contracthoursalreq: flag(contractSwitches.contracthoursalreq),
        realtimesalreqtype: flag(contractSwitches.realtimesalreqtype),
      } as const;
      const enableSalary = types.dailysalreqtype + types.contracthoursalreq + types.realtimesalreqtype > 0;
      return { ...types, enableSalary, enableContract: enableSalary || types.divtypereq === 1, balances: await balance(memberId) };
    },

    async transactionHistory(memberId: string, query: TransactionHistoryQuery, language: Language = 'pt') {
      const value = await this.teamTransactionHistory([memberId], query, language);
      return { ...value, list: value.list.map(({ memberId: _memberId, ...row }) => row) };
    },

    /** The account records of several members together (an agent's team), newest first, each row naming its member. */
    async teamTransactionHistory(memberIds: readonly string[], query: TransactionHistoryQuery, language: Language = 'pt') {
      const merchant = await options.merchant();
      const gameNames = options.gameNames ? (references: readonly string[]) => options.gameNames!(references, language) : undefined;
      return transactionHistory(repository, memberIds, query, { gmtOffsetMinutes: merchant.gmtOffsetMinutes, now: new Date(), gameNames });
    },

    settings: {
      current: settings.current,
      async replace(next: WalletSettings, actor: OperatorActor): Promise<WalletSettings> {
        const before = await settings.current();
        await ledger.withTransaction(async (transaction) => {
          await settings.replace(next, transaction);
          await audit({ ...actor, action: 'wallet.settings', subject: options.merchantCode, before, after: next }, transaction);
        });
        settings.forget();
        return settings.current();
      },
    },

    /** A bet-like debit or win-like credit against the house, for load tests through HTTP (never in production). */
    async houseMovement(request: HouseMovementRequest) {
      const member = { memberId: request.memberId, wallet: 'cash' as const };
      const posted = await ledger.postTransfer(undefined, {
        idempotencyKey: `house-movement:${request.idempotencyKey}`,
        debit: request.direction === 'debit' ? member : { system: 'house' },
        credit: request.direction === 'debit' ? { system: 'house' } : member,
        amount: request.amount,
        kind: request.direction === 'debit' ? 'bet' : 'win',
        reference: 'load-test',
      });
      const balanceAfter = request.direction === 'debit' ? posted.debitBalanceAfter : posted.creditBalanceAfter;
      return { transferId: posted.transferId, balance: balanceAfter ?? 0, replayed: posted.replayed };
    },

    /** Periodic work, safe on every node at once: roll-ups, expiries and forced receipts. */
    async runSweeps(now: Date = new Date()) {
      return {
        rolledUp: await ledger.rollupSystemBalances(),
        expiredHolds: await ledger.expireHolds(now),
        forcedReceipts: await withdrawals.forceReceipts(now),
        expiredOrders: await deposits.expireOrders(now),
        expiredBonuses: await bonuses.expireGrants(now),
      };
    },

    useLogger(logger: WalletLogger): void {
      log = logger;
    },

    close(): void {
      publisher.close();
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
