/**
 * Group commit: movements submitted while earlier batches are being written wait in a small queue and
 * are written together, many per statement and per commit. Each item keeps its own outcome; when a whole
 * batch fails (a deadlock, a lost connection) every item of it is retried on its own, so one bad item
 * never fails the others.
 */
export interface GroupCommitOptions<Item, Outcome> {
  /** At most this many items share one batch. */
  itemsPerBatchMaximum: number;
  /** At most this many batches are written at the same time (each holds one connection). */
  batchesInFlightMaximum: number;
  /** Items are written in this order inside a batch, so concurrent batches lock rows in one order. */
  lockOrderOf(item: Item): bigint;
  writeBatch(items: Item[]): Promise<Outcome[]>;
  writeOne(item: Item): Promise<Outcome>;
  onBatchFailure?(error: unknown, size: number): void;
}

interface Waiting<Item, Outcome> {
  item: Item;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

export interface GroupCommit<Item, Outcome> {
  submit(item: Item): Promise<Outcome>;
  /** Items waiting and batches being written; for metrics and tests. */
  pending(): { queued: number; inFlight: number };
}

export function createGroupCommit<Item, Outcome>(options: GroupCommitOptions<Item, Outcome>): GroupCommit<Item, Outcome> {
  const queue: Waiting<Item, Outcome>[] = [];
  let inFlight = 0;
  let scheduled = false;

  // Items submitted in the same turn of the event loop join one batch; while every slot is busy, the
  // queue keeps growing and the next batch carries all of it (up to the maximum).
  function schedule(): void {
    if (scheduled || inFlight >= options.batchesInFlightMaximum || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < options.batchesInFlightMaximum && queue.length > 0) {
      const batch = queue.splice(0, options.itemsPerBatchMaximum);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  }

  async function write(batch: Waiting<Item, Outcome>[]): Promise<void> {
    const ordered = [...batch].sort((left, right) => compare(options.lockOrderOf(left.item), options.lockOrderOf(right.item)));
    if (ordered.length === 1) return settleOne(ordered[0]!);
    let outcomes: Outcome[];
    try {
      outcomes = await options.writeBatch(ordered.map((waiting) => waiting.item));
    } catch (error) {
      options.onBatchFailure?.(error, ordered.length);
      for (const waiting of ordered) await settleOne(waiting);
      return;
    }
    ordered.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
  }

  async function settleOne(waiting: Waiting<Item, Outcome>): Promise<void> {
    try {
      waiting.resolve(await options.writeOne(waiting.item));
    } catch (error) {
      waiting.reject(error);
    }
  }

  return {
    submit(item) {
      return new Promise<Outcome>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    pending: () => ({ queued: queue.length, inFlight }),
  };
}

function compare(left: bigint, right: bigint): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
