import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import {
  consolidatedFundsValueSchema,
  merchantWalletValueSchema,
  transactionHistoryValueSchema,
  walletBalanceValueSchema,
  type WhitelabelNode,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember, createMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
});
afterAll(async () => {
  await test.close();
});

const key = () => randomUUID();

async function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; message: string; code: string } };
}

async function setWhitelabel(change: (nodes: WhitelabelNode[]) => WhitelabelNode[]): Promise<void> {
  const merchant = await test.app.services.system.merchant();
  const config = { ...merchant.config, whitelabel: change(merchant.config.whitelabel) };
  await sql`update merchants set config = ${JSON.stringify(config)}::jsonb where code = ${test.config.merchantCode}`.execute(test.database.db);
  // The system module caches the merchant for a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

async function expectSoundLedger() {
  expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
}

describe('balance and wallet configuration', () => {
  it('shows the header balance of a member, and play money for a trial account', async () => {
    const member = await createFundedMember(test, { balance: 12_345 });
    const { status, body } = await call('GET', '/wps/v2/wallets/balance', { headers: member.headers });
    expect(status).toBe(200);
    expect(walletBalanceValueSchema.parse(body.value)).toEqual({ balance: 12_345, bonus: 0, points: 0, frozen: 0, currencySymbol: 'R$', isSingle: true });
    const trial = await createMember(test, { memberType: 4 });
    const play = await call('GET', '/wps/v2/wallets/balance', { headers: trial.headers });
    expect(play.body.value.balance).toBe(1_000_000);
    expect((await call('GET', '/wps/v2/wallets/balance', { headers: trial.headers })).body.value.balance).toBe(1_000_000);
    expect((await call('GET', '/wps/v2/wallets/balance')).status).toBe(401);
    expect(await test.app.services.wallet.playerMoney(member.memberId)).toEqual({ balance: 12_345, bonus: 0, currencySymbol: 'R$' });
  });

  it("answers the merchant's wallet mode", async () => {
    const { body } = await call('GET', '/wps/relay/merchantWallet');
    expect(merchantWalletValueSchema.parse(body.value)).toMatchObject({ walletMode: 'single', isSingle: true, currency: 'BRL' });
  });

  it('answers consolidated funds with the enabled contract types only while agent policy is on', async () => {
    const agent = await createFundedMember(test, { memberType: 1, balance: 5000 });
    await setWhitelabel((nodes) =>
      nodes.map((node) =>
        node.modId === 'AGENT_POLICY'
          ? { ...node, childrenNodes: [{ modId: 'DAILY_SALARY', enabled: '1', childrenNodes: [] }, { modId: 'DIVIDEND', enabled: '0', childrenNodes: [] }] }
          : node,
      ),
    );
    const enabled = await call('GET', '/wps/member/info/funds/consolidated', { headers: agent.headers });
    expect(consolidatedFundsValueSchema.parse(enabled.body.value)).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      enableSalary: true,
      enableContract: true,
      balances: { balance: 5000 },
    });
    const trial = await createMember(test, { memberType: 4 });
    expect((await call('GET', '/wps/member/info/funds/consolidated', { headers: trial.headers })).body.code).toBe('in_need_true_account');
    await setWhitelabel((nodes) => nodes.map((node) => (node.modId === 'AGENT_POLICY' ? { ...node, enabled: '0' } : node)));
    const disabled = await call('GET', '/wps/member/info/funds/consolidated', { headers: agent.headers });
    expect(disabled).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    await setWhitelabel((nodes) => nodes.map((node) => (node.modId === 'AGENT_POLICY' ? { ...node, enabled: '1' } : node)));
  });
});

describe("transfers between the member's own wallets", () => {
  it('moves cash to points and back, replays without moving twice, and refuses a reused key', async () => {
    const member = await createFundedMember(test, { balance: 10_000 });
    const payload = { from: 'cash', to: 'points', amount: 2500, idempotencyKey: key() };
    const first = await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload });
    expect(first.status).toBe(200);
    expect(first.body.value.balances).toMatchObject({ balance: 7500, points: 2500 });
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload });
      expect(again.body.value.transferId).toBe(first.body.value.transferId);
    }
    expect((await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: { ...payload, amount: 2501 } })).body.code).toBe('idempotency_conflict');
    const back = await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: { from: 'points', to: 'cash', amount: 500, idempotencyKey: key() } });
    expect(back.body.value.balances).toMatchObject({ balance: 8000, points: 2000 });
    const tooMuch = await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: { from: 'cash', to: 'points', amount: 8001, idempotencyKey: key() } });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'insufficient_balance' } });
    await expectSoundLedger();
  });

  it('rejects bad input with the fields and writes nothing', async () => {
    const member = await createFundedMember(test, { balance: 1000 });
    const bad = await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: { from: 'cash', to: 'bonus', amount: 1.5, idempotencyKey: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['amount', 'idempotencyKey']);
    expect((await test.app.services.wallet.balances(member.memberId)).cash).toBe(1000);
  });

  it('lets bonus move to cash only once its wagering is complete, and shows the progress', async () => {
    const member = await createFundedMember(test, { balance: 0 });
    await test.app.services.wallet.creditBonus(undefined, { idempotencyKey: key(), memberId: member.memberId, amount: 1000, wageringRequired: 5000, source: 'promotion', reference: 'WELCOME' });
    const payload = () => ({ from: 'bonus', to: 'cash', amount: 1000, idempotencyKey: key() });
    expect((await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: payload() })).body).toMatchObject({ code: 'turnover_incomplete', value: { remaining: 5000 } });
    await test.app.services.wallet.recordTurnover(member.memberId, 3000);
    const details = await call('GET', '/wps/wallet/bonuses', { headers: member.headers });
    expect(details.body.value).toMatchObject({ bonusBalance: 1000, wageringRemaining: 2000, total: 1 });
    expect(details.body.value.list[0]).toMatchObject({ source: 'promotion', amount: 1000, wageringRequired: 5000, wageringDone: 3000, wageringRemaining: 2000, status: 'wagering' });
    await test.app.services.wallet.recordTurnover(member.memberId, 9000);
    expect((await call('GET', '/wps/wallet/bonuses', { headers: member.headers })).body.value.list[0]).toMatchObject({ wageringDone: 5000, status: 'completed' });
    const moved = await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: payload() });
    expect(moved.body.value.balances).toMatchObject({ balance: 1000, bonus: 0 });
  });

  it('forfeits bonus whose wagering expired', async () => {
    const member = await createFundedMember(test, { balance: 0 });
    await test.app.services.wallet.creditBonus(undefined, { idempotencyKey: key(), memberId: member.memberId, amount: 700, wageringRequired: 7000, source: 'rebate', expiresAt: new Date(Date.now() + 60_000) });
    await test.app.services.wallet.bonuses.expireGrants(new Date(Date.now() + 120_000));
    expect((await test.app.services.wallet.balances(member.memberId)).bonus).toBe(0);
    const details = await call('GET', '/wps/wallet/bonuses', { headers: member.headers });
    expect(details.body.value.list[0]).toMatchObject({ status: 'expired' });
    await expectSoundLedger();
  });
});

describe('transfers inside the member tree', () => {
  it('sends to the upline and to a downline with the payment password, within limits, with an audit row', async () => {
    const agent = await createFundedMember(test, { memberType: 1, balance: 100_000 });
    const member = await createFundedMember(test, { uplineId: agent.memberId, balance: 50_000 });
    const up = await call('POST', '/wps/wallet/transfer/upline', { headers: member.headers, payload: { amount: 10_000, paymentPassword: member.paymentPassword, idempotencyKey: key() } });
    expect(up.status).toBe(200);
    expect(up.body.value).toMatchObject({ toMemberId: agent.memberId, toAccount: agent.account, amount: 10_000, balance: 40_000 });
    const down = await call('POST', '/wps/wallet/transfer/downline', { headers: agent.headers, payload: { downlineId: member.memberId, amount: 3_000, paymentPassword: agent.paymentPassword, idempotencyKey: key() } });
    expect(down.body.value).toMatchObject({ toMemberId: member.memberId, balance: 107_000 });
    expect((await test.app.services.wallet.balances(member.memberId)).cash).toBe(43_000);
    const audit = await sql<{ direction: string; client_address: string }>`select direction, client_address from wallet_tree_transfers where from_member_id in (${agent.memberId}, ${member.memberId}) order by id`.execute(test.database.db);
    expect(audit.rows).toEqual([{ direction: 'upline', client_address: '127.0.0.1' }, { direction: 'downline', client_address: '127.0.0.1' }]);
    const info = await call('GET', '/wps/wallet/tree-transfer', { headers: member.headers });
    expect(info.body.value).toMatchObject({ enabled: true, sentToday: 10_000, upline: { memberId: agent.memberId } });
    await expectSoundLedger();
  });

  it('keeps an agent inside its own downline and members off the downline call', async () => {
    const agent = await createFundedMember(test, { memberType: 1, balance: 100_000 });
    const otherAgent = await createFundedMember(test, { memberType: 1 });
    const stranger = await createFundedMember(test, { uplineId: otherAgent.memberId });
    const transfer = (downlineId: string) =>
      call('POST', '/wps/wallet/transfer/downline', { headers: agent.headers, payload: { downlineId, amount: 2000, paymentPassword: agent.paymentPassword, idempotencyKey: key() } });
    expect((await transfer(stranger.memberId)).status).toBe(404);
    expect((await transfer(otherAgent.memberId)).status).toBe(404);
    expect((await transfer(agent.memberId)).status).toBe(404);
    const member = await createFundedMember(test, { uplineId: agent.memberId, balance: 5000 });
    const asMember = await call('POST', '/wps/wallet/transfer/downline', { headers: member.headers, payload: { downlineId: stranger.memberId, amount: 2000, paymentPassword: member.paymentPassword, idempotencyKey: key() } });
    expect(asMember.status).toBe(403);
    expect((await test.app.services.wallet.balances(stranger.memberId)).cash).toBe(0);
    expect((await test.app.services.wallet.balances(agent.memberId)).cash).toBe(100_000);
  });

  it("lists the agent's whole team for the downline form, searched by account prefix, and nobody else's", async () => {
    const agent = await createFundedMember(test, { memberType: 1 });
    const tag = agent.account.slice(1, 6);
    const direct = await createMember(test, { uplineId: agent.memberId, account: `ab${tag}1` });
    const subAgent = await createMember(test, { uplineId: agent.memberId, memberType: 1, account: `ab${tag}2` });
    const grandchild = await createMember(test, { uplineId: subAgent.memberId, account: `cd${tag}3` });
    await createMember(test, { uplineId: agent.memberId, memberType: 4, account: `ab${tag}4` });
    const outsider = await createFundedMember(test, { memberType: 1 });
    await createMember(test, { uplineId: outsider.memberId, account: `ab${tag}5` });
    const list = async (query: string) => (await call('GET', `/wps/wallet/tree-transfer/downlines?${query}`, { headers: agent.headers })).body.value;
    const everyone = await list('pageNo=1&pageSize=10');
    expect(everyone.total).toBe(3);
    expect(everyone.list.map((row: { memberId: string }) => row.memberId)).toEqual([direct.memberId, subAgent.memberId, grandchild.memberId]);
    expect(everyone.list[0]).toEqual({ memberId: direct.memberId, account: direct.account, nickname: expect.any(String) });
    const searched = await list(`keyword=${encodeURIComponent(` AB${tag}`)}&pageSize=1`);
    expect(searched).toMatchObject({ total: 2, totalPages: 2, pageSize: 1 });
    expect(searched.list.map((row: { account: string }) => row.account)).toEqual([direct.account]);
    expect((await list('keyword=%25')).total).toBe(0);
    const member = await createFundedMember(test, { uplineId: agent.memberId });
    expect((await call('GET', '/wps/wallet/tree-transfer/downlines', { headers: member.headers })).status).toBe(403);
    const bad = await call('GET', '/wps/wallet/tree-transfer/downlines?pageSize=1000', { headers: agent.headers });
    expect(bad.status).toBe(400);
  });

  it('enforces the per-transfer and daily limits, the operator switch, and the payment password', async () => {
    const agent = await createFundedMember(test, { memberType: 41 });
    const member = await createFundedMember(test, { uplineId: agent.memberId, balance: 10_000_000 });
    const send = (amount: number, password = member.paymentPassword) =>
      call('POST', '/wps/wallet/transfer/upline', { headers: member.headers, payload: { amount, paymentPassword: password, idempotencyKey: key() } });
    expect((await send(500)).body.code).toBe('amount_out_of_range');
    expect((await send(1_000_001)).body.code).toBe('amount_out_of_range');
    for (let index = 0; index < 5; index += 1) expect((await send(1_000_000)).status).toBe(200);
    expect((await send(1_000)).body).toMatchObject({ code: 'daily_limit_exceeded', value: { remainingToday: 0 } });
    expect((await send(1_000, 'wrong')).body).toMatchObject({ code: 'payment_password_incorrect' });
    await setWhitelabel((nodes) => nodes.map((node) => (node.modId === 'TRANSFER_UPLINE' ? { ...node, enabled: '0' } : node)));
    expect((await send(1_000)).body.code).toBe('feature_disabled');
    await setWhitelabel((nodes) => nodes.map((node) => (node.modId === 'TRANSFER_UPLINE' ? { ...node, enabled: '1' } : node)));
  });

  it('locks money actions after too many wrong payment passwords', async () => {
    const agent = await createFundedMember(test, { memberType: 1 });
    const member = await createFundedMember(test, { uplineId: agent.memberId, balance: 100_000 });
    const send = (password: string) => call('POST', '/wps/wallet/transfer/upline', { headers: member.headers, payload: { amount: 2000, paymentPassword: password, idempotencyKey: key() } });
    const codes = [];
    for (let index = 0; index < 5; index += 1) codes.push((await send('000000')).body.code);
    expect(codes).toEqual(['payment_password_incorrect', 'payment_password_incorrect', 'payment_password_incorrect', 'payment_password_incorrect', 'payment_password_locked']);
    const locked = await send(member.paymentPassword);
    expect(locked).toMatchObject({ status: 429, body: { code: 'payment_password_locked' } });
    expect((await test.app.services.wallet.balances(member.memberId)).cash).toBe(100_000);
  });

  it('refuses trial accounts every money action', async () => {
    const trial = await createMember(test, { memberType: 4 });
    for (const [method, url] of [
      ['POST', '/wps/relay/GCS_walletTransfer'],
      ['POST', '/wps/wallet/transfer/upline'],
      ['POST', '/wps/wallet/deposit/orders'],
      ['POST', '/wps/wallet/withdrawals'],
      ['GET', '/wps/wallet/transactions'],
    ] as const) {
      expect((await call(method, url, { headers: trial.headers, payload: method === 'POST' ? {} : undefined })).body.code).toBe('in_need_true_account');
    }
  });
});

describe('account record', () => {
  it('lists entries by category and merchant-local dates, newest first, paged', async () => {
    const member = await createFundedMember(test, { balance: 10_000 });
    await call('POST', '/wps/relay/GCS_walletTransfer', { headers: member.headers, payload: { from: 'cash', to: 'points', amount: 1000, idempotencyKey: key() } });
    await test.app.services.wallet.creditBonus(undefined, { idempotencyKey: key(), memberId: member.memberId, amount: 300, wageringRequired: 0, source: 'reward' });
    const all = await call('GET', '/wps/wallet/transactions', { headers: member.headers });
    const history = transactionHistoryValueSchema.parse(all.body.value);
    expect(history.total).toBe(4);
    expect(history.list.map((record) => [record.category, record.wallet, record.amount])).toEqual([
      ['bonus', 'bonus', 300],
      ['transfer', 'points', 1000],
      ['transfer', 'cash', -1000],
      ['deposit', 'cash', 10_000],
    ]);
    expect(history.list[2]!.balanceAfter).toBe(9000);
    const deposits = await call('GET', '/wps/wallet/transactions?type=deposit', { headers: member.headers });
    expect(deposits.body.value.total).toBe(1);
    const paged = await call('GET', '/wps/wallet/transactions?pageNo=2&pageSize=3', { headers: member.headers });
    expect(paged.body.value).toMatchObject({ pageNo: 2, totalPages: 2, total: 4 });
    expect(paged.body.value.list).toHaveLength(1);
    const future = await call('GET', '/wps/wallet/transactions?from=2099-01-01&to=2099-01-30', { headers: member.headers });
    expect(future.body.value.total).toBe(0);
    const tooLong = await call('GET', '/wps/wallet/transactions?from=2024-01-01&to=2024-12-31', { headers: member.headers });
    expect(tooLong.status).toBe(400);
    const inverted = await call('GET', '/wps/wallet/transactions?from=2024-02-01&to=2024-01-01', { headers: member.headers });
    expect(inverted.status).toBe(400);
    const other = await createFundedMember(test, { balance: 1 });
    expect((await call('GET', '/wps/wallet/transactions', { headers: other.headers })).body.value.total).toBe(1);
  });
});
