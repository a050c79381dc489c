/**
 * Team figures, kept up incrementally (domain/agent.md "Fast reports in practice"). A run takes the next
 * committed window of the ledger and of registrations (platform/committed-window.ts), turns its movements
 * into per member and hour figure deltas, adds them to the member's row and to every ancestor's team row
 * (and the direct upline's direct row), and stores the window's end: all in one transaction, which first
 * locks the source's cursor and gives up if another run moved it meanwhile. A window is therefore counted
 * exactly once, whichever node runs the job and however often; rebuilding from nothing gives the same rows.
 * Runs on the job queue, never inside a bet's transaction.
 */
import { sql } from 'kysely';
import type { WindowCursor } from '../../platform/committed-window.ts';
import type { Database, DatabaseTransaction } from '../../platform/database.ts';
import type { AgentPorts, FigureMovement } from './ports.ts';
import type { AgentTables } from './tables.ts';

export const figureNames = ['registrations', 'firstDeposits', 'deposits', 'withdrawals', 'validBet', 'payout', 'rebates', 'bonuses'] as const;
export type FigureName = (typeof figureNames)[number];
export type FigureRow = Record<FigureName, number>;

const columnOf: Record<FigureName, string> = {
  registrations: 'registrations',
  firstDeposits: 'first_deposits',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  validBet: 'valid_bet',
  payout: 'payout',
  rebates: 'rebates',
  bonuses: 'bonuses',
};

export function emptyFigures(): FigureRow {
  return { registrations: 0, firstDeposits: 0, deposits: 0, withdrawals: 0, validBet: 0, payout: 0, rebates: 0, bonuses: 0 };
}

/**
 * What one kind of ledger movement adds to the figures. Refunds take back the stake they return (and the
 * rebate given with it); a lottery settlement pays its win and returns the stakes of pushed combinations.
 */
export function figuresOfMovement(movement: FigureMovement): Partial<FigureRow> {
  switch (movement.kind) {
    case 'deposit':
      return { deposits: movement.amount };
    case 'withdrawal_payout':
      return { withdrawals: movement.amount };
    case 'game_bet':
    case 'lottery_bet':
      return { validBet: movement.amount };
    case 'game_bet_refund':
      return { validBet: -movement.amount };
    case 'game_win':
      return { payout: movement.amount };
    case 'game_win_reversal':
      return { payout: -movement.amount };
    case 'lottery_refund':
      return { validBet: -movement.stake, rebates: -movement.rebate };
    case 'lottery_win':
      return { payout: movement.win, validBet: -movement.pushRefund };
    case 'lottery_rebate':
      return { rebates: movement.amount };
    case 'bonus':
      return { bonuses: movement.amount };
    default:
      return {};
  }
}

/** A map of figure rows by key, added to in place. */
class FigureSums {
  readonly rows = new Map<string, FigureRow>();
  add(key: string, delta: Partial<FigureRow>): void {
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = emptyFigures()));
    for (const name of figureNames) row[name] += delta[name] ?? 0;
  }
}

const keySeparator = '|';

/** Each member's ancestors with their depth above it, the member itself at depth 0. */
type Ancestry = Map<string, { ancestorId: string; depth: number }[]>;
const dayOf = (hour: string) => hour.slice(0, 10);
const monthOf = (hour: string) => `${hour.slice(0, 7)}-01`;

export interface FigureRun {
  source: 'ledger' | 'registrations';
  /** Movements (or registrations) the window held. */
  counted: number;
  countedBefore: Date;
  /** False when another run moved the cursor first (nothing was written). */
  applied: boolean;
}

export function figuresPipeline(database: Database, ports: AgentPorts, settings: () => Promise<{ activeValidBetMinimum: number }>) {
  const db = database.withTables<AgentTables>();
  // A run a long way behind counts a day at a time, so no transaction grows without bound.
  const maxSpanMs = 86_400_000;

  async function cursorOf(source: FigureRun['source']): Promise<WindowCursor | undefined> {
    const row = await db.selectFrom('agent_figure_cursors').selectAll().where('source', '=', source).executeTakeFirst();
    return row ? { countedBefore: row.counted_before, idFloor: String(row.id_floor), marks: row.marks as WindowCursor['marks'] } : undefined;
  }

  /** Locks the source's cursor; false when it no longer stands where the window began. */
  async function claimCursor(transaction: DatabaseTransaction, source: FigureRun['source'], expected: WindowCursor | undefined, from: Date): Promise<boolean> {
    const tx = transaction.withTables<AgentTables>();
    if (!expected) {
      const inserted = await tx
        .insertInto('agent_figure_cursors')
        .values({ source, counted_before: from, id_floor: '0', marks: JSON.stringify([]) })
        .onConflict((conflict) => conflict.column('source').doNothing())
        .returning('source')
        .executeTakeFirst();
      if (!inserted) return false;
    }
    const row = await tx.selectFrom('agent_figure_cursors').select(['counted_before']).where('source', '=', source).forUpdate().executeTakeFirst();
    return row !== undefined && row.counted_before.getTime() === from.getTime();
  }

  async function storeCursor(transaction: DatabaseTransaction, source: FigureRun['source'], next: WindowCursor): Promise<void> {
    await transaction
      .withTables<AgentTables>()
      .updateTable('agent_figure_cursors')
      .set({ counted_before: next.countedBefore, id_floor: next.idFloor, marks: JSON.stringify(next.marks) })
      .where('source', '=', source)
      .execute();
  }

  /** Each member's ancestors (itself at depth 0), read once per window in the window's transaction. */
  async function ancestryOf(transaction: DatabaseTransaction, memberIds: Iterable<string>): Promise<Ancestry> {
    const byMember: Ancestry = new Map();
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return byMember;
    for (const link of await ports.team.ancestries(ids, transaction)) {
      const list = byMember.get(link.memberId) ?? [];
      list.push(link);
      byMember.set(link.memberId, list);
    }
    return byMember;
  }

  /** Adds per member and hour deltas to the members' rows, their ancestors' team rows and their uplines' direct rows. */
  async function addFigures(transaction: DatabaseTransaction, members: FigureSums, byMember: Ancestry): Promise<void> {
    if (members.rows.size === 0) return;
    const teams = new FigureSums();
    for (const [key, delta] of members.rows) {
      const [memberId, hour] = key.split(keySeparator) as [string, string];
      for (const link of byMember.get(memberId) ?? []) {
        teams.add([link.ancestorId, 0, hour].join(keySeparator), delta);
        if (link.depth === 1) teams.add([link.ancestorId, 1, hour].join(keySeparator), delta);
      }
    }
    await upsertFigures(transaction, 'agent_member_hours', ['member_id'], members);
    await upsertFigures(transaction, 'agent_team_hours', ['ancestor_id', 'scope'], teams);
  }

  async function upsertFigures(transaction: DatabaseTransaction, table: 'agent_member_hours' | 'agent_team_hours', keyColumns: string[], sums: FigureSums): Promise<void> {
    const keys = [...sums.rows.keys()].map((key) => key.split(keySeparator));
    const values = [...sums.rows.values()];
    const keyArrays = keyColumns.map((_, index) => keys.map((key) => key[index]!));
    const hours = keys.map((key) => key[keyColumns.length]!);
    const columns = figureNames.map((name) => columnOf[name]);
    const figureArrays = figureNames.map((name) => values.map((row) => row[name]));
    const keyTypes = keyColumns.map((column) => (column === 'scope' ? 'smallint[]' : 'bigint[]'));
    const unnestArguments = [
      ...keyArrays.map((array, index) => sql`${array}::${sql.raw(keyTypes[index]!)}`),
      sql`${hours}::timestamp[]`,
      ...figureArrays.map((array, index) => sql`${array}::${sql.raw(index < 2 ? 'integer[]' : 'bigint[]')}`),
    ];
    const allColumns = [...keyColumns, 'hour', ...columns];
    await sql`
      insert into ${sql.table(table)} (${sql.join(allColumns.map((column) => sql.ref(column)))})
      select * from unnest(${sql.join(unnestArguments)})
      on conflict (${sql.join([...keyColumns, 'hour'].map((column) => sql.ref(column)))}) do update set
        ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${sql.table(table)}.${sql.ref(column)} + excluded.${sql.ref(column)}`))}`.execute(transaction);
  }

  /** Adds valid bet to members' days and months, and counts members who became (or stopped being) active. */
  async function addActivity(transaction: DatabaseTransaction, members: FigureSums, minimum: number, byMember: Ancestry): Promise<void> {
    const periods = new Map<string, number>();
    for (const [key, delta] of members.rows) {
      if (delta.validBet === 0) continue;
      const [memberId, hour] = key.split(keySeparator) as [string, string];
      for (const [kind, period] of [['d', dayOf(hour)], ['m', monthOf(hour)]] as const) {
        const periodKey = [memberId, kind, period].join(keySeparator);
        periods.set(periodKey, (periods.get(periodKey) ?? 0) + delta.validBet);
      }
    }
    if (periods.size === 0) return;
    const keys = [...periods.keys()].map((key) => key.split(keySeparator) as [string, 'd' | 'm', string]);
    const { rows } = await sql<{ member_id: string; kind: 'd' | 'm'; period: string; valid_bet: string }>`
      insert into agent_member_periods as p (member_id, kind, period, valid_bet)
      select * from unnest(${keys.map((key) => key[0])}::bigint[], ${keys.map((key) => key[1])}::char(1)[], ${keys.map((key) => key[2])}::date[], ${[...periods.values()]}::bigint[])
      on conflict (member_id, kind, period) do update set valid_bet = p.valid_bet + excluded.valid_bet
      returning p.member_id::text, p.kind, to_char(p.period, 'YYYY-MM-DD') as period, p.valid_bet::text`.execute(transaction);
    const changes: { memberId: string; kind: 'd' | 'm'; period: string; step: number }[] = [];
    for (const row of rows) {
      const after = Number(row.valid_bet);
      const before = after - periods.get([row.member_id, row.kind, row.period].join(keySeparator))!;
      const step = before < minimum && after >= minimum ? 1 : before >= minimum && after < minimum ? -1 : 0;
      if (step !== 0) changes.push({ memberId: row.member_id, kind: row.kind, period: row.period, step });
    }
    if (changes.length === 0) return;
    const counts = new Map<string, number>();
    for (const change of changes) {
      for (const link of byMember.get(change.memberId) ?? []) {
        const team = [link.ancestorId, 0, change.kind, change.period].join(keySeparator);
        counts.set(team, (counts.get(team) ?? 0) + change.step);
        if (link.depth === 1) {
          const direct = [link.ancestorId, 1, change.kind, change.period].join(keySeparator);
          counts.set(direct, (counts.get(direct) ?? 0) + change.step);
        }
      }
    }
    const countKeys = [...counts.keys()].map((key) => key.split(keySeparator));
    await sql`
      insert into agent_team_active as a (ancestor_id, scope, kind, period, active)
      select * from unnest(${countKeys.map((key) => key[0])}::bigint[], ${countKeys.map((key) => key[1])}::smallint[], ${countKeys.map((key) => key[2])}::char(1)[],
                           ${countKeys.map((key) => key[3])}::date[], ${[...counts.values()]}::integer[])
      on conflict (ancestor_id, scope, kind, period) do update set active = a.active + excluded.active`.execute(transaction);
  }

  /** Adds members' balance changes to their own balance and to every ancestor's team balance. */
  async function addBalances(transaction: DatabaseTransaction, changes: { memberId: string; change: number }[], byMember: Ancestry): Promise<void> {
    if (changes.length === 0) return;
    await sql`
      insert into agent_member_balances as b (member_id, balance)
      select * from unnest(${changes.map((change) => change.memberId)}::bigint[], ${changes.map((change) => change.change)}::bigint[])
      on conflict (member_id) do update set balance = b.balance + excluded.balance`.execute(transaction);
    const teams = new Map<string, number>();
    for (const change of changes) {
      for (const link of byMember.get(change.memberId) ?? []) teams.set(link.ancestorId, (teams.get(link.ancestorId) ?? 0) + change.change);
    }
    await sql`
      insert into agent_team_balances as b (ancestor_id, balance)
      select * from unnest(${[...teams.keys()]}::bigint[], ${[...teams.values()]}::bigint[])
      on conflict (ancestor_id) do update set balance = b.balance + excluded.balance`.execute(transaction);
  }

  /** Adds (or takes away) members to the team sizes of all their uplines and the direct size of the nearest. */
  async function addTeamSizes(transaction: DatabaseTransaction, memberIds: readonly string[], byMember: Ancestry, sign: 1 | -1): Promise<void> {
    const sizes = new Map<string, { team: number; direct: number }>();
    for (const memberId of memberIds) {
      for (const link of byMember.get(memberId) ?? []) {
        if (link.depth === 0) continue;
        const size = sizes.get(link.ancestorId) ?? { team: 0, direct: 0 };
        size.team += sign;
        if (link.depth === 1) size.direct += sign;
        sizes.set(link.ancestorId, size);
      }
    }
    if (sizes.size === 0) return;
    const values = [...sizes.values()];
    await sql`
      insert into agent_team_sizes as s (ancestor_id, team, direct)
      select * from unnest(${[...sizes.keys()]}::bigint[], ${values.map((size) => size.team)}::integer[], ${values.map((size) => size.direct)}::integer[])
      on conflict (ancestor_id) do update set team = s.team + excluded.team, direct = s.direct + excluded.direct`.execute(transaction);
  }

  async function countLedger(): Promise<FigureRun> {
    const cursor = await cursorOf('ledger');
    const window = await ports.ledger.nextWindow(cursor, { maxSpanMs });
    const offset = await ports.gmtOffsetMinutes();
    const [movements, balanceChanges] = await Promise.all([ports.ledger.movements(window, offset), ports.ledger.balanceChanges(window)]);
    const { activeValidBetMinimum } = await settings();
    const applied = await database.transaction().execute(async (transaction) => {
      if (!(await claimCursor(transaction, 'ledger', cursor, window.from))) return false;
      const members = new FigureSums();
      const depositHours = new Map<string, string>();
      for (const movement of movements) {
        members.add([movement.memberId, movement.hour].join(keySeparator), figuresOfMovement(movement));
        if (movement.kind === 'deposit') {
          const earliest = depositHours.get(movement.memberId);
          if (!earliest || movement.hour < earliest) depositHours.set(movement.memberId, movement.hour);
        }
      }
      if (depositHours.size > 0) {
        const firsts = await sql<{ member_id: string }>`
          insert into agent_first_deposits (member_id) select unnest(${[...depositHours.keys()]}::bigint[])
          on conflict (member_id) do nothing returning member_id::text`.execute(transaction);
        for (const row of firsts.rows) members.add([row.member_id, depositHours.get(row.member_id)!].join(keySeparator), { firstDeposits: 1 });
      }
      const byMember = await ancestryOf(transaction, [...movements.map((movement) => movement.memberId), ...balanceChanges.map((change) => change.memberId)]);
      await addFigures(transaction, members, byMember);
      await addActivity(transaction, members, activeValidBetMinimum, byMember);
      await addBalances(transaction, balanceChanges, byMember);
      await storeCursor(transaction, 'ledger', window.next);
      return true;
    });
    return { source: 'ledger', counted: movements.reduce((total, movement) => total + movement.transfers, 0), countedBefore: window.next.countedBefore, applied };
  }

  async function countRegistrations(): Promise<FigureRun> {
    const cursor = await cursorOf('registrations');
    const window = await ports.team.nextRegistrationWindow(cursor, { maxSpanMs });
    const registrations = await ports.team.registrations(window, await ports.gmtOffsetMinutes());
    const applied = await database.transaction().execute(async (transaction) => {
      if (!(await claimCursor(transaction, 'registrations', cursor, window.from))) return false;
      const members = new FigureSums();
      for (const registration of registrations) members.add([registration.memberId, registration.hour].join(keySeparator), { registrations: 1 });
      const byMember = await ancestryOf(transaction, registrations.map((registration) => registration.memberId));
      await addFigures(transaction, members, byMember);
      await addTeamSizes(transaction, registrations.map((registration) => registration.memberId), byMember, 1);
      await storeCursor(transaction, 'registrations', window.next);
      return true;
    });
    return { source: 'registrations', counted: registrations.length, countedBefore: window.next.countedBefore, applied };
  }

  return {
    /** Counts the next window of each source; repeats while a source is more than a window behind. */
    async run(): Promise<FigureRun[]> {
      const runs: FigureRun[] = [];
      for (const count of [countRegistrations, countLedger]) {
        for (;;) {
          const run = await count();
          runs.push(run);
          if (!run.applied || Date.now() - run.countedBefore.getTime() < maxSpanMs) break;
        }
      }
      return runs;
    },

    /**
     * Runs until both sources are counted up to `until` (now by default): what a caller that just wrote
     * bets waits for before reading figures. Another node's run counts just as well.
     */
    async catchUp(until: Date = new Date()): Promise<void> {
      for (let attempt = 0; attempt < 200; attempt++) {
        await this.run();
        const [ledger, registrations] = await Promise.all([cursorOf('ledger'), cursorOf('registrations')]);
        if (ledger && registrations && ledger.countedBefore >= until && registrations.countedBefore >= until) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the team figures did not catch up');
    },

    /** Forgets every figure and counts the ledger and registrations again from their first rows. */
    async rebuild(): Promise<void> {
      await sql`truncate agent_member_hours, agent_team_hours, agent_member_periods, agent_team_active, agent_first_deposits, agent_member_balances, agent_team_balances, agent_team_sizes, agent_figure_cursors`.execute(database);
      await this.run();
    },

    /**
     * Compares each member's figures with the ledger's movements up to where the counting stands: every
     * difference, none when the figures hold (the check command and the tests).
     */
    async reconcile(): Promise<{ memberId: string; figure: FigureName | 'balance'; ledger: number; figures: number }[]> {
      const cursor = await cursorOf('ledger');
      if (!cursor) return [];
      const movements = await ports.ledger.movements({ from: new Date(0), to: cursor.countedBefore, idFloor: '0', next: cursor }, await ports.gmtOffsetMinutes());
      const expected = new FigureSums();
      for (const movement of movements) {
        expected.add(movement.memberId, figuresOfMovement(movement));
        if (movement.kind === 'deposit') expected.add(movement.memberId, { firstDeposits: 0 });
      }
      const firstDepositors = new Set(movements.filter((movement) => movement.kind === 'deposit').map((movement) => movement.memberId));
      for (const memberId of firstDepositors) expected.add(memberId, { firstDeposits: 1 });
      const { rows } = await sql<Record<string, string>>`
        select member_id::text, sum(first_deposits)::text as first_deposits, sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals,
               sum(valid_bet)::text as valid_bet, sum(payout)::text as payout, sum(rebates)::text as rebates, sum(bonuses)::text as bonuses
          from agent_member_hours group by member_id`.execute(database);
      const actual = new Map(rows.map((row) => [row.member_id!, row]));
      const differences: { memberId: string; figure: FigureName | 'balance'; ledger: number; figures: number }[] = [];
      const ledgerBalances = new Map((await ports.ledger.balanceChanges({ from: new Date(0), to: cursor.countedBefore, idFloor: '0', next: cursor })).map((row) => [row.memberId, row.change]));
      const keptBalances = await sql<{ member_id: string; balance: string }>`select member_id::text, balance::text from agent_member_balances where balance <> 0`.execute(database);
      const kept = new Map(keptBalances.rows.map((row) => [row.member_id, Number(row.balance)]));
      for (const memberId of new Set([...ledgerBalances.keys(), ...kept.keys()])) {
        const want = ledgerBalances.get(memberId) ?? 0;
        const have = kept.get(memberId) ?? 0;
        if (want !== have) differences.push({ memberId, figure: 'balance', ledger: want, figures: have });
      }
      const memberIds = new Set([...expected.rows.keys(), ...actual.keys()]);
      for (const memberId of memberIds) {
        const want = expected.rows.get(memberId) ?? emptyFigures();
        const have = actual.get(memberId);
        for (const figure of figureNames) {
          if (figure === 'registrations') continue;
          const stored = Number(have?.[columnOf[figure]] ?? 0);
          if (stored !== want[figure]) differences.push({ memberId, figure, ledger: want[figure], figures: stored });
        }
      }
      return differences;
    },

    /**
     * Moves a team's figures from its old uplines to its new ones after the tree changed in `transaction`:
     * the team's hours leave every old upline's team rows and join every new one's, the member's own hours
     * leave its old upline's direct rows and join its new upline's, and active members likewise. The figure
     * cursors are locked first, so no run adds a window with the old tree meanwhile.
     */
    async moveTeam(
      transaction: DatabaseTransaction,
      move: { memberId: string; oldUplines: { memberId: string; depth: number }[]; newUplines: { memberId: string; depth: number }[]; teamIds: string[] },
    ): Promise<void> {
      await sql`select source from agent_figure_cursors for update`.execute(transaction);
      const { activeValidBetMinimum } = await settings();
      const columns = figureNames.map((name) => columnOf[name]);
      const shift = async (uplines: string[], scope: 0 | 1, members: string[], sign: 1 | -1) => {
        if (uplines.length === 0 || members.length === 0) return;
        await sql`
          insert into agent_team_hours as t (ancestor_id, scope, hour, ${sql.join(columns.map((column) => sql.ref(column)))})
          select upline.id, ${scope}::smallint, h.hour, ${sql.join(columns.map((column) => sql`${sign}::int * sum(h.${sql.ref(column)})`))}
            from unnest(${uplines}::bigint[]) as upline(id)
            cross join agent_member_hours h
           where h.member_id = any(${members}::bigint[])
           group by upline.id, h.hour
          on conflict (ancestor_id, scope, hour) do update set
            ${sql.join(columns.map((column) => sql`${sql.ref(column)} = t.${sql.ref(column)} + excluded.${sql.ref(column)}`))}`.execute(transaction);
        await sql`
          insert into agent_team_active as a (ancestor_id, scope, kind, period, active)
          select upline.id, ${scope}::smallint, p.kind, p.period, ${sign}::int * count(*)
            from unnest(${uplines}::bigint[]) as upline(id)
            cross join agent_member_periods p
           where p.member_id = any(${members}::bigint[]) and p.valid_bet >= ${activeValidBetMinimum}
           group by upline.id, p.kind, p.period
          on conflict (ancestor_id, scope, kind, period) do update set active = a.active + excluded.active`.execute(transaction);
      };
      const direct = (uplines: { memberId: string; depth: number }[]) => uplines.filter((upline) => upline.depth === 1).map((upline) => upline.memberId);
      const teamBalance = sql`(select coalesce(sum(balance), 0) from agent_member_balances where member_id = any(${move.teamIds}::bigint[]))`;
      const shiftBalance = async (uplines: string[], sign: 1 | -1) => {
        if (uplines.length === 0) return;
        await sql`
          insert into agent_team_balances as b (ancestor_id, balance)
          select upline.id, ${sign}::int * ${teamBalance} from unnest(${uplines}::bigint[]) as upline(id)
          on conflict (ancestor_id) do update set balance = b.balance + excluded.balance`.execute(transaction);
      };
      // Only members whose registration is counted are in the sizes; the others join the new uplines when counted.
      const counted = await sql<{ member_id: string }>`
        select distinct member_id::text from agent_member_hours where member_id = any(${move.teamIds}::bigint[]) and registrations > 0`.execute(transaction);
      const countedIds = counted.rows.map((row) => row.member_id);
      const chain = (uplines: { memberId: string; depth: number }[]): Ancestry =>
        new Map(countedIds.map((id) => [id, uplines.map((upline) => ({ ancestorId: upline.memberId, depth: upline.depth + (id === move.memberId ? 0 : 1) }))]));
      // Depth only matters for the member itself (direct of its upline); the team below is deeper either way.
      await addTeamSizes(transaction, countedIds, chain(move.oldUplines), -1);
      await addTeamSizes(transaction, countedIds, chain(move.newUplines), 1);
      await shiftBalance(move.oldUplines.map((upline) => upline.memberId), -1);
      await shiftBalance(move.newUplines.map((upline) => upline.memberId), 1);
      await shift(move.oldUplines.map((upline) => upline.memberId), 0, move.teamIds, -1);
      await shift(direct(move.oldUplines), 1, [move.memberId], -1);
      await shift(move.newUplines.map((upline) => upline.memberId), 0, move.teamIds, 1);
      await shift(direct(move.newUplines), 1, [move.memberId], 1);
    },

    /** Where the ledger's counting stands: every movement committed before this instant is in the figures. */
    async countedBefore(): Promise<Date | undefined> {
      return (await cursorOf('ledger'))?.countedBefore;
    },
  };
}

export type FiguresPipeline = ReturnType<typeof figuresPipeline>;
