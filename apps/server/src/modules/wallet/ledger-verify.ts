import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/database.ts';

export interface LedgerReport {
  ok: boolean;
  /** The first broken invariant, in words, when `ok` is false. */
  mismatch: string | null;
  accounts: number;
  transfers: number;
  entries: number;
  pendingHolds: number;
  /** The sum of every balance per book; zero in a sound ledger. */
  totals: { book: string; total: string }[];
}

type Check = { name: string; query: RawBuilder<Record<string, unknown>>; describe(row: Record<string, unknown>): string };

// Each check returns at most one offending row; the first check that finds one names the mismatch.
const checks: Check[] = [
  {
    name: 'a member balance equals the sum of its entries',
    query: sql`
      with entry_sums as (select account_id, sum(amount) as total from wallet_entries group by account_id)
      select a.id, a.book, 'member ' || a.member_id || ' ' || a.kind as name, a.balance, coalesce(e.total, 0) as entries
      from wallet_accounts a left join entry_sums e on e.account_id = a.id
      where a.member_id is not null and a.balance <> coalesce(e.total, 0)
      order by a.id limit 1`,
    describe: (row) => `account ${row.id} (${row.name}, ${row.book}): balance ${row.balance} but its entries sum to ${row.entries}`,
  },
  {
    name: 'a system balance equals its transfers',
    query: sql`
      with moved as (
        select debit_account_id as account_id, -amount as amount from wallet_transfers
        union all select credit_account_id, amount from wallet_transfers
      ), transfer_sums as (select account_id, sum(amount) as total from moved group by account_id),
      delta_sums as (select account_id, sum(amount) as total from wallet_system_deltas group by account_id)
      select a.id, a.book, a.system_code as name, a.balance + coalesce(d.total, 0) as balance, coalesce(t.total, 0) as transfers
      from wallet_accounts a
      left join transfer_sums t on t.account_id = a.id
      left join delta_sums d on d.account_id = a.id
      where a.member_id is null and a.balance + coalesce(d.total, 0) <> coalesce(t.total, 0)
      order by a.id limit 1`,
    describe: (row) => `account ${row.id} (${row.name}, ${row.book}): balance ${row.balance} but its transfers sum to ${row.transfers}`,
  },
  {
    name: 'transfers, entries and deltas name existing accounts',
    query: sql`
      select account_id from (
        select account_id from wallet_entries union select account_id from wallet_system_deltas
        union select debit_account_id from wallet_transfers union select credit_account_id from wallet_transfers
      ) referenced
      where not exists (select 1 from wallet_accounts a where a.id = referenced.account_id) limit 1`,
    describe: (row) => `account ${row.account_id} is referenced but does not exist`,
  },
  {
    name: 'each member side of a transfer has exactly one entry of its amount',
    query: sql`
      with sides as (
        select t.id as transfer_id, t.debit_account_id as account_id, -t.amount as amount from wallet_transfers t
        union all select t.id, t.credit_account_id, t.amount from wallet_transfers t
      ), member_sides as (
        select sides.* from sides join wallet_accounts a on a.id = sides.account_id where a.member_id is not null
      ), entry_sides as (
        select e.transfer_id, e.account_id, sum(e.amount) as amount, count(*) as count
        from wallet_entries e join wallet_accounts a on a.id = e.account_id where a.member_id is not null
        group by e.transfer_id, e.account_id
      )
      select coalesce(m.transfer_id, e.transfer_id) as transfer_id, coalesce(m.account_id, e.account_id) as account_id
      from member_sides m full join entry_sides e on e.transfer_id = m.transfer_id and e.account_id = m.account_id
      where m.transfer_id is null or e.transfer_id is null or e.count <> 1 or e.amount <> m.amount
      order by 1 limit 1`,
    describe: (row) => `transfer ${row.transfer_id} and the entries of account ${row.account_id} do not match`,
  },
  {
    name: 'member balances are never negative',
    query: sql`select id, balance from wallet_accounts where member_id is not null and balance < 0 order by id limit 1`,
    describe: (row) => `member account ${row.id} is negative: ${row.balance}`,
  },
  {
    name: 'held balances equal the pending holds',
    query: sql`
      select a.id, a.balance, coalesce(h.total, 0) as pending from wallet_accounts a
      left join (select held_account_id, sum(amount) as total from wallet_holds where status = 'pending' group by held_account_id) h
        on h.held_account_id = a.id
      where a.kind = 'held' and a.balance <> coalesce(h.total, 0) order by a.id limit 1`,
    describe: (row) => `held account ${row.id} holds ${row.balance} but its pending holds sum to ${row.pending}`,
  },
  {
    name: 'every book sums to zero',
    query: sql`
      select a.book, sum(a.balance) + coalesce(sum(d.total), 0) as total from wallet_accounts a
      left join (select account_id, sum(amount) as total from wallet_system_deltas group by account_id) d on d.account_id = a.id
      group by a.book having sum(a.balance) + coalesce(sum(d.total), 0) <> 0 limit 1`,
    describe: (row) => `the ${row.book} book sums to ${row.total}, not zero`,
  },
];

/**
 * Checks the ledger's invariants on one consistent snapshot: each member balance equals its entries and
 * each system balance its transfers, every member side of a transfer has its one entry, member balances
 * are not negative, held money matches pending holds, and all balances sum to zero. Returns the first
 * mismatch and the totals.
 */
export async function verifyLedger(database: Database): Promise<LedgerReport> {
  return database
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (transaction) => {
      let mismatch: string | null = null;
      for (const check of checks) {
        const found = (await check.query.execute(transaction)).rows[0];
        if (found) {
          mismatch = `${check.name}: ${check.describe(found)}`;
          break;
        }
      }
      const counts = await sql<{ accounts: string; transfers: string; entries: string; pending_holds: string }>`
        select (select count(*) from wallet_accounts) as accounts, (select count(*) from wallet_transfers) as transfers,
          (select count(*) from wallet_entries) as entries, (select count(*) from wallet_holds where status = 'pending') as pending_holds
      `.execute(transaction);
      const totals = await sql<{ book: string; total: string }>`
        select a.book, (sum(a.balance) + coalesce(sum(d.total), 0))::text as total from wallet_accounts a
        left join (select account_id, sum(amount) as total from wallet_system_deltas group by account_id) d on d.account_id = a.id
        group by a.book order by a.book
      `.execute(transaction);
      const count = counts.rows[0]!;
      return {
        ok: mismatch === null,
        mismatch,
        accounts: Number(count.accounts),
        transfers: Number(count.transfers),
        entries: Number(count.entries),
        pendingHolds: Number(count.pending_holds),
        totals: totals.rows,
      };
    });
}
