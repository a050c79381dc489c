import path from 'node:path';
import { ConfigurationError, loadConfig, type Config } from './config.ts';
import { ensureDatabaseExists, openDatabase } from './platform/database.ts';
import { EmbeddedDatabaseError, startEmbeddedDatabase, type EmbeddedDatabase } from './platform/embedded-database.ts';
import { migrate } from './platform/migrations.ts';
import { repositoryRoot } from './platform/paths.ts';
import { buildApp } from './app.ts';
import { applySeed } from './seed.ts';

const shutdownGraceMs = 10_000;

/** A start-up failure whose message says what to do; printed without a stack. */
class StartUpError extends Error {}

async function resolveDatabaseUrl(config: Config, log: (message: string) => void): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) {
    await ensureDatabaseExists(config.databaseUrl);
    return { url: config.databaseUrl };
  }
  const embedded = await startEmbeddedDatabase({
    dataDir: path.resolve(repositoryRoot(), config.dataDir, 'pg'),
    port: config.embeddedPostgresPort,
    databaseName: 'platform',
    announce: log,
  });
  return { url: embedded.connectionString, embedded };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const say = (message: string) => process.stdout.write(`${message}\n`);
  const { url, embedded } = await resolveDatabaseUrl(config, say);
  const database = openDatabase(url, config.databasePoolSize);
  const report = await migrate(database.pool);
  if (report.applied.length > 0) say(`applied ${report.applied.length} migration(s): ${report.applied.join(', ')}`);
  if (report.reapplied.length > 0) say(`applied ${report.reapplied.length} function and trigger file(s): ${report.reapplied.join(', ')}`);

  const app = await buildApp({ config, database });
  const seed = await applySeed(config, app.services, database);
  try {
    await app.server.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Background work stops and the embedded PostgreSQL shuts down before the process goes, so the next start
    // finds it stopped.
    await app.server.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if (embedded) await embedded.stop();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new StartUpError(`port ${config.port} on ${config.host} is in use: stop what listens there or set PORT to a free port`);
  }

  say('');
  say(`  Site and API:  ${config.publicUrl}`);
  say(`  API docs:      ${config.publicUrl}/docs`);
  if (seed.demoAccounts.length > 0) {
    say('  Demo accounts:');
    for (const account of seed.demoAccounts) say(`    ${account}`);
  }
  if (seed.demoStaff.length > 0) {
    say(`  Operator console: ${config.publicUrl}/console`);
    for (const line of seed.demoStaff) say(`    ${line}`);
  }
  say('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info({ signal }, 'shutting down: draining connections');
    app.markDraining();
    const forced = setTimeout(() => process.exit(1), shutdownGraceMs);
    forced.unref();
    await app.server.close();
    await database.close();
    if (embedded) await embedded.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  const known = error instanceof StartUpError || error instanceof EmbeddedDatabaseError;
  process.stderr.write(`start-up failed: ${error instanceof Error ? (known ? error.message : error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
