import { z } from 'zod';
import { portugueseVariants } from '../languages.ts';

/** A node of the white-label feature tree: a module id, enabled '1' or '0', and its children. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNodeSchema) }),
);

export const brandSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  colors: z.object({
    primary: z.string(),
    primaryText: z.string(),
    accent: z.string(),
    background: z.string(),
    surface: z.string(),
    surfaceRaised: z.string(),
    text: z.string(),
    textMuted: z.string(),
  }),
  description: z.record(z.string(), z.string()),
});
export type Brand = z.infer<typeof brandSchema>;

/** A server-provided field rule (spec §5): a lone `*` pattern means anything. */
export const fieldRuleSchema = z.object({
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
  patternId: z.string(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const customerServiceLinkSchema = z.object({ csType: z.string(), path: z.string(), label: z.string() });
export const resourceSchema = z.object({ resourceType: z.string(), url: z.string() });

export const permissionInfoSchema = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  gmtOffsetMinutes: z.number().int(),
  defaultLanguage: z.string(),
  /** Which Portuguese the PT texts are shown in. */
  portugueseVariant: z.enum(portugueseVariants),
  languages: z.array(z.string()),
  brand: brandSchema,
  customerService: z.array(customerServiceLinkSchema),
  domainRoute: z.string(),
  resources: z.array(resourceSchema),
  whitelabel: z.array(whitelabelNodeSchema),
  registerRules: z.record(z.string(), fieldRuleSchema),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), countryCode: z.string() }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  regionRestriction: z.object({ restricted: z.boolean(), countryCode: z.string() }),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

/** System status: 0 normal, 1 maintenance, 2 region restricted; maintenance takes precedence. */
export const systemStatusValues = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  countryCode: z.string(),
  message: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const whitelabelSchema = z.object({ brand: brandSchema, tree: z.array(whitelabelNodeSchema) });

export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  domains: z.array(z.object({ domain: z.string(), kind: z.enum(['main', 'mirror', 'agent']), route: z.string() })),
});

export const customerServiceQuerySchema = z.object({ csType: z.string().trim().min(1).max(32), path: z.string().trim().min(1).max(512) });
export const customerServiceValueSchema = z.object({ csType: z.string(), url: z.string() });

export const mirrorSiteSchema = z.object({ url: z.string(), label: z.string() });
export const mirrorListSchema = z.object({ list: z.array(mirrorSiteSchema) });
export const mirrorVerifyQuerySchema = z.object({ domain: z.string().trim().min(1).max(253) });
export const mirrorVerifyValueSchema = z.object({ domain: z.string(), official: z.boolean() });
