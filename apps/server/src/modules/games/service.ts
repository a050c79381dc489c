/**
 * The games module: launch, the vendor wallet API, rounds and records, and the house games. Other
 * modules reach it through `recordLotteryRound` (the lottery's rounds in the betting record) and
 * `dailyFigures` (the agent centre's team reports).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../../platform/database.ts';
import { gameRoundMoney } from './round-money.ts';
import { gameVendorStatements } from './vendor-statements.ts';
import type { GamesConfig } from './games-config.ts';
import { gameSessions } from './game-sessions.ts';
import { gamesTransactions, merchantSettingsCache } from './games-transaction.ts';
import { launchService } from './launch.ts';
import type { GamesCatalogue, GamesMembers, GamesMerchant, GamesRealtime, GamesWallet } from './ports.ts';
import { recordsRepository } from './records-repository.ts';
import { recordsService } from './records.ts';
import { gamesRepository } from './repository.ts';
import { vendorWalletService } from './vendor-wallet.ts';
import { crashRounds } from './house/crash-rounds.ts';
import { crashRunner } from './house/crash-runner.ts';
import { fairSeeds } from './house/fair-seeds.ts';
import { houseRounds } from './house/house-rounds.ts';
import { instantGames } from './house/instant-games.ts';
import { minesGame } from './house/mines.ts';
import { seedVault } from './house/seed-vault.ts';

/** Expired launch tokens and sessions are kept this long (a late call still learns its token expired), then purged. */
const sessionRetentionDays = 7;

export interface GamesPorts {
  wallet: GamesWallet;
  catalogue: GamesCatalogue;
  members: GamesMembers;
  realtime: GamesRealtime;
  merchant: GamesMerchant;
}

export interface GamesLogger {
  error(details: object, message: string): void;
}

export function gamesService(options: {
  config: GamesConfig;
  database: Database;
  pool: pg.Pool;
  appSecret: string;
  publicUrl: string;
  trialMemberType: number;
  ports: GamesPorts;
}) {
  const { config, database, ports } = options;
  let logger: GamesLogger = { error: () => undefined };
  const logError = (error: unknown) => logger.error({ err: error }, 'games: work after commit failed');
  const repository = gamesRepository(database);
  const settings = merchantSettingsCache(ports.merchant);
  const transactions = gamesTransactions({ database, poolSize: options.pool.options.max ?? 10, settings });
  // Inside a game transaction this reads the settings loaded before it opened, never the pool.
  const gmtOffsetMinutes = async () => settings.current().gmtOffsetMinutes;
  const accountOf = async (memberId: string) => (await ports.members.standing(memberId))?.account;
  const sessions = gameSessions({
    repository,
    sessionKey: createHash('sha256').update(`games-session:${options.appSecret}`).digest(),
    sessionLifetimeMinutes: config.sessionLifetimeMinutes,
  });
  const money = gameRoundMoney({ repository, wallet: ports.wallet, catalogue: ports.catalogue, accountOf, gmtOffsetMinutes });
  const vendorWallet = vendorWalletService({ config, repository, sessions, money, statements: gameVendorStatements(options.pool), wallet: ports.wallet, members: ports.members, catalogue: ports.catalogue, transactions, settings });
  const launch = launchService({ config, repository, sessions, catalogue: ports.catalogue, merchant: ports.merchant, publicUrl: options.publicUrl, trialMemberType: options.trialMemberType });
  const records = recordsService({ records: recordsRepository(database), repository, merchant: ports.merchant, catalogue: ports.catalogue });
  const vault = seedVault(options.appSecret);
  const seeds = fairSeeds({ database, vault });
  const rounds = houseRounds({ config, repository, money, seeds, catalogue: ports.catalogue, currency: async () => (await settings.fresh()).currency, transactions, logError });
  const crash = crashRounds({ database, repository, rounds, vault, realtime: ports.realtime, accountOf, transactions, logError });
  const runner = crashRunner({ pool: options.pool, database, crash, rounds, vault, realtime: ports.realtime, transactions, logError });
  const house = {
    seeds,
    limitsOf: (gameCode: string) => rounds.limitsOf(gameCode),
    instant: instantGames(rounds),
    mines: minesGame({ database, repository, rounds, money, seeds, wallet: ports.wallet, transactions, logError }),
    crash,
  };

  return {
    config,
    launch,
    vendorWallet,
    /** What the vendor wallet audience needs: its secrets, the vendors known to the catalogue and the calls. */
    vendorApi: { config, catalogue: ports.catalogue, service: vendorWallet },
    records,
    house,
    crashRunner: runner,
    /** The lottery writes its rounds into the betting record (and the daily figures) in its own transaction. */
    recordLotteryRound: records.recordLotteryRound,
    recordLotteryRounds: records.recordLotteryRounds,
    /** Per-member daily figures (valid bet, win, rounds by category), for the agent centre. */
    dailyFigures: records.dailyFigures,
    /** Origins of the vendors' game pages, which the site's game page frames after the launch host's redirect. */
    frameSources: () => [...new Set([config.defaultVendorUrl, ...config.vendorUrls.values()].map((url) => new URL(url).origin))],
    /** Removes launch tokens and sessions expired more than a week ago (an hourly job; it is idempotent). */
    purgeExpiredSessions: () => sessions.purgeExpired(database, sessionRetentionDays),

    useLogger(next: GamesLogger): void {
      logger = next;
    },

    /** Starts this node's competing to run the crash rounds. */
    start(): void {
      if (config.crashRunner) runner.start();
    },

    async close(): Promise<void> {
      await runner.stop();
    },
  };
}

export type GamesService = ReturnType<typeof gamesService>;
