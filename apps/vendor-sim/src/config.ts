import path from 'node:path';
import { z } from 'zod';

/** The simulated vendor's settings, from its environment. */
export interface SimulatorConfig {
  host: string;
  port: number;
  /** Where the platform's vendor wallet API answers. */
  platformUrl: string;
  /** The site that frames the game pages (allowed as frame ancestor). */
  siteOrigins: string[];
  /** Each vendor code's signing secret; `*` signs for every vendor without its own. */
  secrets: ReadonlyMap<string, string>;
  /** Folder of the journal of every wallet action. */
  dataDir: string;
  /** How long one wallet call may take before it counts as failed. */
  callTimeoutMs: number;
}

// The same development secret as the platform's default, so a fresh clone plays out of the box.
const developmentSecrets = '*:development-vendor-secret-not-for-production';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  VENDOR_SIM_HOST: z.string().min(1).default('0.0.0.0'),
  VENDOR_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  PLATFORM_URL: z.url().default('http://localhost:8080'),
  PUBLIC_URL: z.url().optional(),
  VENDOR_SECRETS: z.string().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  VENDOR_SIM_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

function repositoryRoot(): string {
  return path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
}

/** Reads the configuration; throws naming what is wrong. */
export function loadSimulatorConfig(environment: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const parsed = environmentSchema.parse(environment);
  const secretsText = parsed.VENDOR_SECRETS ?? (parsed.NODE_ENV === 'production' ? '' : developmentSecrets);
  const secrets = new Map(
    secretsText
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map((part) => {
        const at = part.indexOf(':');
        if (at <= 0) throw new Error(`VENDOR_SECRETS: "${part}" is not CODE:secret`);
        return [part.slice(0, at), part.slice(at + 1)] as [string, string];
      }),
  );
  const platformUrl = parsed.PLATFORM_URL.replace(/\/+$/, '');
  return {
    host: parsed.VENDOR_SIM_HOST,
    port: parsed.VENDOR_SIM_PORT,
    platformUrl,
    siteOrigins: [...new Set([new URL(platformUrl).origin, ...(parsed.PUBLIC_URL ? [new URL(parsed.PUBLIC_URL).origin] : [])])],
    secrets,
    dataDir: path.resolve(repositoryRoot(), parsed.DATA_DIR, 'vendor-sim'),
    callTimeoutMs: parsed.VENDOR_SIM_CALL_TIMEOUT_MS,
  };
}

/** The secret a vendor code signs with, or undefined when none is configured. */
export function secretOf(config: Pick<SimulatorConfig, 'secrets'>, vendorCode: string): string | undefined {
  return config.secrets.get(vendorCode) ?? config.secrets.get('*');
}
