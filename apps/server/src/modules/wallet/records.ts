import {
  transactionCategoryKinds,
  transactionCategoryOfKind,
  transactionHistoryDaysMaximum,
  type TransactionHistoryQuery,
  type TransactionHistoryValue,
} from '@platform/contract';
import { validationError } from '../../platform/errors.ts';
import type { WalletRepository } from './repository.ts';
import { offsetOf, pageOf } from './paging.ts';

const dayMs = 86_400_000;

/** The instant a merchant-local day (yyyy-MM-dd) starts, or undefined for a date that does not exist. */
export function startOfMerchantDay(date: string, gmtOffsetMinutes: number): Date | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utc - gmtOffsetMinutes * 60_000);
}

/** The merchant-local date (yyyy-MM-dd) of an instant. */
export function merchantDateOf(at: Date, gmtOffsetMinutes: number): string {
  return new Date(at.getTime() + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The account record: the member's entries in cash, bonus and points, filtered by category and by a
 * period of merchant-local days (the last 7 days unless asked otherwise), newest first.
 */
export async function transactionHistory(
  repository: WalletRepository,
  memberIds: string | readonly string[],
  query: TransactionHistoryQuery,
  context: { gmtOffsetMinutes: number; now: Date; gameNames?: ((references: readonly string[]) => Promise<Map<string, string>>) | undefined },
): Promise<Omit<TransactionHistoryValue, 'list'> & { list: (TransactionHistoryValue['list'][number] & { memberId: string })[] }> {
  const to = query.to ?? merchantDateOf(context.now, context.gmtOffsetMinutes);
  const end = startOfMerchantDay(to, context.gmtOffsetMinutes);
  if (!end) throw validationError([{ field: 'to', rule: 'format', message: 'not a calendar date' }]);
  const from = query.from ?? merchantDateOf(new Date(end.getTime() - 6 * dayMs), context.gmtOffsetMinutes);
  const start = startOfMerchantDay(from, context.gmtOffsetMinutes);
  if (!start) throw validationError([{ field: 'from', rule: 'format', message: 'not a calendar date' }]);
  if (start > end) throw validationError([{ field: 'from', rule: 'range', message: 'from must not be after to' }]);
  if ((end.getTime() - start.getTime()) / dayMs + 1 > transactionHistoryDaysMaximum) {
    throw validationError([{ field: 'to', rule: 'range', message: `at most ${transactionHistoryDaysMaximum} days` }]);
  }
  const known = Object.values(transactionCategoryKinds).flat();
  const kinds =
    query.type === 'all' ? {} : query.type === 'other' ? { exclude: known } : { include: transactionCategoryKinds[query.type] };
  const { rows, total } = await repository.history({
    memberIds: typeof memberIds === 'string' ? [memberIds] : memberIds,
    kinds,
    from: start,
    until: new Date(end.getTime() + dayMs),
    offset: offsetOf(query),
    limit: query.pageSize,
  });
  const gameReferences = [...new Set(rows.filter((row) => transactionCategoryOfKind(row.kind) === 'game').map((row) => row.reference))];
  const gameNames = context.gameNames && gameReferences.length > 0 ? await context.gameNames(gameReferences) : new Map<string, string>();
  const list = rows.map((row) => ({
    id: row.id,
    memberId: row.memberId,
    category: transactionCategoryOfKind(row.kind),
    kind: row.kind,
    wallet: row.wallet,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reference: row.reference,
    gameName: transactionCategoryOfKind(row.kind) === 'game' ? (gameNames.get(row.reference) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { ...pageOf(list, query, total), from, to };
}
