/**
 * The lottery's ports, answered by the owning modules' service functions: the wallet's ledger and
 * wagering, the account module's members, the games module's betting record, the lobby's catalogue,
 * recent games and winner board, the system's merchant settings and the realtime hub.
 */
import { gameListQuerySchema, gameListPageSizeMax } from '@platform/contract';
import type { AccountService } from '../modules/account/service.ts';
import type { GamesService } from '../modules/games/service.ts';
import type { LobbyService } from '../modules/lobby/service.ts';
import type { SystemService } from '../modules/system/service.ts';
import type { LedgerTransaction } from '../modules/wallet/ledger.ts';
import type { WalletService } from '../modules/wallet/service.ts';
import type { RealtimeHub } from '../platform/realtime.ts';
import type { LotteryCatalogue, LotteryLedger, LotteryMembers, LotteryMerchant, LotteryRealtime, LotteryRecords, LotteryRoundRecord, LotteryTransfer } from '../modules/lottery/ports.ts';

function accountsOf(transfer: LotteryTransfer) {
  const member = { memberId: transfer.memberId, wallet: 'cash' as const };
  const house = { system: 'house' as const };
  return transfer.direction === 'debit' ? { debit: member, credit: house } : { debit: house, credit: member };
}

/**
 * Lottery money as ledger transfers between the member's cash and the house. A single movement (a stake,
 * a cancelled bet's refund) is one ledger posting in the caller's transaction; settlement hands the
 * wallet every credit of a draw (one per paid member) and every member's turnover at once, and the wallet
 * writes each set in one statement, so a draw costs the ledger a few statements whatever its members.
 */
export function lotteryLedgerPort(wallet: WalletService): LotteryLedger {
  async function post(executor: unknown, transfer: LotteryTransfer) {
    const posted = await wallet.postTransfer(executor as LedgerTransaction, {
      idempotencyKey: transfer.idempotencyKey,
      ...accountsOf(transfer),
      amount: transfer.amount,
      kind: transfer.kind,
      reference: transfer.reference.slice(0, 200),
      ...(transfer.metadata ? { metadata: transfer.metadata } : {}),
    });
    const after = transfer.direction === 'debit' ? posted.debitBalanceAfter : posted.creditBalanceAfter;
    return { memberBalanceAfter: after ?? 0, replayed: posted.replayed };
  }
  return {
    post,
    async postCredits(executor, transfers) {
      const credits = transfers.map((transfer) => ({ ...transfer, system: 'house' as const, reference: transfer.reference.slice(0, 200) }));
      const posted = await wallet.batch.postMemberTransfers(executor as LedgerTransaction, credits);
      const balances = new Map<string, number>();
      transfers.forEach((transfer, index) => balances.set(transfer.memberId, posted[index]!.memberBalanceAfter));
      return balances;
    },
    async prepare(executor, transfers) {
      const prepared = await wallet.batch.prepare(executor as LedgerTransaction, transfers.map((transfer) => ({ ...transfer, system: 'house' as const, reference: transfer.reference.slice(0, 200) })));
      return prepared.map((row, index) => {
        if (!row) return undefined;
        const systemAccountId = transfers[index]!.direction === 'debit' ? row.creditAccountId : row.debitAccountId;
        return { idempotencyKey: row.idempotencyKey, requestHash: row.requestHash, memberAccountId: row.memberAccountId, systemAccountId, amount: row.amount, kind: row.kind, reference: row.reference, metadata: row.metadata };
      });
    },
    async cashBalances(executor, memberIds) {
      const balances = new Map<string, number>();
      for (const memberId of memberIds) balances.set(memberId, (await wallet.balances(memberId, executor as LedgerTransaction)).cash);
      return balances;
    },
    recordTurnover: (executor, turnover) => wallet.batch.recordTurnovers(executor as LedgerTransaction, turnover),
    announce(memberIds) {
      if (memberIds.length > 0) wallet.ledger.announceBalances(memberIds);
    },
  };
}

/**
 * Members and their prize groups up the tree. The account module does not yet expose the prize group
 * maximums; until it does, the chain is read through its session repository's handle, the same way
 * the wallet's members port reads what it needs.
 */
export function lotteryMembersPort(account: AccountService): LotteryMembers {
  return {
    async memberOf(memberId) {
      const member = await account.memberOf(memberId);
      if (!member) return undefined;
      return { memberId: member.memberId, account: member.account, memberType: member.memberType, active: true };
    },
    prizeGroupChain: (memberId) => account.prizeGroupChain(memberId),
  };
}

/** Rounds written by one statement at most. */
const roundsPerStatementMax = 5_000;

/**
 * Each member's round of a draw in the games module's betting record and daily figures: the rounds of a
 * draw are distinct bets, so they are written a few thousand per statement. Rounds sharing a key (never
 * from one draw) go one at a time, in order.
 */
export function lotteryRecordsPort(games: GamesService): LotteryRecords {
  const roundOf = (round: LotteryRoundRecord) => ({
    memberId: round.memberId,
    vendorCode: round.vendorCode,
    reference: round.reference,
    gameCode: round.gameCode,
    gameType: round.gameType,
    gameName: round.gameName,
    nodeId: round.nodeId,
    currency: round.currency,
    playMoney: round.playMoney,
    status: round.status,
    stake: round.stake,
    stakeRefunded: round.stakeRefunded,
    win: round.win,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    outcome: round.outcome,
    fairness: round.fairness,
  });
  return {
    async recordRounds(executor, rounds) {
      const keys = new Set(rounds.map((round) => `${round.vendorCode}:${round.memberId}:${round.reference}`));
      if (keys.size < rounds.length) {
        for (const round of rounds) await games.recordLotteryRound(executor, roundOf(round));
        return;
      }
      for (let start = 0; start < rounds.length; start += roundsPerStatementMax) {
        await games.recordLotteryRounds(executor, rounds.slice(start, start + roundsPerStatementMax).map(roundOf));
      }
    },
  };
}

const catalogueMemoryMs = 60_000;

/** The lobby's catalogue entries of the lottery vendors, recent games and the winner board. */
export function lotteryCataloguePort(lobby: LobbyService): LotteryCatalogue {
  const vendors = new Map<string, { nodeIds: Map<string, number>; until: number }>();
  return {
    async nodeIdOf(vendorCode, gameCode) {
      let known = vendors.get(vendorCode);
      if (!known || known.until < Date.now()) {
        const query = gameListQuerySchema.parse({ vassalage: vendorCode, pageNo: 1, pageSize: gameListPageSizeMax });
        const page = await lobby.catalogue.listGames(query, 'en');
        known = { nodeIds: new Map(page.value.games.map((game) => [game.gameCode, game.nodeId])), until: Date.now() + catalogueMemoryMs };
        vendors.set(vendorCode, known);
      }
      return known.nodeIds.get(gameCode);
    },
    recordRecentGame: (memberId, nodeId) => lobby.recordRecentGame(memberId, nodeId),
    recordWin: (win) => lobby.recordWin({ memberId: win.memberId, account: win.account, gameNodeId: win.nodeId, winAmount: win.winAmount }),
  };
}

export function lotteryMerchantPort(system: SystemService): LotteryMerchant {
  return {
    async settings() {
      const merchant = await system.merchant();
      return { currency: merchant.currency, gmtOffsetMinutes: merchant.gmtOffsetMinutes };
    },
  };
}

export function lotteryRealtimePort(hub: RealtimeHub): LotteryRealtime {
  return {
    allowTopics: (prefix) => hub.allowClientTopics(prefix),
    toTopic: (topic, event) => hub.publish(topic, event),
  };
}
