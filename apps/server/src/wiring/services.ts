import { Redis } from 'ioredis';
import { winnerTopic } from '@platform/contract';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../platform/database.ts';
import { systemRepository } from '../modules/system/repository.ts';
import { systemService } from '../modules/system/service.ts';
import { contentRepository } from '../modules/content/repository.ts';
import { contentService } from '../modules/content/service.ts';
import { lobbyRepository } from '../modules/lobby/repository.ts';
import { lobbyService } from '../modules/lobby/service.ts';
import { sessionRepository } from '../modules/account/session-repository.ts';
import { sessionChangesChannel, sessionService } from '../modules/account/sessions.ts';
import { listenForNotifications } from '../platform/database-notifications.ts';
import { accountService } from '../modules/account/service.ts';
import { createRealtimeHub } from '../platform/realtime.ts';
import { walletService } from '../modules/wallet/service.ts';
import { gamesService } from '../modules/games/service.ts';
import { loadGamesConfig } from '../modules/games/games-config.ts';
import { gamesCataloguePort, gamesMembersPort, referenceGameNamesPort, gamesMerchantPort, gamesRealtimePort, gamesWalletPort } from './games-ports.ts';
import { createJobs } from './jobs.ts';
import { staffRepository } from '../modules/staff/repository.ts';
import { staffService } from '../modules/staff/service.ts';
import { agentService, type AgentService } from '../modules/agent/service.ts';
import { agentOperatorService } from '../modules/agent/operator.ts';
import type { AgentPorts } from '../modules/agent/ports.ts';
import { lotteryService } from '../modules/lottery/service.ts';
import { lotteryCataloguePort, lotteryLedgerPort, lotteryMembersPort, lotteryMerchantPort, lotteryRealtimePort, lotteryRecordsPort } from './lottery-ports.ts';

/** Member types that are agents unless the merchant configures others (spec §6). */
export const defaultAgentTypes = [1, 2, 41, 42] as const;

/** Wires each module's service to its repository; the one place that knows every module. */
export function createServices(options: { config: Config; database: DatabaseHandle }) {
  const { config, database } = options;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const system = systemService({ repository: systemRepository(database.db), merchantCode: config.merchantCode, appSecret: config.appSecret });
  const content = contentService({
    repository: contentRepository(database.db),
    merchantCode: config.merchantCode,
    operatorDetails: async () => {
      const { config: merchantConfig } = await system.merchant();
      return { details: merchantConfig.operator, brand: merchantConfig.brand.name };
    },
  });
  const realtime = createRealtimeHub({ ...(redis ? { redis } : {}), channelPrefix: config.redisPrefix });
  // The home page's winner board is live for every visitor, logged in or not.
  realtime.allowPublicTopic(winnerTopic);
  const lobby = lobbyService({
    repository: lobbyRepository(database.db),
    merchantCode: config.merchantCode,
    redis,
    winnerAnnouncer: { listening: () => realtime.reaches(winnerTopic), announce: (event) => realtime.publish(winnerTopic, event) },
  });
  const sessions = sessionService({
    repository: sessionRepository(database.db),
    agentTypes: defaultAgentTypes,
    listen: (handlers) => listenForNotifications(database.connectionString, sessionChangesChannel, handlers),
  });
  const built: { agent?: AgentService } = {};
  const account = accountService({
    database: database.db,
    merchantCode: config.merchantCode,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    agentTypes: defaultAgentTypes,
    sessions,
    sessionRepository: sessionRepository(database.db),
    merchant: () => system.merchant(),
    audit: (entry, transaction) => system.audit(entry, transaction),
    // The agent module is built after the account module it reads; registration reaches its links through this.
    promotionLinks: () => built.agent?.promotionLinks,
  });
  const wallet = walletService({
    database: database.db,
    pool: database.pool,
    merchantCode: config.merchantCode,
    trialMemberType: 4,
    members: {
      memberOf: (memberId, executor) => account.memberOf(memberId, executor),
      verifyPaymentPassword: (memberId, password) => account.verifyPaymentPassword(memberId, password),
      isInSubtree: (ancestorId, descendantId) => account.isInSubtree(ancestorId, descendantId),
      downlinesOf: (ancestorId, query) => account.downlinesOf(ancestorId, query),
    },
    merchant: () => system.merchant(),
    realtime,
    audit: (entry, transaction) => system.audit(entry, transaction),
    paymentSimulator: config.demoData && !config.production,
    gameNames: referenceGameNamesPort(lobby),
  });
  realtime.allowClientTopics('house:');
  const games = gamesService({
    config: loadGamesConfig(process.env, { production: config.production, test: config.environment === 'test' }),
    database: database.db,
    pool: database.pool,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    trialMemberType: 4,
    ports: {
      wallet: gamesWalletPort(wallet),
      catalogue: gamesCataloguePort(lobby),
      members: gamesMembersPort(account),
      realtime: gamesRealtimePort(realtime),
      merchant: gamesMerchantPort(system),
    },
  });
  const lottery = lotteryService({
    database: database.db,
    merchantCode: config.merchantCode,
    appSecret: config.appSecret,
    ports: {
      ledger: lotteryLedgerPort(wallet),
      members: lotteryMembersPort(account),
      records: lotteryRecordsPort(games),
      catalogue: lotteryCataloguePort(lobby),
      merchant: lotteryMerchantPort(system),
      realtime: lotteryRealtimePort(realtime),
    },
  });
  const agentPorts: AgentPorts = {
    team: account.team,
    openAccount: (member, transaction) => account.createMember(member, transaction),
    ledger: { ...wallet.figures, transactions: (memberIds, query, language) => wallet.teamTransactionHistory(memberIds, query, language) },
    gmtOffsetMinutes: async () => (await system.merchant()).gmtOffsetMinutes,
    audit: (record, transaction) => system.audit(record, transaction),
    agentTypes: defaultAgentTypes,
  };
  const agent = agentService({ database: database.db, merchantCode: config.merchantCode, ports: agentPorts });
  const agentOperator = agentOperatorService({ database: database.db, ports: agentPorts, agent });
  built.agent = agent;
  const jobs = createJobs({ pool: database.pool, wallet, games, agent });
  const staff = staffService({
    repository: staffRepository(database.db),
    ports: { audit: (record, transaction) => system.audit(record, transaction), brandName: async () => (await system.merchant()).config.brand.name },
  });
  return {
    staff,
    agent,
    agentOperator,
    redis,
    jobs,
    sessions,
    account,
    system,
    content,
    lobby,
    realtime,
    wallet,
    games,
    lottery,
    repositories: { content: contentRepository(database.db), system: systemRepository(database.db), sessions: sessionRepository(database.db) },
    async close() {
      await jobs.stop();
      await lottery.scheduler.stop();
      await games.close();
      await account.close();
      await sessions.close();
      await lobby.close();
      wallet.close();
      await realtime.close();
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
