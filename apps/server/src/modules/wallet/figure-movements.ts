/**
 * The ledger as the source of report figures: real-money transfers that touch a member's account, added
 * up per member, merchant-local hour and kind over a committed window (platform/committed-window.ts).
 * Play money never counts; transfers between two members (tree and wallet transfers) are not figures.
 */
import { sql } from 'kysely';
import { nextCommittedWindow, initialCursor, type CommittedWindow, type WindowCursor } from '../../platform/committed-window.ts';
import { minorUnitsFromDatabase } from '@platform/contract';
import type { Database } from '../../platform/database.ts';

/** The ledger kinds report figures are made of. */
export const figureKinds = [
  'deposit',
  'withdrawal_payout',
  'game_bet',
  'game_bet_refund',
  'game_win',
  'game_win_reversal',
  'lottery_bet',
  'lottery_refund',
  'lottery_win',
  'lottery_rebate',
  'bonus',
] as const;
export type FigureKind = (typeof figureKinds)[number];

export interface FigureMovement {
  memberId: string;
  /** The merchant-local hour, `yyyy-MM-ddTHH:00:00`. */
  hour: string;
  kind: FigureKind;
  amount: number;
  /**
   * Parts the lottery's transfers record in their metadata. `stake`: the stakes a refund returns (its
   * metadata's stake, else its pushed stake, else its amount); `rebate`: the rebates a refund takes back;
   * `win`: a settlement's win (else its amount); `pushRefund`: the pushed stakes a settlement returns.
   */
  stake: number;
  rebate: number;
  win: number;
  pushRefund: number;
  /** How many transfers were added up. */
  transfers: number;
}

export function figureMovementsReader(database: Database) {
  return {
    /** The next committed window of the ledger after `cursor` (the first one when there is none). */
    async nextWindow(cursor: WindowCursor | undefined, options: { maxSpanMs?: number } = {}): Promise<CommittedWindow> {
      return nextCommittedWindow(database, 'wallet_transfers', cursor ?? (await initialCursor(database, 'wallet_transfers')), options);
    },

    /** The window's figure transfers added up per member, hour and kind. */
    async movements(window: CommittedWindow, gmtOffsetMinutes: number): Promise<FigureMovement[]> {
      const { rows } = await sql<{
        member_id: string;
        hour: string;
        kind: FigureKind;
        amount: string;
        stake: string;
        rebate: string;
        win: string;
        push_refund: string;
        transfers: string;
      }>`
        select coalesce(credit.member_id, debit.member_id)::text as member_id,
               to_char(date_trunc('hour', (t.created_at at time zone 'UTC') + make_interval(mins => ${gmtOffsetMinutes})), 'YYYY-MM-DD"T"HH24:00:00') as hour,
               t.kind,
               sum(t.amount)::text as amount,
               sum(coalesce((t.metadata->>'stake')::bigint, (t.metadata->>'pushRefund')::bigint, t.amount))::text as stake,
               sum(coalesce((t.metadata->>'rebate')::bigint, 0))::text as rebate,
               sum(coalesce((t.metadata->>'win')::bigint, t.amount))::text as win,
               sum(coalesce((t.metadata->>'pushRefund')::bigint, 0))::text as push_refund,
               count(*)::text as transfers
          from wallet_transfers t
          join wallet_accounts debit on debit.id = t.debit_account_id
          join wallet_accounts credit on credit.id = t.credit_account_id
         where t.id > ${window.idFloor}::bigint
           and t.created_at >= ${window.from} and t.created_at < ${window.to}
           and t.book = 'real'
           and t.kind = any(${[...figureKinds]}::text[])
           and (debit.member_id is null) <> (credit.member_id is null)
         group by 1, 2, 3`.execute(database);
      return rows.map((row) => ({
        memberId: row.member_id,
        hour: row.hour,
        kind: row.kind,
        amount: minorUnitsFromDatabase(row.amount),
        stake: minorUnitsFromDatabase(row.stake),
        rebate: minorUnitsFromDatabase(row.rebate),
        win: minorUnitsFromDatabase(row.win),
        pushRefund: minorUnitsFromDatabase(row.push_refund),
        transfers: Number(row.transfers),
      }));
    },

    /** Payout accounts (PIX key or bank account) bound by more than one member, with the members and a masked key. */
    async sharedPayoutAccounts(limit: number): Promise<{ maskedKey: string; memberIds: string[] }[]> {
      const { rows } = await sql<{ key: string; member_ids: string[] }>`
        select coalesce(pix_key, bank_code || ':' || account_number) as key, array_agg(distinct member_id::text) as member_ids
          from wallet_payout_accounts group by 1 having count(distinct member_id) > 1 limit ${limit}`.execute(database);
      return rows.map((row) => ({ maskedKey: `${'•'.repeat(Math.max(0, row.key.length - 4))}${row.key.slice(-4)}`, memberIds: row.member_ids }));
    },

    /** Cash and bonus balances of these members, each and added up. */
    async balances(memberIds: readonly string[]): Promise<{ total: number; byMember: Map<string, number> }> {
      if (memberIds.length === 0) return { total: 0, byMember: new Map() };
      const { rows } = await sql<{ member_id: string; balance: string }>`
        select member_id::text, sum(balance)::text as balance from wallet_accounts
         where member_id = any(${memberIds}::bigint[]) and kind in ('cash', 'bonus') and book = 'real'
         group by member_id`.execute(database);
      const byMember = new Map(rows.map((row) => [row.member_id, minorUnitsFromDatabase(row.balance)]));
      let total = 0;
      for (const amount of byMember.values()) total += amount;
      return { total, byMember };
    },
  };
}
