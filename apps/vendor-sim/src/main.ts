/**
 * The simulated vendor. `node --import tsx apps/vendor-sim/src/main.ts` serves the game pages on
 * VENDOR_SIM_PORT (8081) against the platform at PLATFORM_URL; with
 * `--load members=1000 seconds=20 tokens=<file>` it plays a load instead and prints its figures.
 */
import path from 'node:path';
import { loadSimulatorConfig, secretOf, type SimulatorConfig } from './config.ts';
import { openJournal } from './journal.ts';
import { runLoad } from './load.ts';
import { simulatorServer } from './server.ts';
import { vendorEngine } from './vendor-engine.ts';
import { walletClient } from './wallet-client.ts';

const housekeepingIntervalMs = 10 * 60 * 1000;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** `key=value` arguments after `--load`. */
function loadArguments(argv: string[]): Record<string, string> {
  return Object.fromEntries(argv.filter((argument) => argument.includes('=')).map((argument) => argument.split('=', 2) as [string, string]));
}

async function load(config: SimulatorConfig, argv: string[]): Promise<void> {
  const args = loadArguments(argv);
  const number = (name: string, fallback: number) => {
    const value = Number(args[name] ?? fallback);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--load ${name} must be a positive whole number`);
    return value;
  };
  if (!args.tokens) throw new Error('--load needs tokens=<file of "VENDOR launch-token" lines>');
  const report = await runLoad({
    platformUrl: config.platformUrl,
    secretOf: (vendorCode) => secretOf(config, vendorCode),
    tokensFile: path.resolve(args.tokens),
    members: number('members', 1000),
    seconds: number('seconds', 20),
    concurrency: number('concurrency', 32),
    stake: number('stake', 100),
    dataDir: config.dataDir,
    timeoutMs: config.callTimeoutMs,
  });
  say(`LOAD ${JSON.stringify(report)}`);
}

async function serve(config: SimulatorConfig): Promise<void> {
  const client = walletClient({ platformUrl: config.platformUrl, secretOf: (vendorCode) => secretOf(config, vendorCode), timeoutMs: config.callTimeoutMs });
  const journal = openJournal(path.join(config.dataDir, 'journal.jsonl'));
  const engine = vendorEngine({ client, journal });
  const server = simulatorServer({ client, engine, siteOrigins: config.siteOrigins });
  await server.listen({ host: config.host, port: config.port });
  say(`  Simulated vendor: http://localhost:${config.port} (wallet calls to ${config.platformUrl})`);
  // Unfinished rounds of a previous run are finished once the platform answers; play goes on meanwhile.
  void engine.recover().then(
    (recovered) => recovered.rolledBack + recovered.paid > 0 && say(`vendor-sim: finished ${recovered.paid} win(s) and ${recovered.rolledBack} rollback(s) left from the last run`),
    (error: unknown) => say(`vendor-sim: recovery stopped: ${(error as Error).message}`),
  );
  const housekeeping = setInterval(() => void engine.housekeeping().catch((error: unknown) => say(`vendor-sim: housekeeping failed: ${(error as Error).message}`)), housekeepingIntervalMs);
  housekeeping.unref();
  const stop = async () => {
    clearInterval(housekeeping);
    engine.stop();
    await server.close();
    await client.close();
    journal.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

async function main(): Promise<void> {
  const config = loadSimulatorConfig();
  const loadAt = process.argv.indexOf('--load');
  if (loadAt >= 0) {
    await load(config, process.argv.slice(loadAt + 1));
    return;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  process.stderr.write(`vendor-sim failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
