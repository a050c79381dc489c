/**
 * Provably fair seeds per member (domain/wallet.md): a server seed of 32 random bytes whose SHA-256 is
 * shown before play, a client seed the member may change, and a nonce taken in the transaction of each
 * bet. Rotating reveals the old server seed, so every round played under it can be recomputed.
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { SeedsValue } from '@platform/contract';
import { AppError } from '../../../platform/errors.ts';
import { inTransaction, type Database } from '../../../platform/database.ts';
import type { Executor } from '../ports.ts';
import { newClientSeed, newServerSeed, seedHashOf, type SeedVault } from './seed-vault.ts';

export type FairSeedTables = {
  game_fair_seeds: {
    id: Generated<string>;
    member_id: string;
    server_seed_sealed: Buffer;
    server_seed_hash: string;
    client_seed: string;
    next_nonce: Generated<string>;
    status: 'active' | 'revealed';
    server_seed_revealed: string | null;
    created_at: Generated<Date>;
    revealed_at: Date | null;
  };
  game_mines_rounds: { member_id: string; status: string };
};

/** The seed a bet plays under, with the nonce it took. */
export interface ReservedSeed {
  seedId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What a round stores to be recomputed later; the seed itself joins once revealed. */
export function fairnessOf(seed: ReservedSeed) {
  return { seedId: seed.seedId, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

export function fairSeeds(options: { database: Database; vault: SeedVault }) {
  const db = options.database.withTables<FairSeedTables>();
  const on = (executor: Executor) => executor as Kysely<FairSeedTables>;
  // Members known to have an active seed, so that bets skip the insert that creates one.
  const seeded = new Set<string>();

  async function ensureActive(memberId: string, clientSeed?: string): Promise<void> {
    // Runs on the pool, never inside a bet's transaction.
    const seed = newServerSeed();
    await sql`
      insert into game_fair_seeds (member_id, server_seed_sealed, server_seed_hash, client_seed, status)
      values (${memberId}::bigint, ${options.vault.seal(seed)}, ${seedHashOf(seed)}, ${clientSeed ?? newClientSeed()}, 'active')
      on conflict (member_id) where status = 'active' do nothing
    `.execute(db);
  }

  async function view(memberId: string): Promise<SeedsValue> {
    await ensureActive(memberId);
    const rows = await db
      .selectFrom('game_fair_seeds')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const active = rows.find((row) => row.status === 'active')!;
    const previous = rows.find((row) => row.status === 'revealed');
    return {
      serverSeedHash: active.server_seed_hash,
      clientSeed: active.client_seed,
      nonce: Number(active.next_nonce),
      previous: previous?.server_seed_revealed
        ? { serverSeed: previous.server_seed_revealed, serverSeedHash: previous.server_seed_hash, clientSeed: previous.client_seed, nonceUsed: Number(previous.next_nonce) }
        : null,
    };
  }

  return {
    view,

    /** Makes sure the member has a seed in use (its hash committed) before a bet's transaction takes a nonce. */
    async ensure(memberId: string): Promise<void> {
      if (seeded.has(memberId)) return;
      await ensureActive(memberId);
      if (seeded.size > 100_000) seeded.clear();
      seeded.add(memberId);
    },

    /** Changes the client seed of the seed in use; later bets use it, earlier rounds keep the one they had. */
    async setClientSeed(memberId: string, clientSeed: string): Promise<SeedsValue> {
      await ensureActive(memberId, clientSeed);
      await db.updateTable('game_fair_seeds').set({ client_seed: clientSeed }).where('member_id', '=', memberId).where('status', '=', 'active').execute();
      return view(memberId);
    },

    /**
     * Reveals the server seed in use and commits to a new one. Refused while a mines round is in play,
     * because the revealed seed would tell where its mines are.
     */
    async rotate(memberId: string, clientSeed?: string): Promise<SeedsValue> {
      await ensureActive(memberId);
      await inTransaction(db, async (transaction) => {
        const tables = on(transaction);
        const active = await tables.selectFrom('game_fair_seeds').selectAll().where('member_id', '=', memberId).where('status', '=', 'active').forUpdate().executeTakeFirstOrThrow();
        const playing = await tables.selectFrom('game_mines_rounds').select('status').where('member_id', '=', memberId).where('status', '=', 'playing').executeTakeFirst();
        if (playing) throw new AppError('round_in_play');
        await tables
          .updateTable('game_fair_seeds')
          .set({ status: 'revealed', server_seed_revealed: options.vault.open(active.server_seed_sealed), revealed_at: sql<Date>`now()` })
          .where('id', '=', active.id)
          .execute();
        const seed = newServerSeed();
        await tables
          .insertInto('game_fair_seeds')
          .values({
            member_id: memberId,
            server_seed_sealed: options.vault.seal(seed),
            server_seed_hash: seedHashOf(seed),
            client_seed: clientSeed ?? active.client_seed,
            status: 'active',
            server_seed_revealed: null,
            revealed_at: null,
          })
          .execute();
      });
      return view(memberId);
    },

    /** Takes the next nonce of the member's seed inside the bet's transaction (the row stays locked until commit). */
    async reserve(executor: Executor, memberId: string): Promise<ReservedSeed> {
      const result = await sql<{ id: string; server_seed_sealed: Buffer; server_seed_hash: string; client_seed: string; nonce: string }>`
        update game_fair_seeds set next_nonce = next_nonce + 1
        where member_id = ${memberId}::bigint and status = 'active'
        returning id, server_seed_sealed, server_seed_hash, client_seed, next_nonce - 1 as nonce
      `.execute(executor);
      const seed = result.rows[0];
      if (!seed) throw new Error(`member ${memberId} has no active seed: ensure() runs before the bet`);
      return {
        seedId: String(seed.id),
        serverSeed: options.vault.open(seed.server_seed_sealed),
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        nonce: Number(seed.nonce),
      };
    },

    /** The seed of a round already played, opened again (a mines round between its steps). */
    async seedOf(executor: Executor, seedId: string): Promise<{ serverSeed: string; serverSeedHash: string; clientSeed: string }> {
      const row = await on(executor).selectFrom('game_fair_seeds').selectAll().where('id', '=', seedId).executeTakeFirstOrThrow();
      return { serverSeed: options.vault.open(row.server_seed_sealed), serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed };
    },
  };
}

export type FairSeeds = ReturnType<typeof fairSeeds>;
