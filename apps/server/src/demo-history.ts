/**
 * Demo history: four weeks of a team's play under demo_agent, so the agent centre's reports have something to
 * show on a fresh start. Generated from a fixed seed (the same people, amounts and times of day on every
 * machine, counted back from the day of the first start), posted through the ledger like real play, then
 * moved back to the instants they stand for, and counted into the team figures. Demo data only.
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from './platform/database.ts';
import type { Services } from './wiring/services.ts';

/** A small deterministic random source (mulberry32). */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    chance: (probability: number) => next() < probability,
    pick: <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)]!,
  };
}

const firstNames = ['lucas', 'ana', 'pedro', 'julia', 'mateus', 'beatriz', 'rafael', 'camila', 'gustavo', 'larissa', 'felipe', 'mariana', 'thiago', 'leticia', 'bruno', 'fernanda', 'diego', 'carla', 'joao', 'patricia'];
const teamShape = [
  { account: 'rede_ana', memberType: 41, upline: 'demo_agent' },
  { account: 'time_bruno', memberType: 41, upline: 'demo_agent' },
] as const;
/** How many generated players each upline gets. */
const playersUnder: Record<string, number> = { demo_agent: 10, demo_subagent: 7, rede_ana: 8, time_bruno: 6 };
const historyDays = 28;
const dayMs = 86_400_000;

interface Movement {
  kind: 'deposit' | 'game_bet' | 'game_win' | 'lottery_bet' | 'lottery_win' | 'lottery_rebate' | 'bonus' | 'withdrawal_payout';
  amount: number;
  at: Date;
}

/** Creates the demo team and its history once; later starts find it and do nothing. */
export async function seedDemoHistory(services: Services, database: DatabaseHandle): Promise<void> {
  const { account, wallet } = services;
  if (await account.accounts.findByAccount('rede_ana')) return;
  const random = randomSource(20_261_128);
  const merchant = await services.system.merchant();
  const offsetMs = merchant.gmtOffsetMinutes * 60_000;
  // Local midnight of today, as an instant: day n of the history starts n days before it.
  const todayStart = Math.floor((Date.now() + offsetMs) / dayMs) * dayMs - offsetMs;

  const uplines = new Map<string, string>();
  for (const name of ['demo_agent', 'demo_subagent']) {
    const found = await account.accounts.findByAccount(name);
    if (!found) return;
    uplines.set(name, found.id);
  }
  // The demo agent may give groups above the quota threshold, so its register centre shows quotas.
  await services.agent.demoPrizeGroup(uplines.get('demo_agent')!, 1960);
  for (const agent of teamShape) {
    uplines.set(agent.account, await account.createMember({ account: agent.account, memberType: agent.memberType, uplineId: uplines.get(agent.upline)!, password: 'Agent12345' }));
  }

  const players: { memberId: string; registeredAt: Date }[] = [];
  let serial = 10;
  for (const [upline, count] of Object.entries(playersUnder)) {
    for (let index = 0; index < count; index++) {
      serial += 1;
      const name = `${random.pick(firstNames)}_${serial}${random.pick(['br', 'rj', 'sp', 'mg', 'ba'])}`;
      const memberId = await account.createMember({ account: name, memberType: 0, uplineId: uplines.get(upline)!, password: 'Demo12345' });
      const daysAgo = random.between(1, historyDays - 1);
      players.push({ memberId, registeredAt: new Date(todayStart - daysAgo * dayMs + random.between(9, 22) * 3_600_000 + random.between(0, 59) * 60_000) });
    }
  }

  const moved: { transferId: string; at: Date }[] = [];
  const lastSeen = new Map<string, Date>();
  await Promise.all(
    players.map(async (player, playerIndex) => {
      const own = randomSource(1_000 + playerIndex);
      let balance = 0;
      let sequence = 0;
      const post = async (movement: Movement) => {
        const debitsMember = movement.kind === 'game_bet' || movement.kind === 'lottery_bet' || movement.kind === 'withdrawal_payout';
        const system = movement.kind === 'deposit' || movement.kind === 'withdrawal_payout' ? 'payment_clearing' : movement.kind === 'bonus' ? 'bonus_expense' : 'house';
        const member = { memberId: player.memberId, wallet: 'cash' as const };
        const posted = await wallet.postTransfer(undefined, {
          idempotencyKey: `demo-history:${player.memberId}:${(sequence += 1)}`,
          debit: debitsMember ? member : { system },
          credit: debitsMember ? { system } : member,
          amount: movement.amount,
          kind: movement.kind,
          reference: movement.kind.startsWith('lottery') ? 'demo:lottery' : movement.kind.startsWith('game') ? 'demo:games' : 'demo',
        });
        balance += debitsMember ? -movement.amount : movement.amount;
        moved.push({ transferId: posted.transferId, at: movement.at });
        lastSeen.set(player.memberId, movement.at);
      };
      const registeredDay = Math.floor((player.registeredAt.getTime() - todayStart) / dayMs);
      for (let day = registeredDay; day <= 0; day++) {
        if (day !== registeredDay && !own.chance(0.45)) continue;
        let at = Math.max(todayStart + day * dayMs + own.between(10, 21) * 3_600_000 + own.between(0, 59) * 60_000, player.registeredAt.getTime() + 600_000);
        // Today's play stays in the past.
        if (at > Date.now() - 60_000) continue;
        const step = () => new Date((at += own.between(1, 6) * 60_000));
        if (balance < 2_000) {
          const amount = own.pick([2_000, 5_000, 10_000, 20_000, 50_000]);
          await post({ kind: 'deposit', amount, at: step() });
          if (day === registeredDay) await post({ kind: 'bonus', amount: Math.round(amount / 10), at: step() });
        }
        const bets = own.between(3, 12);
        for (let bet = 0; bet < bets && balance >= 100; bet++) {
          const lottery = own.chance(0.25);
          const stake = Math.min(balance, own.pick([100, 200, 500, 1_000, 2_000]));
          await post({ kind: lottery ? 'lottery_bet' : 'game_bet', amount: stake, at: step() });
          if (lottery) await post({ kind: 'lottery_rebate', amount: Math.max(1, Math.round(stake * 0.02)), at: step() });
          if (own.chance(lottery ? 0.1 : 0.42)) {
            const multiple = lottery ? own.pick([8, 9.5]) : own.pick([1.5, 2, 2, 2.5, 3]);
            await post({ kind: lottery ? 'lottery_win' : 'game_win', amount: Math.round(stake * multiple), at: step() });
          }
        }
        if (balance > 30_000 && own.chance(0.5)) await post({ kind: 'withdrawal_payout', amount: Math.round(balance / 2), at: step() });
      }
    }),
  );

  await database.db.transaction().execute(async (transaction) => {
    // The ledger is append-only: its triggers are off for this one transaction, which only moves times back.
    await sql`set local session_replication_role = replica`.execute(transaction);
    const ids = moved.map((entry) => entry.transferId);
    const instants = moved.map((entry) => entry.at.toISOString());
    await sql`update wallet_transfers t set created_at = u.at from unnest(${ids}::bigint[], ${instants}::timestamptz[]) as u(id, at) where t.id = u.id`.execute(transaction);
    await sql`update wallet_entries e set created_at = t.created_at from wallet_transfers t where e.transfer_id = t.id and t.id = any(${ids}::bigint[])`.execute(transaction);
    await sql`update members m set created_at = u.at, register_address = u.address, last_login_at = u.seen
      from unnest(${players.map((player) => player.memberId)}::bigint[], ${players.map((player) => player.registeredAt.toISOString())}::timestamptz[],
                  ${players.map((_, index) => `177.${20 + (index % 60)}.${(index * 37) % 250}.${(index * 91) % 250}`)}::text[],
                  ${players.map((player) => (lastSeen.get(player.memberId) ?? player.registeredAt).toISOString())}::timestamptz[]) as u(id, at, address, seen)
      where m.id = u.id`.execute(transaction);
  });
  await services.agent.figures.rebuild();
}
