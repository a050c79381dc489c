/**
 * Reading a growing table in committed windows, so a job counts every row exactly once without a trigger
 * or a queue row in the writer's transaction.
 *
 * A row's `created_at` is its transaction's start (`now()`), and its id is taken after that start. Rows
 * created before the oldest transaction still running are all committed (or rolled back) and visible, so a
 * window may end there: `[countedBefore, end)`. Every row created at or after `countedBefore` took its id
 * after that instant, so it lies above the sequence's value read at any earlier instant: that value
 * (`idFloor`) lets the window be read by primary key instead of by time. The cursor is stored in the same
 * transaction as what the window's rows changed.
 */
import { sql, type Kysely } from 'kysely';

export interface WindowCursor {
  countedBefore: Date;
  idFloor: string;
  /** The sequence's value at past instants (newest last): the floor of a later window. */
  marks: { at: string; value: string }[];
}

export interface CommittedWindow {
  /** Rows with `created_at` in [from, to) and id above `idFloor` are the window's. */
  from: Date;
  to: Date;
  idFloor: string;
  /** The cursor to store once the window is counted. */
  next: WindowCursor;
}

/** A cursor that has counted nothing: its first window starts at the table's oldest row. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function initialCursor(db: Kysely<any>, table: string): Promise<WindowCursor> {
  const { rows } = await sql<{ oldest: Date | null }>`select min(created_at) as oldest from ${sql.table(table)}`.execute(db);
  return { countedBefore: rows[0]?.oldest ?? new Date(), idFloor: '0', marks: [] };
}

/**
 * The next window of `table` after `cursor`. Reads the clock, the oldest running transaction and the id
 * sequence; run it outside the transaction that counts the window (the activity view is cached per
 * transaction).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function nextCommittedWindow(db: Kysely<any>, table: string, cursor: WindowCursor, options: { maxSpanMs?: number } = {}): Promise<CommittedWindow> {
  // The clock first: a transaction that starts after it creates rows at or after the window's end.
  const started = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  const now = started.rows[0]!.now;
  // Then the oldest transaction still running, then the sequence, then the instant of that reading: ids
  // taken after `markedAt` are above `value`.
  const { rows } = await sql<{ oldest: Date | null; value: string }>`
    select (select min(xact_start) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
               and backend_type = 'client backend') as oldest,
           (select case when is_called then last_value else 0 end from ${sql.table(sequenceOf(table))})::text as value`.execute(db);
  const marked = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  const row = { ...rows[0]!, now, markedAt: marked.rows[0]!.now };
  const to = row.oldest && row.oldest < row.now ? row.oldest : row.now;
  const end = to < cursor.countedBefore ? cursor.countedBefore : to;
  // The reading's instant rounded up to the millisecond: the value was read before it.
  const marks = [...cursor.marks, { at: new Date(row.markedAt.getTime() + 1).toISOString(), value: row.value }];
  const span = options.maxSpanMs;
  if (span !== undefined && end.getTime() - cursor.countedBefore.getTime() > span) {
    // A long way behind (a first run, a node that was down): a window of `span`, whose rows all lie above
    // the same floor; the marks stay for the windows after it.
    const capped = new Date(cursor.countedBefore.getTime() + span);
    return { from: cursor.countedBefore, to: capped, idFloor: cursor.idFloor, next: { countedBefore: capped, idFloor: cursor.idFloor, marks: marks.slice(-50) } };
  }
  // The newest mark read at or before the window's end is the next window's floor; older marks are spent.
  let floor = cursor.idFloor;
  let kept = marks;
  for (let index = marks.length - 1; index >= 0; index--) {
    const mark = marks[index]!;
    if (new Date(mark.at) <= end) {
      floor = maxId(floor, mark.value);
      kept = marks.slice(index + 1);
      break;
    }
  }
  return { from: cursor.countedBefore, to: end, idFloor: cursor.idFloor, next: { countedBefore: end, idFloor: floor, marks: kept.slice(-50) } };
}

function sequenceOf(table: string): string {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  return `${table}_id_seq`;
}

function maxId(left: string, right: string): string {
  return BigInt(left) >= BigInt(right) ? left : right;
}
