import type { Kysely } from 'kysely';

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
 * through this port, which the wiring fills with the account service's functions.
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
