import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { connect, webSocketUrl } from '../../test/websocket-client.ts';
import { createFundedMember, createMember } from '../../test/factories.ts';
import { createRealtimeHub, memberTopic, type RealtimeEvent } from './realtime.ts';

const redisUrl = process.env.REDIS_URL;

describe('realtime hub in process', () => {
  it('delivers events to subscribers of a topic only, until they unsubscribe', () => {
    const hub = createRealtimeHub();
    const received: RealtimeEvent[] = [];
    const stop = hub.subscribe(memberTopic('7'), (event) => received.push(event));
    hub.publish(memberTopic('7'), { type: 'balance', balance: 1, bonus: 0 });
    hub.publish(memberTopic('8'), { type: 'balance', balance: 2, bonus: 0 });
    stop();
    hub.publish(memberTopic('7'), { type: 'balance', balance: 3, bonus: 0 });
    expect(received).toEqual([{ type: 'balance', balance: 1, bonus: 0 }]);
    expect(() => hub.publish('not a topic!', { type: 'x' })).toThrow();
    expect(hub.reaches(memberTopic('7'))).toBe(false);
    const again = hub.subscribe(memberTopic('7'), () => undefined);
    expect(hub.reaches(memberTopic('7'))).toBe(true);
    again();
    hub.allowClientTopics('lottery:');
    expect(hub.isClientTopic('lottery:MEGA')).toBe(true);
    expect(hub.isClientTopic('member:7')).toBe(false);
    hub.allowPublicTopic('lobby:winners');
    expect(hub.isPublicTopic('lobby:winners')).toBe(true);
    expect(hub.isPublicTopic('lottery:MEGA')).toBe(false);
    expect(() => hub.allowPublicTopic('not a topic!')).toThrow(RangeError);
  });
});

describe('balance pushes over the WebSocket', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ DEMO_DATA: 'false' });
    await test.app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('pushes the new balance after a money movement to the member it belongs to, and to no one else', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const other = await createFundedMember(test, { balance: 1000 });
    const mine = await connect(`${webSocketUrl(test)}?token=${member.token}`);
    const theirs = await connect(webSocketUrl(test));
    theirs.socket.send(JSON.stringify({ type: 'auth', token: other.token }));
    await mine.next((event) => event.type === 'ready');
    await theirs.next((event) => event.type === 'ready');
    // The pushes of the funding deposits may still arrive; start from a quiet moment.
    await new Promise((resolve) => setTimeout(resolve, 150));
    mine.messages.length = 0;
    theirs.messages.length = 0;
    await test.app.services.wallet.postTransfer(undefined, {
      idempotencyKey: `push-${member.memberId}`,
      debit: { system: 'house' },
      credit: { memberId: member.memberId, wallet: 'cash' },
      amount: 250,
      kind: 'win',
    });
    expect(await mine.next((event) => event.type === 'balance')).toEqual({ type: 'balance', balance: 1250, bonus: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.messages.some((event) => event.type === 'balance')).toBe(false);
    mine.socket.close();
    theirs.socket.close();
  });

  it('lets a socket join and leave public topics, never its own member topic', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const watcher = await connect(`${webSocketUrl(test)}?token=${member.token}`);
    await watcher.next((event) => event.type === 'ready');
    watcher.socket.send(JSON.stringify({ type: 'subscribe', topic: 'house:crash' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    test.app.services.realtime.publish('house:crash', { type: 'crash.test', payload: 1 });
    expect(await watcher.next((event) => event.type === 'crash.test')).toEqual({ type: 'crash.test', payload: 1 });
    watcher.socket.send(JSON.stringify({ type: 'unsubscribe', topic: 'house:crash' }));
    watcher.socket.send(JSON.stringify({ type: 'unsubscribe', topic: `member:${member.memberId}` }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    watcher.messages.length = 0;
    test.app.services.realtime.publish('house:crash', { type: 'crash.test', payload: 2 });
    test.app.services.realtime.publish(`member:${member.memberId}`, { type: 'member.test' });
    expect(await watcher.next((event) => event.type === 'member.test')).toEqual({ type: 'member.test' });
    expect(watcher.messages.some((event) => event.type === 'crash.test')).toBe(false);
    watcher.socket.close();
  });

  it('closes a socket whose token is unknown', async () => {
    const stranger = await connect(`${webSocketUrl(test)}?token=${'x'.repeat(43)}`);
    expect(await stranger.closed).toBe(4001);
    const trial = await createMember(test, { memberType: 4 });
    const playing = await connect(`${webSocketUrl(test)}?token=${trial.token}`);
    await playing.next((event) => event.type === 'ready');
    playing.socket.close();
  });
});

describe('public topics over the WebSocket', () => {
  let test: TestApp;
  const publicTopic = 'test:public';
  beforeAll(async () => {
    test = await createTestApp({ DEMO_DATA: 'false' });
    test.app.services.realtime.allowPublicTopic(publicTopic);
    await test.app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('lets a guest without a session listen to a public topic, and leave it', async () => {
    const guest = await connect(webSocketUrl(test));
    guest.socket.send(JSON.stringify({ type: 'subscribe', topic: publicTopic }));
    expect(await guest.next((event) => event.type === 'subscribed')).toEqual({ type: 'subscribed', topic: publicTopic });
    test.app.services.realtime.publish(publicTopic, { type: 'public.test', payload: 1 });
    expect(await guest.next((event) => event.type === 'public.test')).toEqual({ type: 'public.test', payload: 1 });
    guest.socket.send(JSON.stringify({ type: 'unsubscribe', topic: publicTopic }));
    guest.socket.send(JSON.stringify({ type: 'ping' }));
    await guest.next((event) => event.type === 'pong');
    guest.messages.length = 0;
    test.app.services.realtime.publish(publicTopic, { type: 'public.test', payload: 2 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(guest.messages).toEqual([]);
    guest.socket.close();
  });

  it("answers a guest's subscription to any other topic topic_not_allowed and sends it nothing of them", async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const guest = await connect(webSocketUrl(test));
    for (const topic of ['house:crash', memberTopic(member.memberId), 'broadcast', 'lottery:MEGA', 'not a topic!']) {
      guest.socket.send(JSON.stringify({ type: 'subscribe', topic }));
      expect(await guest.next((event) => event.type === 'error' && event.topic === topic)).toEqual({ type: 'error', code: 'topic_not_allowed', topic });
    }
    test.app.services.realtime.allowClientTopics('lottery:');
    test.app.services.realtime.publish('house:crash', { type: 'crash.test' });
    test.app.services.realtime.publish(memberTopic(member.memberId), { type: 'member.test' });
    test.app.services.realtime.publish('broadcast', { type: 'broadcast.test' });
    test.app.services.realtime.publish('lottery:MEGA', { type: 'lottery.test' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(guest.messages.every((event) => event.type === 'error')).toBe(true);
    expect(guest.messages).toHaveLength(5);
    guest.socket.close();
  });

  it('keeps a guest socket open while it listens, and lets it log in later to hear its own events', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const guest = await connect(webSocketUrl(test));
    guest.socket.send(JSON.stringify({ type: 'subscribe', topic: publicTopic }));
    await guest.next((event) => event.type === 'subscribed');
    guest.socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    await guest.next((event) => event.type === 'ready');
    guest.socket.send(JSON.stringify({ type: 'subscribe', topic: 'house:crash' }));
    await guest.next((event) => event.type === 'subscribed' && event.topic === 'house:crash');
    test.app.services.realtime.publish(memberTopic(member.memberId), { type: 'member.test' });
    test.app.services.realtime.publish(publicTopic, { type: 'public.test' });
    await guest.next((event) => event.type === 'member.test');
    await guest.next((event) => event.type === 'public.test');
    guest.socket.close();
  });

  it('lets a member listen to public topics too, and still ignores topics no module allows', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const watcher = await connect(`${webSocketUrl(test)}?token=${member.token}`);
    await watcher.next((event) => event.type === 'ready');
    watcher.socket.send(JSON.stringify({ type: 'subscribe', topic: 'secret:things' }));
    watcher.socket.send(JSON.stringify({ type: 'subscribe', topic: publicTopic }));
    expect(await watcher.next((event) => event.type === 'subscribed')).toEqual({ type: 'subscribed', topic: publicTopic });
    test.app.services.realtime.publish('secret:things', { type: 'secret.test' });
    test.app.services.realtime.publish(publicTopic, { type: 'public.test' });
    await watcher.next((event) => event.type === 'public.test');
    expect(watcher.messages.some((event) => event.type === 'secret.test' || event.type === 'error')).toBe(false);
    watcher.socket.close();
  });

  it('still closes a socket that tries a session token it does not have, guest or not', async () => {
    const guest = await connect(webSocketUrl(test));
    guest.socket.send(JSON.stringify({ type: 'subscribe', topic: publicTopic }));
    await guest.next((event) => event.type === 'subscribed');
    guest.socket.send(JSON.stringify({ type: 'auth', token: 'y'.repeat(43) }));
    expect(await guest.closed).toBe(4001);
  });
});

describe.runIf(redisUrl)('balance pushes across two nodes sharing Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = { databaseUrl: database.url, databaseName: database.name };
    first = await createTestApp({ REDIS_URL: redisUrl!, DEMO_DATA: 'false' }, shared);
    second = await createTestApp({ REDIS_URL: redisUrl!, DEMO_DATA: 'false' }, shared);
    await first.app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('reaches a client on one node when the money moves on the other', async () => {
    const member = await createFundedMember(second, { balance: 500 });
    const socket = await connect(`${webSocketUrl(first)}?token=${member.token}`);
    await socket.next((event) => event.type === 'ready');
    // Let the subscription reach Redis and the funding push pass before publishing on the other node.
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.messages.length = 0;
    await second.app.services.wallet.postTransfer(undefined, {
      idempotencyKey: `cross-node-${member.memberId}`,
      debit: { memberId: member.memberId, wallet: 'cash' },
      credit: { system: 'house' },
      amount: 200,
      kind: 'bet',
    });
    expect(await socket.next((event) => event.type === 'balance')).toEqual({ type: 'balance', balance: 300, bonus: 0 });
    socket.socket.close();
  });

  it('keeps hubs of different prefixes apart', async () => {
    const publisher = new Redis(redisUrl!);
    const left = createRealtimeHub({ redis: publisher, channelPrefix: 'left:' });
    const right = createRealtimeHub({ redis: publisher, channelPrefix: 'right:' });
    const received: RealtimeEvent[] = [];
    right.subscribe('broadcast', (event) => received.push(event));
    await new Promise((resolve) => setTimeout(resolve, 100));
    left.publish('broadcast', { type: 'winner' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
    await left.close();
    await right.close();
    await publisher.quit();
  });
});
