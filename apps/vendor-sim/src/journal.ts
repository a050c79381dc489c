/**
 * The vendor's journal: every wallet action is written (one JSON line) before it is sent, and its final
 * answer after. Lines recorded in the same turn of the event loop are written together, by one write; an
 * action is sent only once `persisted()` says its line is in the file. On start the journal is read back,
 * so a vendor that stopped mid-round knows which bets to roll back, which wins and rollbacks to send again
 * and which rounds are still open.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** What a round needs to be finished by anyone: who, where, and with which session. */
export interface RoundIdentity {
  vendorCode: string;
  user: string;
  token: string;
  round: string;
  gameCode: string;
  currency: string;
}

export type JournalEntry =
  | ({ type: 'bet'; id: string; amount: number; closesRound: boolean; plannedWin: number | null; at: number } & RoundIdentity)
  | ({ type: 'win'; id: string; betId: string; amount: number; at: number } & RoundIdentity)
  | ({ type: 'rollback'; id: string; targetId: string; at: number } & RoundIdentity)
  | { type: 'answer'; id: string; status: string; balance: number; at: number };

export type ActionEntry = Exclude<JournalEntry, { type: 'answer' }>;

/** A round as the journal knows it, keyed by its bet. */
export interface RoundRecord {
  bet: Extract<JournalEntry, { type: 'bet' }>;
  betStatus: string | undefined;
  win: Extract<JournalEntry, { type: 'win' }> | undefined;
  winStatus: string | undefined;
  rollback: Extract<JournalEntry, { type: 'rollback' }> | undefined;
  rollbackStatus: string | undefined;
}

export interface Journal {
  /** Records an entry; it reaches the file with the others of this turn of the event loop. */
  record(entry: JournalEntry): void;
  /** Resolves once every entry recorded so far is in the file. */
  persisted(): Promise<void>;
  rounds(): Iterable<RoundRecord>;
  round(betId: string): RoundRecord | undefined;
  /** Rounds with nothing left to do are dropped from memory (they stay in the file). */
  forget(betId: string): void;
  close(): void;
}

/** Opens (creating when missing) the journal file and replays it into memory. */
export function openJournal(file: string): Journal {
  mkdirSync(path.dirname(file), { recursive: true });
  const rounds = new Map<string, RoundRecord>();
  const actionOf = new Map<string, { betId: string; kind: 'bet' | 'win' | 'rollback' }>();

  function apply(entry: JournalEntry): void {
    if (entry.type === 'bet') {
      rounds.set(entry.id, { bet: entry, betStatus: undefined, win: undefined, winStatus: undefined, rollback: undefined, rollbackStatus: undefined });
      actionOf.set(entry.id, { betId: entry.id, kind: 'bet' });
      return;
    }
    if (entry.type === 'win') {
      const round = rounds.get(entry.betId);
      if (round) round.win = entry;
      actionOf.set(entry.id, { betId: entry.betId, kind: 'win' });
      return;
    }
    if (entry.type === 'rollback') {
      const round = rounds.get(entry.targetId);
      if (round) round.rollback = entry;
      actionOf.set(entry.id, { betId: entry.targetId, kind: 'rollback' });
      return;
    }
    const action = actionOf.get(entry.id);
    const round = action && rounds.get(action.betId);
    if (!action || !round) return;
    if (action.kind === 'bet') round.betStatus = entry.status;
    if (action.kind === 'win') round.winStatus = entry.status;
    if (action.kind === 'rollback') round.rollbackStatus = entry.status;
  }

  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim().length === 0) continue;
      try {
        apply(JSON.parse(line) as JournalEntry);
      } catch {
        // A line cut short by a crash mid-write is the only way a line is unreadable; the action it held was never sent.
      }
    }
  }
  const descriptor = openSync(file, 'a');
  let pending: string[] = [];
  let written: Promise<void> | undefined;

  function writePending(): void {
    if (pending.length === 0) return;
    const lines = pending.join('');
    pending = [];
    writeSync(descriptor, lines);
  }

  return {
    record(entry) {
      pending.push(`${JSON.stringify(entry)}\n`);
      apply(entry);
      written ??= new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          written = undefined;
          try {
            writePending();
            resolve();
          } catch (error) {
            reject(error as Error);
          }
        });
      });
    },
    persisted: () => written ?? Promise.resolve(),
    rounds: () => rounds.values(),
    round: (betId) => rounds.get(betId),
    forget(betId) {
      const round = rounds.get(betId);
      rounds.delete(betId);
      actionOf.delete(betId);
      if (round?.win) actionOf.delete(round.win.id);
      if (round?.rollback) actionOf.delete(round.rollback.id);
    },
    close() {
      writePending();
      closeSync(descriptor);
    },
  };
}
