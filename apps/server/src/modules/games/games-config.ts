import { z } from 'zod';

/** Stake bounds of one bet and the most one round may pay, in minor units. */
export interface BetLimits {
  stakeMin: number;
  stakeMax: number;
  winPerRoundMax: number;
}

export interface GamesConfig {
  /** Each vendor's signing secret; `*` is the secret of every catalogue vendor without one of its own. */
  vendorSecrets: ReadonlyMap<string, string>;
  /** Each vendor's game page base URL; vendors without one use the simulated vendor. */
  vendorUrls: ReadonlyMap<string, string>;
  defaultVendorUrl: string;
  /** Limits by `VENDOR:GAME`, `VENDOR:*` or `*`, the most specific first. */
  betLimits: ReadonlyMap<string, BetLimits>;
  sessionLifetimeMinutes: number;
  /** Whether this node competes to run the shared crash rounds. */
  crashRunner: boolean;
}

// Development secrets let the simulated vendor work on a fresh clone; production configures real ones.
const developmentVendorSecrets = '*:development-vendor-secret-not-for-production';

/** Limits when configuration names none: 0.10 to 10,000.00 a bet, 1,000,000.00 a round. */
export const defaultBetLimits: BetLimits = { stakeMin: 10, stakeMax: 1_000_000, winPerRoundMax: 100_000_000 };

/** House game defaults: the slot's stake is its total bet across 20 lines. */
const houseBetLimits = 'HOUSE:SLOT=20/200000/100000000;HOUSE:DICE=10/1000000/100000000;HOUSE:MINES=10/1000000/100000000;HOUSE:CRASH=10/1000000/100000000';

const environmentSchema = z.object({
  VENDOR_SECRETS: z.string().optional(),
  VENDOR_URLS: z.string().optional(),
  VENDOR_SIM_URL: z.url().default('http://localhost:8081'),
  GAME_BET_LIMITS: z.string().optional(),
  GAME_SESSION_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(12 * 60),
  GAMES_CRASH_RUNNER: z.enum(['true', 'false']).optional(),
});

/** Splits `KEY:value,KEY:value`; the key ends at the first `between`, so values may hold it (URLs hold colons). */
function pairs(text: string, separator: ',' | ';', between: ':' | '=', name: string): [string, string][] {
  return text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const at = part.indexOf(between);
      const key = part.slice(0, at).trim();
      const value = part.slice(at + 1).trim();
      if (at <= 0 || value.length === 0) throw new Error(`${name}: "${part}" is not KEY${between}value`);
      return [key, value];
    });
}

function parseLimits(text: string): [string, BetLimits][] {
  return pairs(text, ';', '=', 'GAME_BET_LIMITS').map(([key, value]) => {
    const numbers = value.split('/').map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : Number.NaN));
    const [stakeMin, stakeMax, winPerRoundMax] = numbers;
    if (numbers.length !== 3 || numbers.some((number) => !Number.isSafeInteger(number)) || stakeMin! < 1 || stakeMin! > stakeMax!) {
      throw new Error(`GAME_BET_LIMITS: "${key}" needs min/max/maxWin in minor units with 1 ≤ min ≤ max`);
    }
    return [key, { stakeMin: stakeMin!, stakeMax: stakeMax!, winPerRoundMax: winPerRoundMax! }];
  });
}

/** Reads the games settings from the environment; throws naming the variable that is wrong. */
export function loadGamesConfig(environment: NodeJS.ProcessEnv, options: { production: boolean; test: boolean }): GamesConfig {
  const parsed = environmentSchema.parse(environment);
  const secretsText = parsed.VENDOR_SECRETS ?? (options.production ? '' : developmentVendorSecrets);
  const vendorSecrets = new Map(pairs(secretsText, ',', ':', 'VENDOR_SECRETS'));
  for (const [code, secret] of vendorSecrets) {
    if (code !== '*' && !/^[A-Z0-9_]{2,32}$/.test(code)) throw new Error(`VENDOR_SECRETS: "${code}" is not a vendor code`);
    if (secret.length < 16) throw new Error(`VENDOR_SECRETS: the secret of ${code} needs at least 16 characters`);
  }
  const vendorUrls = new Map(pairs(parsed.VENDOR_URLS ?? '', ',', ':', 'VENDOR_URLS').map(([code, url]) => [code, url.replace(/\/+$/, '')]));
  const betLimits = new Map([['*', defaultBetLimits] as [string, BetLimits], ...parseLimits(houseBetLimits), ...parseLimits(parsed.GAME_BET_LIMITS ?? '')]);
  return {
    vendorSecrets,
    vendorUrls,
    defaultVendorUrl: parsed.VENDOR_SIM_URL.replace(/\/+$/, ''),
    betLimits,
    sessionLifetimeMinutes: parsed.GAME_SESSION_MINUTES,
    crashRunner: parsed.GAMES_CRASH_RUNNER ? parsed.GAMES_CRASH_RUNNER === 'true' : !options.test,
  };
}

/** The limits of a game: its own, else its vendor's, else the default. */
export function betLimitsOf(config: GamesConfig, vendorCode: string, gameCode: string): BetLimits {
  return config.betLimits.get(`${vendorCode}:${gameCode}`) ?? config.betLimits.get(`${vendorCode}:*`) ?? config.betLimits.get('*') ?? defaultBetLimits;
}

/** A vendor's signing secret: its own, else the shared one of catalogue vendors. */
export function vendorSecretOf(config: GamesConfig, vendorCode: string): { secret: string; shared: boolean } | undefined {
  const own = config.vendorSecrets.get(vendorCode);
  if (own) return { secret: own, shared: false };
  const shared = config.vendorSecrets.get('*');
  return shared ? { secret: shared, shared: true } : undefined;
}
