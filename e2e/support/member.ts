import type { BrowserContext } from 'playwright-core';
import { operatorCall } from './server.ts';

/**
 * Logs a demo member in through the login modal (PT texts) in a tab of `context`, credits `funding`
 * centavos through the operator's load-test movement, and returns the session token and member id.
 */
export async function logInAndFund(
  context: BrowserContext,
  baseUrl: string,
  member: { account: string; password: string },
  funding: number,
  label: string,
): Promise<{ token: string; memberId: string }> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  const modal = page.getByRole('dialog', { name: 'Entrar' });
  await modal.getByLabel('Nome de usuário').fill(member.account);
  await modal.getByLabel(/^Senha/).fill(member.password);
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('balance-amount').first().waitFor();
  const stored = await page.evaluate(() => sessionStorage.getItem('session'));
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
  const info = (await (await fetch(`${baseUrl}/wps/member/info`, { headers: { authorization: `Bearer ${token}` } })).json()) as { value: { id: number | string } };
  const memberId = String(info.value.id);
  const funded = await operatorCall(baseUrl, 'POST', '/ops/wallet/movements', { memberId, direction: 'credit', amount: funding, idempotencyKey: `${label}-${Date.now()}` });
  if (funded.status !== 200) throw new Error(`funding ${member.account} failed: ${funded.status} ${await funded.text()}`);
  await page.close();
  return { token, memberId };
}
