import type { BalanceEvent } from '@platform/contract';

export interface BalancePublisherOptions {
  /** Cash and bonus balances of these members, read after the movements committed. */
  readBalances(memberIds: string[]): Promise<{ memberId: string; kind: string; balance: number }[]>;
  publish(memberId: string, event: BalanceEvent): void;
  /** Whether a push to this member can reach anyone; members nobody listens to cost no query. */
  listened(memberId: string): boolean;
  onError(error: unknown): void;
  /** Movements within this window are pushed together: a burst of bets becomes one push per member. */
  coalesceMs?: number;
}

/** Pushes `{type:'balance', balance, bonus}` to each member whose money moved, once per short window. */
export function createBalancePublisher(options: BalancePublisherOptions) {
  const pending = new Set<string>();
  const coalesceMs = options.coalesceMs ?? 50;
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const memberIds = [...pending];
    pending.clear();
    const rows = await options.readBalances(memberIds);
    for (const memberId of memberIds) {
      const of = (kind: string) => rows.find((row) => row.memberId === memberId && row.kind === kind)?.balance ?? 0;
      options.publish(memberId, { type: 'balance', balance: of('cash'), bonus: of('bonus') });
    }
  }

  return {
    moved(memberIds: string[]): void {
      for (const memberId of memberIds) if (options.listened(memberId)) pending.add(memberId);
      if (timer || pending.size === 0) return;
      timer = setTimeout(() => void flush().catch(options.onError), coalesceMs);
      timer.unref();
    },
    close(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}

export type BalancePublisher = ReturnType<typeof createBalancePublisher>;
