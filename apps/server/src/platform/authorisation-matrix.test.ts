import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, type TestMember } from '../../test/factories.ts';
import { routeAccess } from './http.ts';

// Infrastructure routes carry no player data and are outside the role model (the web app's files come with .br and .gz copies).
const infrastructure = [/^\/assets\//, /^\/console(\/|$)/, /^\/brand\//, /^\/[^/]+\.(svg|html|png|ico|txt|webmanifest|json)(\.br|\.gz)?$/, /^\/health$/, /^\/ready$/, /^\/metrics$/, /^\/docs/, /^\/\*$/, /^\/dev\//, /^\/ws$/, /^\/vendor-api\//];

let test: TestApp;
type Callers = Record<'guest' | 'trial' | 'member' | 'agent', TestMember | null>;

// Fresh callers for every route, because some routes (logout) end the caller's session.
async function freshCallers(): Promise<Callers> {
  return {
    guest: null,
    trial: await createMember(test, { memberType: 4 }),
    member: await createMember(test),
    agent: await createMember(test, { memberType: 1 }),
  };
}

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

function sampleUrl(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '1');
}

describe('authorisation matrix', () => {
  it('every route declares who may call it', () => {
    const undeclared = test.app.routes
      .filter((route) => !infrastructure.some((pattern) => pattern.test(route.url)))
      .filter((route) => !routeAccess.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every route answers each role as declared, and never with a 5xx', async () => {
    const problems: string[] = [];
    for (const route of test.app.routes) {
      const access = routeAccess.get(`${route.method} ${route.url}`);
      if (!access) continue;
      const callers = await freshCallers();
      for (const [role, caller] of Object.entries(callers)) {
        const response = await test.app.server.inject({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          headers: { ...(caller?.headers ?? {}), 'x-forwarded-for': '177.71.129.9' },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${route.method} ${route.url} as ${role}: ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(`${label} (server error)`);
        const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
        const code = isJson ? response.json<{ code?: string }>().code : undefined;
        if (access === 'operator') {
          if (response.statusCode !== 403) problems.push(`${label} (operator route reachable without the operator credential)`);
          continue;
        }
        if (access === 'public') continue;
        const admitted = access.includes(role as never);
        if (admitted && (code === 'not_logged_in' || code === 'in_need_true_account')) problems.push(`${label} (admitted role refused)`);
        if (!admitted && response.statusCode !== 401 && response.statusCode !== 403) problems.push(`${label} (role not admitted but answered)`);
        if (!admitted && role === 'trial' && code !== 'in_need_true_account') problems.push(`${label} (trial must get in_need_true_account)`);
      }
    }
    expect(problems).toEqual([]);
    // Every route is called four times with fresh callers: allow for a busy machine.
  }, 240_000);
});
