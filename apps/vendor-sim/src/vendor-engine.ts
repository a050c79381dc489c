/**
 * The vendor's duties of domain/wallet.md: persist each action before sending it (its journal line is in
 * the file); roll back a bet that failed or whose answer never came (unless the player simply lacked the
 * money); retry wins and rollbacks with the same transaction id until they get a final answer; close every
 * round; and close rounds left open for more than 48 hours.
 */
import { randomUUID } from 'node:crypto';
import type { VendorResponse } from '@platform/contract';
import type { Journal, RoundIdentity, RoundRecord } from './journal.ts';
import type { WalletClient, WalletPath } from './wallet-client.ts';

export const openRoundLifetimeMs = 48 * 60 * 60 * 1000;

export interface BetResult {
  betId: string;
  /** OK, a refusal status, or FAILED when no answer came (the bet was then rolled back). */
  status: string;
  balance: number | null;
}

export interface VendorEngineOptions {
  client: WalletClient;
  journal: Journal;
  retryDelayMs?: number;
  retryDelayMaxMs?: number;
  now?: () => number;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export function vendorEngine(options: VendorEngineOptions) {
  const { client, journal } = options;
  const now = options.now ?? Date.now;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const retryDelayMaxMs = options.retryDelayMaxMs ?? 5_000;
  let stopped = false;

  /** Sends until the platform answers with a status; gives up only when the engine stops. */
  async function sendUntilDecided(vendorCode: string, path: WalletPath, body: Record<string, unknown>): Promise<VendorResponse> {
    let delay = retryDelayMs;
    for (;;) {
      const outcome = await client.call(vendorCode, path, body);
      if (outcome.decided) return outcome.response;
      if (stopped) throw new Error(`stopped before ${path} got an answer`);
      await sleep(delay);
      delay = Math.min(delay * 2, retryDelayMaxMs);
    }
  }

  function identityBody(identity: RoundIdentity) {
    return { token: identity.token, user: identity.user, round: identity.round, game_code: identity.gameCode };
  }

  async function rollback(round: RoundRecord): Promise<VendorResponse> {
    const entry = round.rollback ?? { type: 'rollback' as const, id: randomUUID(), targetId: round.bet.id, at: now(), ...identityOf(round) };
    if (!round.rollback) journal.record(entry);
    await journal.persisted();
    const answer = await sendUntilDecided(entry.vendorCode, '/wallet/rollback', {
      user: entry.user,
      token: entry.token,
      round: entry.round,
      game_code: entry.gameCode,
      transaction_uuid: entry.id,
      reference_transaction_uuid: entry.targetId,
    });
    journal.record({ type: 'answer', id: entry.id, status: answer.status, balance: answer.balance, at: now() });
    journal.forget(round.bet.id);
    return answer;
  }

  async function settle(round: RoundRecord, amount: number): Promise<VendorResponse> {
    const entry = round.win ?? { type: 'win' as const, id: randomUUID(), betId: round.bet.id, amount, at: now(), ...identityOf(round) };
    if (!round.win) journal.record(entry);
    await journal.persisted();
    const answer = await sendUntilDecided(entry.vendorCode, '/wallet/win', {
      ...identityBody(entry),
      currency: entry.currency,
      transaction_uuid: entry.id,
      reference_transaction_uuid: entry.betId,
      round_closed: true,
      amount: entry.amount,
    });
    journal.record({ type: 'answer', id: entry.id, status: answer.status, balance: answer.balance, at: now() });
    journal.forget(round.bet.id);
    return answer;
  }

  function identityOf(round: RoundRecord): RoundIdentity {
    const { vendorCode, user, token, round: roundId, gameCode, currency } = round.bet;
    return { vendorCode, user, token, round: roundId, gameCode, currency };
  }

  return {
    /**
     * Debits a stake. `plannedWin` is the outcome already drawn (so a restart can pay it), or null while
     * the player still has to play the round out. A bet without a final OK is rolled back at once.
     */
    async bet(identity: RoundIdentity, amount: number, plannedWin: number | null): Promise<BetResult> {
      const id = randomUUID();
      journal.record({ type: 'bet', id, amount, closesRound: false, plannedWin, at: now(), ...identity });
      await journal.persisted();
      const outcome = await client.call(identity.vendorCode, '/wallet/bet', { ...identityBody(identity), currency: identity.currency, transaction_uuid: id, round_closed: false, amount });
      if (outcome.decided) journal.record({ type: 'answer', id, status: outcome.response.status, balance: outcome.response.balance, at: now() });
      if (outcome.decided && outcome.response.status === 'OK') return { betId: id, status: 'OK', balance: outcome.response.balance };
      const round = journal.round(id)!;
      if (outcome.decided && outcome.response.status === 'NOT_ENOUGH_MONEY') {
        journal.forget(id);
        return { betId: id, status: 'NOT_ENOUGH_MONEY', balance: outcome.response.balance };
      }
      const answer = await rollback(round);
      return { betId: id, status: outcome.decided ? outcome.response.status : 'FAILED', balance: answer.balance };
    },

    /** Pays a round's win (zero for a loss) and closes it; retried until it has a final answer. */
    async win(betId: string, amount: number): Promise<VendorResponse> {
      const round = journal.round(betId);
      if (!round) throw new Error(`round of bet ${betId} is not open`);
      return settle(round, amount);
    },

    /** Voids a round by rolling its bet back. */
    async cancel(betId: string): Promise<VendorResponse> {
      const round = journal.round(betId);
      if (!round) throw new Error(`round of bet ${betId} is not open`);
      return rollback(round);
    },

    /** Finishes what the journal shows unfinished: rollbacks and wins resent, unanswered bets rolled back, drawn wins paid. */
    async recover(): Promise<{ rolledBack: number; paid: number; open: number }> {
      let rolledBack = 0;
      let paid = 0;
      let open = 0;
      for (const round of [...journal.rounds()]) {
        if (round.rollback) {
          await rollback(round);
          rolledBack++;
        } else if (round.win) {
          await settle(round, round.win.amount);
          paid++;
        } else if (round.betStatus === undefined || (round.betStatus !== 'OK' && round.betStatus !== 'NOT_ENOUGH_MONEY')) {
          await rollback(round);
          rolledBack++;
        } else if (round.betStatus === 'NOT_ENOUGH_MONEY') {
          journal.forget(round.bet.id);
        } else if (round.bet.plannedWin !== null) {
          await settle(round, round.bet.plannedWin);
          paid++;
        } else {
          open++;
        }
      }
      return { rolledBack, paid, open };
    },

    /** Closes rounds the player left open for more than 48 hours, paying nothing. */
    async housekeeping(): Promise<number> {
      let closed = 0;
      for (const round of [...journal.rounds()]) {
        if (round.betStatus === 'OK' && !round.win && !round.rollback && now() - round.bet.at > openRoundLifetimeMs) {
          await settle(round, 0);
          closed++;
        }
      }
      return closed;
    },

    stop(): void {
      stopped = true;
    },
  };
}

export type VendorEngine = ReturnType<typeof vendorEngine>;
