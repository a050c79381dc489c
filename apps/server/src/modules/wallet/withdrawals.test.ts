import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { withdrawalConfirmValueSchema, withdrawalValueSchema } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFundedMember } from '../../../test/factories.ts';
import { verifyLedger } from './ledger-verify.ts';
import { hugePixelPng, jpegWithMetadata, multipartBody, pngImage } from './wallet-test-helpers.ts';

let test: TestApp;
const operator = { authorization: '' };
type Funded = Awaited<ReturnType<typeof createFundedMember>>;

beforeAll(async () => {
  test = await createTestApp({ DEMO_DATA: 'false' });
  operator.authorization = `Bearer ${test.config.operatorToken}`;
});
afterAll(async () => {
  await test.close();
});

async function call(method: 'GET' | 'POST', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const response = await test.app.server.inject({ method, url, headers: options.headers, payload: options.payload as never });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: any; code: string } };
}

async function bindPix(member: Funded): Promise<string> {
  const response = await call('POST', '/wps/wallet/payout-accounts', {
    headers: member.headers,
    payload: { method: 'pix', payeeName: member.realName, pixKeyType: 'email', pixKey: `${member.account}@example.com`, paymentPassword: member.paymentPassword },
  });
  expect(response.status).toBe(200);
  return response.body.value.id as string;
}

async function withdraw(member: Funded, amount: number, payoutAccountId: string, idempotencyKey = randomUUID()) {
  return call('POST', '/wps/wallet/withdrawals', { headers: member.headers, payload: { amount, payoutAccountId, paymentPassword: member.paymentPassword, idempotencyKey } });
}

async function operatorDecides(id: string, action: 'approve' | 'reject' | 'pay') {
  const response = await call('POST', `/ops/wallet/withdrawals/${id}/${action}`, { headers: operator, payload: {} });
  expect(response.status).toBe(200);
  return withdrawalValueSchema.parse(response.body.value);
}

async function paidWithdrawal(member: Funded, amount: number) {
  const requested = await withdraw(member, amount, await bindPixOnce(member));
  const id = requested.body.value.id as string;
  await operatorDecides(id, 'approve');
  await operatorDecides(id, 'pay');
  return id;
}

const boundAccounts = new Map<string, string>();
async function bindPixOnce(member: Funded) {
  const existing = boundAccounts.get(member.memberId);
  if (existing) return existing;
  const id = await bindPix(member);
  boundAccounts.set(member.memberId, id);
  return id;
}

async function money(memberId: string) {
  const balances = await test.app.services.wallet.balances(memberId);
  return { cash: balances.cash, held: balances.held };
}

async function expectSoundLedger() {
  expect((await verifyLedger(test.database.db)).mismatch).toBeNull();
}

function notReceived(member: Funded, id: string, files: { filename: string; contentType: string; data: Buffer | string }[], note = 'nothing arrived') {
  const body = multipartBody([{ name: 'note', data: note }, ...files.map((file) => ({ name: 'proof', ...file }))]);
  return test.app.server.inject({ method: 'POST', url: `/wps/wallet/withdrawals/${id}/not-received`, headers: { ...member.headers, ...body.headers }, payload: body.payload });
}

describe('payout accounts', () => {
  it("binds only an account in the member's real name, accents and case aside", async () => {
    const member = await createFundedMember(test, { realName: 'José da Silva' });
    const payload = { method: 'bank', bankCode: '001', bankBranch: '1234', accountNumber: '998877-6', paymentPassword: member.paymentPassword };
    expect((await call('POST', '/wps/wallet/payout-accounts', { headers: member.headers, payload: { ...payload, payeeName: 'Jose Silva' } })).body.code).toBe('payee_name_mismatch');
    const bound = await call('POST', '/wps/wallet/payout-accounts', { headers: member.headers, payload: { ...payload, payeeName: 'JOSE  DA SILVA' } });
    expect(bound.body.value).toMatchObject({ method: 'bank', payeeName: 'José da Silva', label: '001 •••77-6' });
    expect((await call('POST', '/wps/wallet/payout-accounts', { headers: member.headers, payload: { ...payload, payeeName: 'José da Silva' } })).body.code).toBe('payout_account_exists');
    const nameless = await createFundedMember(test, { realName: null });
    expect((await call('POST', '/wps/wallet/payout-accounts', { headers: nameless.headers, payload: { ...payload, payeeName: 'Anyone' } })).body.code).toBe('real_name_required');
  });
});

describe('withdrawal requests', () => {
  it('holds the amount at request, replays a repeated request, and enforces limits, password and wagering', async () => {
    const member = await createFundedMember(test, { balance: 100_000 });
    const accountId = await bindPix(member);
    const key = randomUUID();
    const first = await withdraw(member, 30_000, accountId, key);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'review', amount: 30_000, awaitingConfirmation: false });
    expect((await withdraw(member, 30_000, accountId, key)).body.value.id).toBe(first.body.value.id);
    expect((await withdraw(member, 30_001, accountId, key)).body.code).toBe('idempotency_conflict');
    expect(await money(member.memberId)).toEqual({ cash: 70_000, held: 30_000 });
    expect((await withdraw(member, 1999, accountId)).body.code).toBe('amount_out_of_range');
    expect((await withdraw(member, 80_000, accountId)).body.code).toBe('insufficient_balance');
    const wrong = await call('POST', '/wps/wallet/withdrawals', { headers: member.headers, payload: { amount: 5000, payoutAccountId: accountId, paymentPassword: 'nope', idempotencyKey: randomUUID() } });
    expect(wrong.body.code).toBe('payment_password_incorrect');
    await test.app.services.wallet.creditBonus(undefined, { idempotencyKey: randomUUID(), memberId: member.memberId, amount: 500, wageringRequired: 2500, source: 'promotion' });
    const blocked = await withdraw(member, 5000, accountId);
    expect(blocked.body).toMatchObject({ code: 'turnover_incomplete', value: { remaining: 2500 } });
    const info = await call('GET', '/wps/wallet/withdraw/info', { headers: member.headers });
    expect(info.body.value).toMatchObject({ balance: 70_000, frozen: 30_000, turnover: { remaining: 2500, complete: false }, hasPaymentPassword: true, hasRealName: true });
    expect(info.body.value.payoutAccounts).toHaveLength(1);
    const stranger = await createFundedMember(test, { balance: 10_000 });
    expect((await withdraw(stranger, 5000, accountId)).status).toBe(404);
  });

  it('pays an approved withdrawal (hold posted) and returns a rejected one (hold voided), each audited', async () => {
    const member = await createFundedMember(test, { balance: 50_000 });
    const accountId = await bindPix(member);
    const paid = (await withdraw(member, 10_000, accountId)).body.value.id as string;
    const rejected = (await withdraw(member, 15_000, accountId)).body.value.id as string;
    expect((await call('POST', `/ops/wallet/withdrawals/${paid}/pay`, { headers: operator, payload: {} })).body.code).toBe('withdrawal_state_conflict');
    await operatorDecides(paid, 'approve');
    expect((await operatorDecides(paid, 'pay'))).toMatchObject({ status: 'paid', awaitingConfirmation: true });
    await operatorDecides(rejected, 'reject');
    expect(await money(member.memberId)).toEqual({ cash: 40_000, held: 0 });
    expect((await call('POST', `/ops/wallet/withdrawals/${rejected}/approve`, { headers: operator, payload: {} })).status).toBe(409);
    const audit = await sql<{ action: string; before: { status: string }; after: { status: string } }>`
      select action, before, after from operator_audit where subject in (${paid}, ${rejected}) and action like 'wallet.withdrawal.%' order by id`.execute(test.database.db);
    expect(audit.rows.map((row) => [row.action, row.before.status, row.after.status])).toEqual([
      ['wallet.withdrawal.approve', 'review', 'approved'],
      ['wallet.withdrawal.pay', 'approved', 'paid'],
      ['wallet.withdrawal.reject', 'review', 'rejected'],
    ]);
    const listed = await call('GET', '/ops/wallet/withdrawals?status=paid&pageSize=100', { headers: operator });
    expect(listed.body.value.list.find((row: { id: string }) => row.id === paid)).toMatchObject({ memberId: member.memberId, payoutDetails: { pixKeyType: 'email' } });
    await expectSoundLedger();
  });
});

describe('withdrawal confirmation', () => {
  it('confirms received, and a partly received payment sends the rest back to review on a new hold', async () => {
    const member = await createFundedMember(test, { balance: 60_000 });
    const full = await paidWithdrawal(member, 10_000);
    const received = await call('POST', `/wps/wallet/withdrawals/${full}/confirm`, { headers: member.headers, payload: { outcome: 'received' } });
    expect(withdrawalConfirmValueSchema.parse(received.body.value)).toMatchObject({ withdrawal: { status: 'received', receivedAmount: 10_000 }, followUp: null });
    expect((await call('POST', `/wps/wallet/withdrawals/${full}/confirm`, { headers: member.headers, payload: { outcome: 'received' } })).status).toBe(409);

    const partial = await paidWithdrawal(member, 20_000);
    const partly = await call('POST', `/wps/wallet/withdrawals/${partial}/confirm`, { headers: member.headers, payload: { outcome: 'partly_received', receivedAmount: 12_000 } });
    const value = withdrawalConfirmValueSchema.parse(partly.body.value);
    expect(value.withdrawal).toMatchObject({ status: 'partly_received', receivedAmount: 12_000, remainingAmount: 8_000 });
    expect(value.followUp).toMatchObject({ status: 'review', amount: 8_000, parentId: partial });
    expect(await money(member.memberId)).toEqual({ cash: 30_000, held: 8_000 });
    await operatorDecides(value.followUp!.id, 'reject');
    expect(await money(member.memberId)).toEqual({ cash: 38_000, held: 0 });
    const other = await createFundedMember(test);
    expect((await call('POST', `/wps/wallet/withdrawals/${partial}/confirm`, { headers: other.headers, payload: { outcome: 'received' } })).status).toBe(404);
    await expectSoundLedger();
  });

  it('opens a dispute with proof images on not received, served only to the owner and the operator', async () => {
    const member = await createFundedMember(test, { balance: 30_000 });
    const id = await paidWithdrawal(member, 25_000);
    const response = await notReceived(member, id, [
      { filename: 'receipt.png', contentType: 'image/png', data: await pngImage() },
      { filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpegWithMetadata() },
    ]);
    expect(response.statusCode).toBe(200);
    const claim = withdrawalConfirmValueSchema.parse(response.json().value);
    expect(claim.withdrawal).toMatchObject({ status: 'not_received', remainingAmount: 25_000 });
    expect(claim.followUp).toMatchObject({ status: 'disputed', amount: 25_000, claimNote: 'nothing arrived' });
    expect(claim.followUp!.proofIds).toHaveLength(2);
    const [pngId, jpegId] = claim.followUp!.proofIds as [string, string];

    const own = await test.app.server.inject({ method: 'GET', url: `/wps/wallet/withdrawals/proofs/${jpegId}`, headers: member.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(own.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(own.rawPayload.includes(Buffer.from('private-location-data'))).toBe(false);
    const stranger = await createFundedMember(test);
    expect((await test.app.server.inject({ method: 'GET', url: `/wps/wallet/withdrawals/proofs/${pngId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await test.app.server.inject({ method: 'GET', url: `/wps/wallet/withdrawals/proofs/${pngId}` })).statusCode).toBe(401);
    const asOperator = await test.app.server.inject({ method: 'GET', url: `/ops/wallet/withdrawals/proofs/${pngId}`, headers: operator });
    expect(asOperator.headers['content-type']).toBe('image/png');

    const resolved = await call('POST', `/ops/wallet/withdrawals/${claim.followUp!.id}/resolve`, { headers: operator, payload: { outcome: 'refund', note: 'bank confirmed the return' } });
    expect(resolved.body.value.status).toBe('refunded');
    expect(await money(member.memberId)).toEqual({ cash: 30_000, held: 0 });
    await expectSoundLedger();
  });

  it('resolves a dispute by resending the payment or by rejecting the claim', async () => {
    const member = await createFundedMember(test, { balance: 40_000 });
    const image = { filename: 'receipt.png', contentType: 'image/png', data: await pngImage() };
    const first = withdrawalConfirmValueSchema.parse((await notReceived(member, await paidWithdrawal(member, 10_000), [image])).json().value);
    const resent = await call('POST', `/ops/wallet/withdrawals/${first.followUp!.id}/resolve`, { headers: operator, payload: { outcome: 'resend' } });
    expect(resent.body.value.status).toBe('approved');
    await operatorDecides(first.followUp!.id, 'pay');
    const second = withdrawalConfirmValueSchema.parse((await notReceived(member, await paidWithdrawal(member, 10_000), [image])).json().value);
    const rejected = await call('POST', `/ops/wallet/withdrawals/${second.followUp!.id}/resolve`, { headers: operator, payload: { outcome: 'reject_claim' } });
    expect(rejected.body.value.status).toBe('claim_rejected');
    expect(await money(member.memberId)).toEqual({ cash: 20_000, held: 0 });
    await expectSoundLedger();
  });

  it('counts an unconfirmed payment as received once its time is up, once, even with two sweeps at the same moment', async () => {
    const member = await createFundedMember(test, { balance: 30_000 });
    const ids = [await paidWithdrawal(member, 5000), await paidWithdrawal(member, 6000)];
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    const counts = await Promise.all([test.app.services.wallet.withdrawals.forceReceipts(later), test.app.services.wallet.withdrawals.forceReceipts(later)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const list = await call('GET', '/wps/wallet/withdrawals?pageSize=100', { headers: member.headers });
      expect(list.body.value.list.find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'received', forcedReceipt: true, awaitingConfirmation: false });
      expect((await call('POST', `/wps/wallet/withdrawals/${id}/confirm`, { headers: member.headers, payload: { outcome: 'partly_received', receivedAmount: 0 } })).status).toBe(409);
    }
    const shown = JSON.stringify((await call('GET', '/wps/wallet/withdrawals', { headers: member.headers })).body.value);
    expect(shown).not.toMatch(/due|minutes/i);
  });
});

describe('proof uploads', () => {
  it('refuses a renamed SVG, a polyglot, an oversize file, a huge-pixel image, a fourth file and a non-multipart body', async () => {
    const member = await createFundedMember(test, { balance: 30_000 });
    const id = await paidWithdrawal(member, 5000);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await notReceived(member, id, [{ filename: 'proof.png', contentType: 'image/png', data: svg }])).json().code).toBe('image_type_refused');
    const polyglot = Buffer.concat([await pngImage(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    expect((await notReceived(member, id, [{ filename: 'proof.png', contentType: 'image/png', data: polyglot }])).json().code).toBe('image_refused');
    const oversize = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 1 - (await pngImage()).length, 1)]);
    expect(oversize.length).toBe(5 * 1024 * 1024 + 1);
    const tooLarge = await notReceived(member, id, [{ filename: 'proof.png', contentType: 'image/png', data: oversize }]);
    expect(tooLarge.statusCode).toBe(413);
    const bomb = await notReceived(member, id, [{ filename: 'proof.png', contentType: 'image/png', data: hugePixelPng(30_000, 30_000) }]);
    expect(bomb.json().code).toBe('image_refused');
    const image = { filename: 'proof.png', contentType: 'image/png', data: await pngImage() };
    expect((await notReceived(member, id, [image, image, image, image])).json().code).toBe('too_many_files');
    expect((await notReceived(member, id, [])).statusCode).toBe(400);
    const json = await call('POST', `/wps/wallet/withdrawals/${id}/not-received`, { headers: member.headers, payload: { note: 'x' } });
    expect(json.status).toBe(415);
    const stillPaid = await call('GET', '/wps/wallet/withdrawals', { headers: member.headers });
    expect(stillPaid.body.value.list[0]).toMatchObject({ id, status: 'paid' });
    expect(await sql`select 1 from wallet_withdrawal_proofs where member_id = ${member.memberId}`.execute(test.database.db)).toMatchObject({ rows: [] });
  });
});
