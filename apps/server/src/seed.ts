import type { Config } from './config.ts';
import type { Services } from './wiring/services.ts';
import { demoMerchantConfig } from './modules/system/merchant-config.ts';
import { seedHelpTopics } from './modules/content/seed.ts';
import { seedWalletChannels } from './modules/wallet/seed.ts';
import { seedSiteContent } from './modules/content/site-content-seed.ts';
import { seedDemoAccounts } from './modules/account/seed.ts';
import { seedDemoStaff } from './modules/staff/seed.ts';
import { seedDemoHistory } from './demo-history.ts';
import type { DatabaseHandle } from './platform/database.ts';

/**
 * Start-up data: the merchant row always (a site cannot run without it), and the demo data
 * (mirrors, help topics, later accounts and catalogue) when demo data is enabled. Every step is idempotent.
 */
export async function applySeed(config: Config, services: Services, database?: DatabaseHandle): Promise<{ demoAccounts: string[]; demoStaff: string[] }> {
  await services.repositories.system.insertMerchantIfMissing({
    code: config.merchantCode,
    name: 'Sorte Dourada',
    currency: 'BRL',
    currencySymbol: 'R$',
    gmtOffsetMinutes: -180,
    config: demoMerchantConfig(config.publicUrl),
    maintenance: false,
    maintenanceMessage: '',
    blockedCountries: ['US', 'GB', 'FR', 'ES', 'NL', 'AU', 'SG'],
  });
  await services.account.settings.ensureDefaults();
  await seedHelpTopics(services.content, await services.repositories.content.helpTopicKeys(config.merchantCode));
  await seedWalletChannels(services.wallet);
  await services.lottery.seedGames();
  await services.lottery.ensureDrawsAhead();
  if (config.demoData) {
    await services.lobby.seedDemo();
    await seedSiteContent(services.content);
    const mirrors = [
      { url: 'https://mirror1.sortedourada.example', label: 'Espelho 1' },
      { url: 'https://mirror2.sortedourada.example', label: 'Espelho 2' },
    ];
    for (const [index, mirror] of mirrors.entries()) {
      await services.repositories.system.insertMirrorIfMissing({ merchantCode: config.merchantCode, ...mirror, sort: index });
    }
  }
  const demoAccounts = config.demoData ? await seedDemoAccounts(services.account) : [];
  const demoStaff = config.demoData ? await seedDemoStaff(services.staff) : [];
  if (config.demoHistory && database) await seedDemoHistory(services, database);
  return { demoAccounts, demoStaff };
}
