/**
 * How the games module opens a database transaction. Work inside a game transaction never waits for
 * another pooled connection (anything read from the pool is read before), and at most half the pool runs
 * game transactions at once: a money call of the wallet may still need a pooled connection the first time
 * it meets a member, and the other half keeps that always possible.
 */
import { inTransaction, type Database } from '../../platform/database.ts';
import type { Executor, GamesMerchant } from './ports.ts';
import { createCache } from '../../platform/cache.ts';

/** The merchant settings, refreshed outside transactions and read inside them without a query. */
export function merchantSettingsCache(merchant: GamesMerchant, freshMs = 5_000) {
  type Settings = Awaited<ReturnType<GamesMerchant['settings']>>;
  const cached = createCache<Settings>({ name: 'game_merchant_settings', maxEntries: 1, lifetimeMs: freshMs });
  let last: Settings | undefined;
  return {
    async fresh() {
      const known = cached.get('settings');
      if (known) return known;
      last = await merchant.settings();
      cached.set('settings', last);
      return last;
    },
    /** The settings as last loaded; `fresh` runs before every game transaction, so this never queries. */
    current() {
      if (!last) throw new Error('merchant settings read before they were loaded');
      return last;
    },
  };
}

export type MerchantSettingsCache = ReturnType<typeof merchantSettingsCache>;

/** A counting gate: at most `limit` runs at once, the rest wait in arrival order. */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<Result>(work: () => Promise<Result>): Promise<Result> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * Unique keys two concurrent calls may both try to create: the same transaction id sent twice at once,
 * or two first bets of one round. The call that loses is run again and then sees the winner's row.
 */
const racedKeys = new Set(['game_vendor_transactions_pkey', 'game_rounds_vendor_code_member_id_round_ref_key']);
const raceAttemptsMax = 3;

/**
 * Thrown inside a game transaction when the wallet says a movement was already posted: a concurrent
 * call with the same id committed first, so running this call again answers it as a replay.
 */
export class MovementRace extends Error {
  constructor(idempotencyKey: string) {
    super(`game movement ${idempotencyKey} was posted by a concurrent call`);
    this.name = 'MovementRace';
  }
}

function isRace(error: unknown): boolean {
  if (error instanceof MovementRace) return true;
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint !== undefined && racedKeys.has(constraint);
}

export function gamesTransactions(options: { database: Database; poolSize: number; settings: MerchantSettingsCache }) {
  const gate = createGate(Math.max(1, Math.floor(options.poolSize / 2)));
  return function run<Result>(work: (executor: Executor) => Promise<Result>): Promise<Result> {
    return gate(async () => {
      await options.settings.fresh();
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(options.database, work);
        } catch (error) {
          if (!isRace(error) || attempt >= raceAttemptsMax) throw error;
        }
      }
    });
  };
}

export type GamesTransactions = ReturnType<typeof gamesTransactions>;
