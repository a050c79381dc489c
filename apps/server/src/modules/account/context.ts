import type { FieldRule, WhitelabelNode } from '@platform/contract';
import { defaultRegisterRules } from '@platform/contract/field-rules';
import type { MailProvider } from '../../platform/mail.ts';
import type { SmsProvider } from '../../platform/sms.ts';
import type { AccountRepository } from './account-repository.ts';
import type { CaptchaService } from './captcha.ts';
import type { SecretBox } from './secret-box.ts';
import type { SessionService } from './sessions.ts';
import type { AccountSettingsStore } from './settings.ts';
import type { SmsCodeService } from './sms-codes.ts';
import type { VerificationRepository } from './verification-repository.ts';

/** The part of the merchant (owned by the system module) that accounts read. */
export interface MerchantView {
  name: string;
  currencySymbol: string;
  config: { registerRules: Record<string, FieldRule>; whitelabel: WhitelabelNode[]; brand: { name: string } };
}

/** Everything the account commands share; built once in service.ts. */
export interface AccountContext {
  merchantCode: string;
  agentTypes: readonly number[];
  publicUrl: string;
  accounts: AccountRepository;
  verification: VerificationRepository;
  sessions: SessionService;
  settings: AccountSettingsStore;
  merchant: () => Promise<MerchantView>;
  codes: SmsCodeService;
  captcha: CaptchaService;
  mail: MailProvider;
  /** The sms provider alerts go through (codes have their own service). */
  sms: SmsProvider;
  secrets: SecretBox;
}

/** Who is asking: the address Fastify resolved through trusted proxies, the browser and the language. */
export interface ClientContext {
  clientAddress: string;
  userAgent: string;
  language: string;
}

/** Whether a white-label feature is on: the node and every node above it enabled (spec §6 feature visibility). */
export function isFeatureEnabled(tree: WhitelabelNode[], path: readonly string[]): boolean {
  let nodes = tree;
  for (const modId of path) {
    const node = nodes.find((candidate) => candidate.modId === modId);
    if (!node || node.enabled !== '1') return false;
    nodes = node.childrenNodes;
  }
  return true;
}

/** The rules the browser and the server check against: the merchant's, over the demo defaults. */
export function effectiveRules(merchant: MerchantView): Record<string, FieldRule> {
  return { ...defaultRegisterRules, ...merchant.config.registerRules };
}
