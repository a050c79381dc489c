import { assertMinorUnits, type BonusDetailsValue, type TurnoverValue, type WalletPageQuery } from '@platform/contract';
import type { Ledger, LedgerTransaction } from './ledger.ts';
import type { BonusGrantRow, WalletRepository } from './repository.ts';
import { pageOf } from './paging.ts';

export interface BonusCredit {
  idempotencyKey: string;
  memberId: string;
  amount: number;
  /** The turnover (valid bets) the member must reach before this bonus may leave the bonus wallet. */
  wageringRequired: number;
  /** Who granted it, e.g. reward, promotion, rebate; shown in the bonus details. */
  source: string;
  reference?: string;
  /** Unwagered bonus is forfeited at this moment. */
  expiresAt?: Date | null;
}

/** Bonus credits with their wagering requirements, and the turnover that completes them. */
export function bonusService(options: { ledger: Ledger; repository: WalletRepository; now?: () => Date }) {
  const { ledger, repository } = options;
  const now = options.now ?? (() => new Date());

  /** Credits a bonus from the bonus expense account and records its wagering requirement (for rewards and promotions). */
  async function creditBonus(transaction: LedgerTransaction | undefined, credit: BonusCredit) {
    assertMinorUnits(credit.wageringRequired);
    if (credit.wageringRequired < 0) throw new RangeError('a wagering requirement cannot be negative');
    const work = async (executor: LedgerTransaction) => {
      const posted = await ledger.postTransfer(executor, {
        idempotencyKey: credit.idempotencyKey,
        debit: { system: 'bonus_expense' },
        credit: { memberId: credit.memberId, wallet: 'bonus' },
        amount: credit.amount,
        kind: 'bonus',
        reference: credit.reference ?? credit.source,
        metadata: { source: credit.source, wageringRequired: credit.wageringRequired },
      });
      await repository.insertBonusGrant(executor, {
        member_id: credit.memberId,
        transfer_id: posted.transferId,
        source: credit.source,
        reference: credit.reference ?? '',
        amount: credit.amount,
        wagering_required: credit.wageringRequired,
        status: credit.wageringRequired === 0 ? 'completed' : 'wagering',
        expires_at: credit.expiresAt ?? null,
        completed_at: credit.wageringRequired === 0 ? now() : null,
      });
      return posted;
    };
    return transaction ? work(transaction) : ledger.withTransaction(work);
  }

  /**
   * Counts valid bets towards the member's open wagering requirements, oldest first. Games and the
   * lottery call it once per settled bet, inside the bet's transaction when they have one.
   */
  async function recordTurnover(memberId: string, validBetAmount: number, transaction?: LedgerTransaction): Promise<void> {
    assertMinorUnits(validBetAmount);
    if (validBetAmount <= 0) return;
    const work = async (executor: LedgerTransaction) => {
      let remaining = validBetAmount;
      for (const grant of await repository.lockWageringGrants(executor, memberId, now())) {
        if (remaining === 0) break;
        const applied = Math.min(remaining, grant.wageringRequired - grant.wageringDone);
        remaining -= applied;
        const done = grant.wageringDone + applied;
        await repository.updateGrantWagering(executor, grant.id, done, done === grant.wageringRequired);
      }
    };
    await (transaction ? work(transaction) : ledger.withTransaction(work));
  }

  /** What remains to wager, read on the caller's transaction when given. */
  async function turnover(memberId: string, executor?: LedgerTransaction): Promise<TurnoverValue> {
    const grants = await repository.wageringGrants(memberId, now(), executor);
    const required = grants.reduce((sum, grant) => sum + grant.wageringRequired, 0);
    const done = grants.reduce((sum, grant) => sum + grant.wageringDone, 0);
    return { required, done, remaining: required - done, complete: required === done };
  }

  async function details(memberId: string, page: WalletPageQuery): Promise<BonusDetailsValue> {
    const { rows, total } = await repository.listGrants(memberId, (page.pageNo - 1) * page.pageSize, page.pageSize);
    const balances = await ledger.balances(memberId);
    const open = await turnover(memberId);
    return { ...pageOf(rows.map(presentGrant), page, total), bonusBalance: balances.bonus, wageringRemaining: open.remaining };
  }

  /** Forfeits bonus whose wagering did not finish in time: the unwagered amount returns to the bonus expense account. */
  async function expireGrants(at: Date, limit = 100): Promise<number> {
    return ledger.withTransaction(async (transaction) => {
      const grants = await repository.lockExpiredGrants(transaction, at, limit);
      for (const grant of grants) {
        await repository.markGrantExpired(transaction, grant.id);
        const bonus = (await ledger.balances(grant.memberId, transaction)).bonus;
        const forfeit = Math.min(bonus, grant.amount);
        if (forfeit === 0) continue;
        await ledger.postTransfer(transaction, {
          idempotencyKey: `bonus-forfeit:${grant.id}`,
          debit: { memberId: grant.memberId, wallet: 'bonus' },
          credit: { system: 'bonus_expense' },
          amount: forfeit,
          kind: 'bonus_forfeit',
          reference: grant.reference || grant.source,
        });
      }
      return grants.length;
    });
  }

  return { creditBonus, recordTurnover, turnover, details, expireGrants };
}

function presentGrant(grant: BonusGrantRow) {
  return {
    id: grant.id,
    source: grant.source,
    reference: grant.reference,
    amount: grant.amount,
    wageringRequired: grant.wageringRequired,
    wageringDone: grant.wageringDone,
    wageringRemaining: grant.wageringRequired - grant.wageringDone,
    status: grant.status,
    expiresAt: grant.expiresAt?.toISOString() ?? null,
    createdAt: grant.createdAt.toISOString(),
    completedAt: grant.completedAt?.toISOString() ?? null,
  };
}

export type BonusService = ReturnType<typeof bonusService>;
