import { describe, expect, it } from 'vitest';
import { createRealtimeClient, defaultRetryDelayMs, notLoggedInCloseCode, parseRealtimeEvent, realtimeUrlOf, type RealtimeSocket } from './ws.ts';

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; delayMs: number; cleared: boolean }[] = [];
  const client = createRealtimeClient({
    url: () => 'ws://site.example/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    retryDelayMs: (attempt) => attempt * 1000,
    setTimer: (run, delayMs) => {
      const timer = { run, delayMs, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fireTimers = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
  };
  return { client, sockets, timers, fireTimers };
}

describe('realtime client', () => {
  it('connects only with a token and a listener, and authenticates with its first message', () => {
    const { client, sockets } = harness();
    client.on('balance', () => undefined);
    expect(sockets).toHaveLength(0);
    client.setToken('token-1');
    expect(sockets).toHaveLength(1);
    sockets[0]!.serverOpens();
    expect(sockets[0]!.url).toBe('ws://site.example/ws');
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-1' })]);
  });

  it('hands balance events to balance listeners only', () => {
    const { client, sockets } = harness();
    client.setToken('token-1');
    const balances: number[] = [];
    const readies: string[] = [];
    client.on('balance', (event) => balances.push(event.balance));
    client.on('ready', (event) => readies.push(event.memberId));
    sockets[0]!.serverOpens();
    sockets[0]!.serverSends({ type: 'ready', memberId: '7' });
    sockets[0]!.serverSends({ type: 'balance', balance: 12_345, bonus: 0 });
    sockets[0]!.serverSends({ type: 'balance', balance: 1.5, bonus: 0 });
    sockets[0]!.serverSends({ type: 'winner', name: 'x' });
    expect(balances).toEqual([12_345]);
    expect(readies).toEqual(['7']);
  });

  it('reconnects with growing delays after the connection drops, and starts over once authenticated', () => {
    const { client, sockets, timers, fireTimers } = harness();
    client.setToken('token-1');
    client.on('balance', () => undefined);
    sockets[0]!.serverCloses(1006);
    expect(timers.map((timer) => timer.delayMs)).toEqual([1000]);
    fireTimers();
    sockets[1]!.serverCloses(1006);
    expect(timers.map((timer) => timer.delayMs)).toEqual([2000]);
    fireTimers();
    sockets[2]!.serverOpens();
    sockets[2]!.serverSends({ type: 'ready', memberId: '7' });
    sockets[2]!.serverCloses(1006);
    expect(timers.map((timer) => timer.delayMs)).toEqual([1000]);
  });

  it('stops retrying when the server refuses the session, until a new token arrives', () => {
    const { client, sockets, timers } = harness();
    client.setToken('expired');
    client.on('balance', () => undefined);
    sockets[0]!.serverCloses(notLoggedInCloseCode);
    expect(timers).toHaveLength(0);
    client.setToken('fresh');
    expect(sockets).toHaveLength(2);
  });

  it('disconnects on logout and when the last listener leaves', () => {
    const { client, sockets } = harness();
    client.setToken('token-1');
    const stop = client.on('balance', () => undefined);
    client.setToken(null);
    expect(sockets[0]!.closedWith).toBe(1000);
    client.setToken('token-2');
    expect(sockets).toHaveLength(2);
    stop();
    expect(sockets[1]!.closedWith).toBe(1000);
  });

  it('a new token replaces the socket of the old one', () => {
    const { client, sockets } = harness();
    client.on('balance', () => undefined);
    client.setToken('first');
    client.setToken('second');
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[1]!.serverOpens();
    expect(sockets[1]!.sent[0]).toContain('second');
  });
});

describe('realtime topics', () => {
  it('join public topics on one socket, again after each reconnection, and leave with their last listener', () => {
    const { client, sockets, fireTimers } = harness();
    client.setToken('token-1');
    const crash: string[] = [];
    const lottery: string[] = [];
    const stopCrash = client.topic('house:crash', (data) => crash.push(data));
    const stopLottery = client.topic('lottery:SSC_1M', (data) => lottery.push(data));
    expect(sockets).toHaveLength(1);
    const first = sockets[0]!;
    first.serverOpens();
    first.serverSends({ type: 'ready', memberId: '7' });
    expect(first.sent.slice(1).map((message) => JSON.parse(message))).toEqual([
      { type: 'subscribe', topic: 'house:crash' },
      { type: 'subscribe', topic: 'lottery:SSC_1M' },
    ]);
    first.serverSends({ type: 'crash.running', payload: { crashRoundId: '1' } });
    expect(crash.at(-1)).toContain('crash.running');
    expect(lottery.at(-1)).toContain('crash.running');

    first.serverCloses(1006);
    fireTimers();
    const second = sockets[1]!;
    second.serverOpens();
    second.serverSends({ type: 'ready', memberId: '7' });
    expect(second.sent.filter((message) => message.includes('subscribe'))).toHaveLength(2);

    stopCrash();
    expect(JSON.parse(second.sent.at(-1)!)).toEqual({ type: 'unsubscribe', topic: 'house:crash' });
    const third: string[] = [];
    const stopAgain = client.topic('house:crash', (data) => third.push(data));
    expect(JSON.parse(second.sent.at(-1)!)).toEqual({ type: 'subscribe', topic: 'house:crash' });
    stopAgain();
    stopLottery();
    expect(second.closedWith).toBe(1000);
  });
});

describe('realtime topics for guests', () => {
  const subscriptions = (socket: FakeSocket) => socket.sent.map((message) => JSON.parse(message) as { type: string; topic?: string });

  it('connects without a session while a topic is listened to, subscribing at once, and again after each drop with growing delays', () => {
    const { client, sockets, timers, fireTimers } = harness();
    const balances: number[] = [];
    client.on('balance', (event) => balances.push(event.balance));
    expect(sockets).toHaveLength(0);
    const heard: string[] = [];
    const stop = client.topic('lobby:winners', (data) => heard.push(data));
    expect(sockets).toHaveLength(1);
    sockets[0]!.serverOpens();
    expect(subscriptions(sockets[0]!)).toEqual([{ type: 'subscribe', topic: 'lobby:winners' }]);
    sockets[0]!.serverSends({ type: 'winner', vo: { winAmount: 1 } });
    expect(heard).toHaveLength(1);
    sockets[0]!.serverCloses(1006);
    fireTimers();
    sockets[1]!.serverCloses(1006);
    expect(timers.map((timer) => timer.delayMs)).toEqual([2000]);
    fireTimers();
    sockets[2]!.serverOpens();
    expect(subscriptions(sockets[2]!)).toEqual([{ type: 'subscribe', topic: 'lobby:winners' }]);
    stop();
    expect(subscriptions(sockets[2]!).at(-1)).toEqual({ type: 'unsubscribe', topic: 'lobby:winners' });
    expect(sockets[2]!.closedWith).toBeUndefined();
    expect(balances).toEqual([]);
  });

  it('turns the guest socket into a member one on login, and back on logout or when the session is refused', () => {
    const { client, sockets, fireTimers } = harness();
    client.topic('lobby:winners', () => undefined);
    sockets[0]!.serverOpens();
    client.setToken('token-1');
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[1]!.serverOpens();
    expect(subscriptions(sockets[1]!)).toEqual([{ type: 'auth', token: 'token-1' }]);
    sockets[1]!.serverSends({ type: 'ready', memberId: '7' });
    expect(subscriptions(sockets[1]!).at(-1)).toEqual({ type: 'subscribe', topic: 'lobby:winners' });
    sockets[1]!.serverCloses(notLoggedInCloseCode);
    fireTimers();
    sockets[2]!.serverOpens();
    expect(subscriptions(sockets[2]!)).toEqual([{ type: 'subscribe', topic: 'lobby:winners' }]);
    client.setToken(null);
    expect(sockets).toHaveLength(4);
  });
});

describe('realtime helpers', () => {
  it('retry delays double up to thirty seconds, with at most a quarter added', () => {
    for (const [attempt, base] of [
      [1, 1000],
      [2, 2000],
      [5, 16_000],
      [9, 30_000],
    ] as const) {
      const delay = defaultRetryDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.25);
    }
  });

  it('ignores messages that are not JSON or not events this app reads', () => {
    expect(parseRealtimeEvent('not json')).toBeUndefined();
    expect(parseRealtimeEvent(JSON.stringify({ type: 'ready' }))).toBeUndefined();
    expect(parseRealtimeEvent(JSON.stringify({ type: 'balance', balance: '10', bonus: 0 }))).toBeUndefined();
    expect(parseRealtimeEvent(new ArrayBuffer(2))).toBeUndefined();
  });

  it('uses wss on https pages', () => {
    expect(realtimeUrlOf({ protocol: 'https:', host: 'site.example' })).toBe('wss://site.example/ws');
    expect(realtimeUrlOf({ protocol: 'http:', host: '127.0.0.1:8104' })).toBe('ws://127.0.0.1:8104/ws');
  });
});
