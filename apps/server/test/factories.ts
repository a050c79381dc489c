import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.ts';

export interface TestMember {
  memberId: string;
  account: string;
  token: string;
  headers: { authorization: string };
}

/**
 * Creates a member straight through the account module's repository and logs it in, for tests of
 * other modules. `memberType` 0 is a member, 4 a trial account, 1/2/41/42 agents.
 */
export async function createMember(
  test: TestApp,
  options: { memberType?: number; uplineId?: string | null; account?: string; passwordHash?: string | null } = {},
): Promise<TestMember> {
  const account = options.account ?? `m${randomBytes(5).toString('hex')}`;
  const memberId = await test.app.services.repositories.sessions.insertMember({
    merchantCode: test.config.merchantCode,
    account,
    memberType: options.memberType ?? 0,
    uplineId: options.uplineId ?? null,
    passwordHash: options.passwordHash ?? null,
  });
  const { token } = await test.app.services.sessions.start({
    memberId,
    audience: [1, 2, 41, 42].includes(options.memberType ?? 0) ? 'agent' : 'player',
    clientAddress: '127.0.0.1',
    userAgent: 'test',
  });
  return { memberId, account, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A logged-in member with a payment password, a real name and `balance` centavos of cash, credited
 * through the ledger as a deposit would be. The password hash uses small argon2id costs to keep tests fast.
 */
export async function createFundedMember(
  test: TestApp,
  options: { balance?: number; memberType?: number; uplineId?: string | null; paymentPassword?: string; realName?: string | null } = {},
): Promise<TestMember & { paymentPassword: string; realName: string | null }> {
  const { hash } = await import('@node-rs/argon2');
  const paymentPassword = options.paymentPassword ?? '246810';
  const realName = options.realName === undefined ? 'Maria da Silva' : options.realName;
  const account = `f${randomBytes(5).toString('hex')}`;
  const memberType = options.memberType ?? 0;
  const memberId = await test.app.services.repositories.sessions.insertMember({
    merchantCode: test.config.merchantCode,
    account,
    memberType,
    uplineId: options.uplineId ?? null,
    passwordHash: null,
    realName,
    paymentPasswordHash: await hash(paymentPassword, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  });
  const { token } = await test.app.services.sessions.start({
    memberId,
    audience: [1, 2, 41, 42].includes(memberType) ? 'agent' : 'player',
    clientAddress: '127.0.0.1',
    userAgent: 'test',
  });
  if ((options.balance ?? 0) > 0) {
    await test.app.services.wallet.postTransfer(undefined, {
      idempotencyKey: `test-funding:${memberId}`,
      debit: { system: 'payment_clearing' },
      credit: { memberId, wallet: 'cash' },
      amount: options.balance!,
      kind: 'deposit',
      reference: 'test funding',
    });
  }
  return { memberId, account, token, headers: { authorization: `Bearer ${token}` }, paymentPassword, realName };
}
