import { z } from 'zod';
import { brandSchema, whitelabelNodeSchema, fieldRuleSchema, operatorDetailsSchema, portugueseVariants, type OperatorDetails } from '@platform/contract';

/** The configuration a merchant keeps in `merchants.config`: everything the permission information exposes. */
export const merchantConfigSchema = z.object({
  brand: brandSchema,
  defaultLanguage: z.string(),
  /** Which Portuguese the site's PT texts are in: Brazilian (the demo's) or European. */
  portugueseVariant: z.enum(portugueseVariants).default('pt-BR'),
  languages: z.array(z.string()),
  mainDomain: z.string(),
  domains: z.array(z.object({ domain: z.string(), kind: z.enum(['main', 'mirror', 'agent']), route: z.string() })),
  customerService: z.array(z.object({ csType: z.string(), label: z.string(), url: z.string() })),
  resources: z.array(z.object({ resourceType: z.string(), url: z.string() })),
  whitelabel: z.array(whitelabelNodeSchema),
  registerRules: z.record(z.string(), fieldRuleSchema),
  gtagId: z.string(),
  /** The company, licence and contacts the help pages name; the operator edits them. */
  operator: operatorDetailsSchema.default(() => demoOperatorDetails),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type MerchantConfig = z.infer<typeof merchantConfigSchema>;

/**
 * The demo operator's details: a demonstration company without a real gaming licence, as the help pages say.
 * A real operator replaces them through PUT /ops/system/operator-details.
 */
export const demoOperatorDetails: OperatorDetails = {
  companyName: 'Sorte Dourada Demonstração Ltda.',
  registrationNumber: 'CNPJ 00.000.000/0001-00',
  licenceNumber: 'DEMO-0000/2026',
  licenceAuthority: 'demonstração, sem licença de jogo real',
  address: 'Av. Paulista, 1000, São Paulo - SP, 01310-100, Brasil',
  supportEmail: 'suporte@sortedourada.example',
  minimumAge: 18,
};

const leaf = (modId: string, enabled: '1' | '0' = '1') => ({ modId, enabled, childrenNodes: [] });

/** The configuration of the fixed demo merchant, a Brazilian-market lottery and casino brand. */
export function demoMerchantConfig(publicUrl: string): MerchantConfig {
  const host = new URL(publicUrl).host;
  return {
    brand: {
      name: 'Sorte Dourada',
      logoUrl: '/brand/logo.svg',
      colors: {
        primary: '#f5c04a',
        primaryText: '#1a1030',
        accent: '#22c98e',
        background: '#0d0a1f',
        surface: '#171233',
        surfaceRaised: '#221b47',
        text: '#f4f1ff',
        textMuted: '#a49cc8',
      },
      description: {
        pt: 'Sorte Dourada é uma plataforma de loteria e jogos online para maiores de 18 anos. Jogue com responsabilidade.',
        en: 'Sorte Dourada is an online lottery and gaming platform for adults aged 18 and over. Play responsibly.',
        es: 'Sorte Dourada es una plataforma de lotería y juegos en línea para mayores de 18 años. Juega con responsabilidad.',
        zh: 'Sorte Dourada 是面向18岁以上成年人的在线彩票与游戏平台。请理性娱乐。',
      },
    },
    defaultLanguage: 'pt',
    portugueseVariant: 'pt-BR',
    languages: ['pt', 'en', 'es', 'zh'],
    mainDomain: host,
    domains: [
      { domain: host, kind: 'main', route: '/' },
      { domain: 'mirror1.sortedourada.example', kind: 'mirror', route: '/' },
      { domain: 'agentes.sortedourada.example', kind: 'agent', route: '/agent' },
    ],
    customerService: [
      { csType: 'LIVE_CHAT', label: 'Chat ao vivo', url: 'https://support.sortedourada.example/chat' },
      { csType: 'TELEGRAM', label: 'Telegram', url: 'https://t.me/sortedourada_suporte' },
      { csType: 'WHATSAPP', label: 'WhatsApp', url: 'https://wa.me/5511900000000' },
    ],
    resources: [
      { resourceType: 'facebook', url: 'https://facebook.com/sortedourada' },
      { resourceType: 'telegram', url: 'https://t.me/sortedourada' },
      { resourceType: 'google', url: 'https://play.google.com/store/apps/details?id=example.sortedourada' },
      { resourceType: 'app_android', url: `${publicUrl}/down` },
      { resourceType: 'app_ios', url: `${publicUrl}/down` },
    ],
    whitelabel: [
      { modId: 'REGISTER', enabled: '1', childrenNodes: [leaf('MOBILE_REGISTER', '0'), leaf('SMS_VERIFICATION', '0')] },
      { modId: 'LOGIN', enabled: '1', childrenNodes: [leaf('MOBILE_CODE_LOGIN'), leaf('FREE_PLAY'), leaf('FORCE_CHANGE_PASSWORD')] },
      { modId: 'PTSYS3', enabled: '1', childrenNodes: [] },
      { modId: 'AGENT_POLICY', enabled: '1', childrenNodes: [] },
      { modId: 'TRANSFER_UPLINE', enabled: '1', childrenNodes: [] },
    ],
    registerRules: {},
    gtagId: '',
    operator: demoOperatorDetails,
    // No CDN: pictures and game launches come from whatever address the site was reached at (its own origin).
    imageCDNs: [],
    launchGameCDNs: [],
  };
}
