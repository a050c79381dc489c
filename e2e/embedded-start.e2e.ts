import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltServer, type RunningServer } from './support/server.ts';

let server: RunningServer | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-embedded-'));
// A folder every user can enter: as root, PostgreSQL's own user keeps its data right there (a private folder,
// whose data goes elsewhere, is private-clone.e2e.ts's case).
chmodSync(dataDir, 0o755);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a fresh machine', () => {
  it('starts the built server without DATABASE_URL on the embedded PostgreSQL, and shuts down gracefully', async () => {
    const port = await freePort();
    server = await startBuiltServer({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port), LOG_LEVEL: 'warn' }, 120_000);
    expect(server.output()).toContain('starting the embedded PostgreSQL');
    const ready = await fetch(`${server.url}/ready`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const status = await (await fetch(`${server.url}/wps/system/status`)).json();
    expect(status).toMatchObject({ success: true, value: { status: 0 } });
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    const exitCode = await server.stop('SIGTERM');
    expect(exitCode).toBe(0);
    server = undefined;
  });
});
