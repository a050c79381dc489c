import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { AccountCoreTables } from '../account/session-repository.ts';
import type { SessionRepository } from '../account/session-repository.ts';
import { trialMemberType } from '@platform/contract/account/constants';

/** What the wallet needs to know about a member, provided by the account module. */
export interface WalletMember {
  memberId: string;
  account: string;
  memberType: number;
  realName: string | null;
  uplineId: string | null;
  hasPaymentPassword: boolean;
}

/**
 * The wallet's view of the account module. The wallet never reads the account tables itself: it asks
 * through this port, so the account module can answer from its own service.
 */
export interface WalletMembers {
  /** The member, read on the caller's transaction when one is given (the ledger never takes a second connection). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  memberOf(memberId: string, executor?: Kysely<any>): Promise<WalletMember | undefined>;
  /** Checks the member's payment password: `missing` when none is set. */
  verifyPaymentPassword(memberId: string, password: string): Promise<'correct' | 'incorrect' | 'missing'>;
  /** Whether `descendantId` is in the subtree of `ancestorId` (itself included). */
  isInSubtree(ancestorId: string, descendantId: string): Promise<boolean>;
  /** A page of the real accounts below the agent, searched by account prefix. */
  downlinesOf(ancestorId: string, query: { keyword: string; limit: number; offset: number }): Promise<{ rows: { memberId: string; account: string; nickname: string }[]; total: number }>;
}

/**
 * The port implemented over the session repository of the account module until that module exposes
 * these as service functions (memberOf, verifyPaymentPassword, isInSubtree).
 */
export function walletMembersFromSessions(repository: SessionRepository): WalletMembers {
  const db = repository.db;
  return {
    async memberOf(memberId, executor) {
      if (!/^[1-9][0-9]{0,17}$/u.test(memberId)) return undefined;
      const row = await (executor ? (executor as unknown as Kysely<AccountCoreTables>) : db)
        .selectFrom('members')
        .select(['id', 'account', 'member_type', 'real_name', 'upline_id', 'payment_password_hash'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        memberId: String(row.id),
        account: row.account,
        memberType: row.member_type,
        realName: row.real_name,
        uplineId: row.upline_id === null ? null : String(row.upline_id),
        hasPaymentPassword: row.payment_password_hash !== null,
      };
    },

    async verifyPaymentPassword(memberId, password) {
      const row = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirst();
      const hash = row?.payment_password_hash;
      if (!hash) return 'missing';
      return (await verify(hash, password).catch(() => false)) ? 'correct' : 'incorrect';
    },

    isInSubtree: (ancestorId, descendantId) => repository.isInSubtree(ancestorId, descendantId),
    downlinesOf: (ancestorId, query) => repository.downlines(ancestorId, { ...query, trialMemberType }),
  };
}
