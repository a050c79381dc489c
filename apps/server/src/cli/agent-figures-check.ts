import { loadConfig } from '../config.ts';
import { teamReader } from '../modules/account/team.ts';
import { agentService } from '../modules/agent/service.ts';
import { systemRepository } from '../modules/system/repository.ts';
import { figureMovementsReader } from '../modules/wallet/figure-movements.ts';
import { defaultAgentTypes } from '../wiring/services.ts';
import { runOnDatabase } from './cli-database.ts';

/**
 * `npm run agent:check`: compares the agent centre's team figures of the database in DATABASE_URL (or of the
 * embedded default database) with the ledger, up to where the figures job has counted. Prints each member
 * and figure that differs and exits 1, or exits 0.
 */
runOnDatabase('agent figures check', async (database) => {
  const config = loadConfig();
  const merchant = await systemRepository(database.db).findMerchant(config.merchantCode);
  const agent = agentService({
    database: database.db,
    merchantCode: config.merchantCode,
    ports: {
      team: teamReader(database.db, { trialMemberType: 4 }),
      openAccount: () => Promise.reject(new Error('the check opens no account')),
      ledger: { ...figureMovementsReader(database.db), transactions: () => Promise.reject(new Error('the check reads no records')) },
      gmtOffsetMinutes: async () => merchant?.gmtOffsetMinutes ?? 0,
      audit: () => Promise.reject(new Error('the check changes nothing')),
      agentTypes: defaultAgentTypes,
    },
  });
  const countedBefore = await agent.figures.countedBefore();
  const differences = await agent.figures.reconcile();
  if (differences.length > 0) {
    for (const difference of differences.slice(0, 50)) {
      process.stderr.write(`member ${difference.memberId}: ${difference.figure} is ${difference.figures} in the figures, ${difference.ledger} in the ledger\n`);
    }
    process.stderr.write(`agent figures differ from the ledger in ${differences.length} places\n`);
    return 1;
  }
  process.stdout.write(`agent figures ok: they match the ledger up to ${countedBefore?.toISOString() ?? 'the start (nothing counted yet)'}\n`);
  return 0;
});
