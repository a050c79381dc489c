import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorResponse } from '@platform/contract';
import { openJournal, type JournalEntry } from './journal.ts';
import { openRoundLifetimeMs, vendorEngine } from './vendor-engine.ts';
import type { CallOutcome, WalletClient, WalletPath } from './wallet-client.ts';

/** A network double: answers each call by a script and records what was sent, in order. */
function scriptedClient(script: (path: WalletPath, body: Record<string, unknown>, attempt: number) => string | null, journalFile: string) {
  const sent: { path: WalletPath; body: Record<string, unknown>; journalled: boolean }[] = [];
  const attempts = new Map<string, number>();
  const client: WalletClient = {
    async call(_vendorCode, path, body) {
      const id = String(body.transaction_uuid);
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      // Persist-before-send: the journal must already hold this transaction id when the call leaves.
      sent.push({ path, body, journalled: readFileSync(journalFile, 'utf8').includes(id) });
      const status = script(path, body, attempt);
      if (status === null) return { decided: false, reason: 'timeout', latencyMs: 1 } as CallOutcome<never>;
      return { decided: true, response: { status, request_uuid: 'x', user: '7', currency: 'BRL', balance: 1_000 } as VendorResponse, latencyMs: 1 } as CallOutcome<never>;
    },
    openSession: async () => ({ decided: false, reason: 'not scripted', latencyMs: 0 }),
    close: async () => undefined,
  };
  return { client, sent };
}

const identity = { vendorCode: 'DEMO', user: '7', token: 't'.repeat(32), round: 'round-1', gameCode: 'GAME', currency: 'BRL' };
const folders: string[] = [];

function journalFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'vendor-journal-'));
  folders.push(folder);
  return path.join(folder, 'journal.jsonl');
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('vendor duties', () => {
  it('writes every action to the journal before sending it, and closes the round with its win', async () => {
    const file = journalFile();
    const journal = openJournal(file);
    const { client, sent } = scriptedClient(() => 'OK', file);
    const engine = vendorEngine({ client, journal, retryDelayMs: 1 });
    const bet = await engine.bet(identity, 100, 250);
    await engine.win(bet.betId, 250);
    expect(sent.map((call) => [call.path, call.journalled])).toEqual([['/wallet/bet', true], ['/wallet/win', true]]);
    expect(sent[1]!.body).toMatchObject({ reference_transaction_uuid: bet.betId, round_closed: true, amount: 250 });
    expect([...journal.rounds()]).toEqual([]);
  });

  it('rolls back a bet whose answer never came, retrying the rollback until it is answered', async () => {
    const file = journalFile();
    const { client, sent } = scriptedClient((path, _body, attempt) => (path === '/wallet/bet' ? null : attempt < 3 ? null : 'OK'), file);
    const engine = vendorEngine({ client, journal: openJournal(file), retryDelayMs: 1 });
    const bet = await engine.bet(identity, 100, 0);
    expect(bet.status).toBe('FAILED');
    expect(sent.map((call) => call.path)).toEqual(['/wallet/bet', '/wallet/rollback', '/wallet/rollback', '/wallet/rollback']);
    const rollbackIds = new Set(sent.slice(1).map((call) => call.body.transaction_uuid));
    expect(rollbackIds.size).toBe(1);
    expect(sent[1]!.body.reference_transaction_uuid).toBe(bet.betId);
  });

  it('does not roll back a bet refused for lack of money, but rolls back other refusals', async () => {
    const file = journalFile();
    let betStatus = 'NOT_ENOUGH_MONEY';
    const { client, sent } = scriptedClient((path) => (path === '/wallet/bet' ? betStatus : 'OK'), file);
    const engine = vendorEngine({ client, journal: openJournal(file), retryDelayMs: 1 });
    expect((await engine.bet(identity, 100, 0)).status).toBe('NOT_ENOUGH_MONEY');
    betStatus = 'TOKEN_EXPIRED';
    expect((await engine.bet(identity, 100, 0)).status).toBe('TOKEN_EXPIRED');
    expect(sent.map((call) => call.path)).toEqual(['/wallet/bet', '/wallet/bet', '/wallet/rollback']);
  });

  it('after a restart, resends unanswered wins and rollbacks with the same ids and pays drawn wins of open rounds', async () => {
    const file = journalFile();
    const first = scriptedClient((path) => (path === '/wallet/win' ? null : 'OK'), file);
    const stopping = vendorEngine({ client: first.client, journal: openJournal(file), retryDelayMs: 1 });
    const paidLater = await stopping.bet(identity, 100, 400);
    const pendingWin = stopping.win(paidLater.betId, 400).catch(() => 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 20));
    stopping.stop();
    await pendingWin;
    const lostWinId = first.sent.find((call) => call.path === '/wallet/win')!.body.transaction_uuid;
    // A round whose bet was answered but whose win was never even written: its drawn win is paid on recovery.
    const journal = openJournal(file);
    journal.record({ type: 'bet', id: 'bet-open', amount: 50, closesRound: false, plannedWin: 75, at: Date.now(), ...identity, round: 'round-2' });
    journal.record({ type: 'answer', id: 'bet-open', status: 'OK', balance: 900, at: Date.now() });
    const second = scriptedClient(() => 'OK', file);
    const recovered = await vendorEngine({ client: second.client, journal, retryDelayMs: 1 }).recover();
    expect(recovered).toEqual({ rolledBack: 0, paid: 2, open: 0 });
    expect(second.sent.map((call) => [call.path, call.body.transaction_uuid === lostWinId || call.body.reference_transaction_uuid === 'bet-open'])).toEqual([
      ['/wallet/win', true],
      ['/wallet/win', true],
    ]);
  });

  it('closes rounds left open for more than 48 hours', async () => {
    const file = journalFile();
    let clock = Date.now();
    const { client, sent } = scriptedClient(() => 'OK', file);
    const journal = openJournal(file);
    const engine = vendorEngine({ client, journal, retryDelayMs: 1, now: () => clock });
    await engine.bet(identity, 100, null);
    expect(await engine.housekeeping()).toBe(0);
    clock += openRoundLifetimeMs + 1;
    expect(await engine.housekeeping()).toBe(1);
    expect(sent.at(-1)).toMatchObject({ path: '/wallet/win', body: { amount: 0, round_closed: true } });
    await journal.persisted();
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as JournalEntry);
    expect(lines.map((line) => line.type)).toEqual(['bet', 'answer', 'win', 'answer']);
  });
});
