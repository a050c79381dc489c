import type { CommittedWindow, WindowCursor } from '../../platform/committed-window.ts';
import type { TransactionHistoryQuery, TransactionHistoryValue } from '@platform/contract';
import type { Language } from '@platform/contract/languages';
import type { AuditRecord } from '../../platform/audiences.ts';
import type { DatabaseTransaction } from '../../platform/database.ts';

/** A member of a team as the agent centre shows it (the account module's). */
export interface TeamMember {
  memberId: string;
  account: string;
  nickname: string;
  memberType: number;
  uplineId: string | null;
  depth: number;
  prizeGroupMax: number;
  registeredAt: Date;
  registrationAddress: string;
  lastLoginAt: Date | null;
  status: 'active' | 'disabled';
}

/** A ledger movement added up per member, merchant-local hour and kind (the wallet's; see wallet/figure-movements.ts). */
export interface FigureMovement {
  memberId: string;
  hour: string;
  kind: string;
  amount: number;
  stake: number;
  rebate: number;
  win: number;
  pushRefund: number;
  transfers: number;
}

/** What the agent module needs from others. */
export interface AgentPorts {
  /** The member tree (the account module's). */
  team: {
    level(agentId: string, query: { parentId: string; accountPrefix: string; limit: number; offset: number }): Promise<{ rows: TeamMember[]; total: number }>;
    memberInTeam(agentId: string, memberId: string, executor?: DatabaseTransaction): Promise<TeamMember | undefined>;
    trail(agentId: string, memberId: string): Promise<{ memberId: string; account: string }[]>;
    memberIds(agentId: string, scope?: 'team' | 'direct'): Promise<string[]>;
    memberIdByAccount(agentId: string, account: string): Promise<string | undefined>;
    memberIdAnywhere(account: string): Promise<string | undefined>;
    accountsOf(memberIds: readonly string[]): Promise<Map<string, string>>;
    ancestries(memberIds: readonly string[], executor?: DatabaseTransaction): Promise<{ memberId: string; ancestorId: string; depth: number }[]>;
    nextRegistrationWindow(cursor: WindowCursor | undefined, options?: { maxSpanMs?: number }): Promise<CommittedWindow>;
    registrations(window: CommittedWindow, gmtOffsetMinutes: number): Promise<{ memberId: string; hour: string }[]>;
    highestPrizeGroupBelow(memberId: string, executor?: DatabaseTransaction): Promise<number | null>;
    setPrizeGroup(memberId: string, prizeGroup: number, executor: DatabaseTransaction): Promise<void>;
    lockMember(memberId: string, executor: DatabaseTransaction): Promise<void>;
    move(
      memberId: string,
      uplineId: string,
      executor: DatabaseTransaction,
    ): Promise<{ oldUplines: { memberId: string; depth: number }[]; newUplines: { memberId: string; depth: number }[]; teamIds: string[] } | undefined>;
    sharedLoginAddresses(agentTypes: readonly number[], limit: number): Promise<{ agentId: string; memberId: string; address: string }[]>;
  };
  /** Opens an account under an agent in the caller's transaction (the account module's); account_taken when the name is used. */
  openAccount(
    member: { account: string; password: string; memberType: number; uplineId: string; prizeGroupMax: number; registrationAddress: string; passwordPolicyLanguage: string },
    transaction: DatabaseTransaction,
  ): Promise<string>;
  /** The ledger's figure movements and balances (the wallet's). */
  ledger: {
    nextWindow(cursor: WindowCursor | undefined, options?: { maxSpanMs?: number }): Promise<CommittedWindow>;
    movements(window: CommittedWindow, gmtOffsetMinutes: number): Promise<FigureMovement[]>;
    balances(memberIds: readonly string[]): Promise<{ total: number; byMember: Map<string, number> }>;
    balanceChanges(window: CommittedWindow): Promise<{ memberId: string; change: number }[]>;
    sharedPayoutAccounts(limit: number): Promise<{ maskedKey: string; memberIds: string[] }[]>;
    /** The account records of these members together, newest first. */
    transactions(
      memberIds: readonly string[],
      query: TransactionHistoryQuery,
      language: Language,
    ): Promise<Omit<TransactionHistoryValue, 'list'> & { list: (TransactionHistoryValue['list'][number] & { memberId: string })[] }>;
  };
  /** Writes a staff audit row in the transaction of the change (the system module's). */
  audit(record: AuditRecord, transaction: DatabaseTransaction): Promise<void>;
  /** The merchant's time zone (the system module's). */
  gmtOffsetMinutes(): Promise<number>;
  /** The member type an agent's downline agent gets; member types that are agents. */
  agentTypes: readonly number[];
}
