import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((text) => text === 'true' || text === '1' || text === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATA_DIR: z.string().min(1).default('data'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_:.-]{1,64}$/).default('platform:'),
  MERCHANT_CODE: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'must be 2–32 upper-case letters, digits or _').default('DEMO'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  DEMO_DATA: booleanText.optional(),
  /** Four weeks of a demo team's play (agent centre reports); on with demo data except in tests, which ask for it. */
  DEMO_HISTORY: booleanText.optional(),
  WEB_DIST_DIR: z.string().optional(),
  CONSOLE_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.email().optional(),
  METRICS_NETWORKS: z.string().default('127.0.0.0/8,::1'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
});

export type Config = ReturnType<typeof toConfig>;

/** Thrown when the environment does not describe a valid configuration; start-up stops with its message. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

// Development secrets make `npm start` work on a fresh clone; production refuses to start without real ones.
const developmentSecret = 'development-secret-not-for-production-use-0001';
const developmentOperatorToken = 'demo-operator-token-not-for-production';

function toConfig(environment: z.infer<typeof environmentSchema>) {
  const production = environment.NODE_ENV === 'production';
  return {
    environment: environment.NODE_ENV,
    production,
    host: environment.HOST,
    port: environment.PORT,
    databaseUrl: environment.DATABASE_URL,
    databasePoolSize: environment.DATABASE_POOL_SIZE,
    embeddedPostgresPort: environment.EMBEDDED_POSTGRES_PORT,
    dataDir: environment.DATA_DIR,
    redisUrl: environment.REDIS_URL,
    redisPrefix: environment.REDIS_PREFIX,
    merchantCode: environment.MERCHANT_CODE,
    appSecret: environment.APP_SECRET ?? developmentSecret,
    operatorToken: environment.OPERATOR_TOKEN ?? developmentOperatorToken,
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    logLevel: environment.LOG_LEVEL,
    bodyLimitBytes: environment.BODY_LIMIT_BYTES,
    demoData: environment.DEMO_DATA ?? !production,
    demoHistory: (environment.DEMO_DATA ?? !production) && (environment.DEMO_HISTORY ?? environment.NODE_ENV !== 'test'),
    webDistDir: environment.WEB_DIST_DIR,
    consoleDistDir: environment.CONSOLE_DIST_DIR,
    publicUrl: environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`,
    // Without its own secret the webhook's is derived from APP_SECRET, so it is as secret as that one.
    paymentWebhookSecret:
      environment.PAYMENT_WEBHOOK_SECRET ?? createHmac('sha256', environment.APP_SECRET ?? developmentSecret).update('payment-webhook').digest('hex'),
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM ?? `no-reply@${new URL(environment.PUBLIC_URL ?? 'http://localhost').hostname}`,
    metricsNetworks: parseNetworks(environment.METRICS_NETWORKS),
    metricsToken: environment.METRICS_TOKEN,
  };
}

/** A network of `METRICS_NETWORKS`: an address, or an address and a prefix length. */
export interface Network {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Addresses and CIDRs separated by commas; empty means none. Throws a message naming the bad entry. */
function parseNetworks(text: string): Network[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', prefixText] = entry.split('/');
      const version = isIP(address);
      const family = version === 6 ? 'ipv6' : 'ipv4';
      const prefixMax = version === 6 ? 128 : 32;
      const prefix = prefixText === undefined ? prefixMax : Number(prefixText);
      if (version === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > prefixMax || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
        throw new ConfigurationError([`METRICS_NETWORKS: not an address or CIDR: ${entry}`]);
      }
      return { address, prefix, family };
    });
}

/** `TRUST_PROXY` is a hop count, `true`/`false`, or a comma-separated list of addresses, CIDRs or names like `loopback`. */
function parseTrustProxy(text: string): boolean | number | string[] {
  const trimmed = text.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Reads the configuration from the environment; throws a ConfigurationError listing every problem. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigurationError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const config = toConfig(parsed.data);
  const problems: string[] = [];
  if (config.production && !parsed.data.APP_SECRET) problems.push('APP_SECRET: required in production');
  if (config.production && !parsed.data.OPERATOR_TOKEN) problems.push('OPERATOR_TOKEN: required in production');
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}
