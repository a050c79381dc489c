import {
  normaliseLanguage,
  systemStatusValues,
  type FeedbackRequest,
  type OperatorDetails,
  type PermissionInfo,
  type SystemStatus,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type AuditVerification,
} from '@platform/contract';
import type { Insertable, Selectable } from 'kysely';
import { AppError } from '../../platform/errors.ts';
import type { DatabaseTransaction } from '../../platform/database.ts';
import { countryOfAddress } from '../../platform/client-address.ts';
import { sealer } from '../../platform/sealing.ts';
import type { AuditFilter, Merchant, SystemRepository, SystemTables } from './repository.ts';
import { auditRecordOf, type AuditRecord, type OperatorActor } from '../../platform/audiences.ts';
import { createCache } from '../../platform/cache.ts';

const merchantCacheMs = 1000;
const officialHostsMemoryMs = 60_000;

/** Why the site is closed to a request: maintenance, or the country of its address is blocked. */
export type SiteClosure = { kind: 'maintenance'; message: string } | { kind: 'restricted'; ip: string; countryCode: string };

/** Site configuration, status, feedback and mirrors of the one merchant this deployment serves. */
export function systemService(options: { repository: SystemRepository; merchantCode: string; appSecret: string }) {
  const { repository, merchantCode } = options;
  const paths = sealer(options.appSecret, 'customer-service');
  const cached = createCache<Merchant>({ name: 'system_merchant', maxEntries: 1, lifetimeMs: merchantCacheMs });
  const officialHostsMemory = createCache<ReadonlySet<string>>({ name: 'system_official_hosts', maxEntries: 1, lifetimeMs: officialHostsMemoryMs });
  // One reading at a time: when the remembered merchant expires, the requests of that moment share one query.
  let loading: Promise<Merchant> | undefined;
  // Bumped by a change on this node, so a reading that started before the change is not remembered.
  let generation = 0;

  /** The merchant as remembered within the last second, or undefined when it must be read again. */
  function rememberedMerchant(): Merchant | undefined {
    return cached.get(merchantCode);
  }

  async function load(): Promise<Merchant> {
    const started = generation;
    const found = await repository.findMerchant(merchantCode);
    if (!found) throw new Error(`merchant ${merchantCode} is not configured`);
    if (started === generation) cached.set(merchantCode, found);
    return found;
  }

  function forgetMerchant(): void {
    generation += 1;
    cached.clear();
    officialHostsMemory.clear();
    loading = undefined;
  }

  function merchant(): Promise<Merchant> {
    const remembered = rememberedMerchant();
    if (remembered) return Promise.resolve(remembered);
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  function regionOf(current: Merchant, clientAddress: string) {
    const countryCode = countryOfAddress(clientAddress);
    return { countryCode, restricted: current.blockedCountries.includes(countryCode) };
  }

  /**
   * Whether the site controls close the site to a request from this address: maintenance first (as the status
   * call decides), then a blocked country; null when the site is open to it.
   */
  function closureOf(current: Merchant, clientAddress: string): SiteClosure | null {
    if (current.maintenance) return { kind: 'maintenance', message: current.maintenanceMessage };
    if (current.blockedCountries.length === 0) return null;
    const region = regionOf(current, clientAddress);
    return region.restricted ? { kind: 'restricted', ip: clientAddress, countryCode: region.countryCode } : null;
  }

  // Customer-service links travel as opaque sealed paths so the bulk configuration never exposes raw addresses.
  function sealPath(csType: string, url: string): string {
    return paths.seal(`${csType}\n${url}`).toString('base64url');
  }

  function openPath(path: string): { csType: string; url: string } | undefined {
    try {
      const [csType, url] = paths.open(Buffer.from(path, 'base64url')).split('\n');
      return csType && url ? { csType, url } : undefined;
    } catch {
      return undefined;
    }
  }

  const cdnHostsOf = (current: Merchant) => ({ imageHosts: current.config.imageCDNs, launchHosts: current.config.launchGameCDNs });

  return {
    merchant,
    rememberedMerchant,
    closureOf,

    /**
     * The configured image and launch CDNs, for the page policy: at once when the merchant is remembered, else a
     * promise of them. An empty list means the site's own origin, whatever address a request came to.
     */
    cdnHosts(): { imageHosts: string[]; launchHosts: string[] } | Promise<{ imageHosts: string[]; launchHosts: string[] }> {
      const remembered = rememberedMerchant();
      return remembered ? cdnHostsOf(remembered) : merchant().then(cdnHostsOf);
    },

    async permissionInfo(clientAddress: string): Promise<PermissionInfo> {
      const current = await merchant();
      const { config } = current;
      const region = regionOf(current, clientAddress);
      return {
        merchantCode: current.code,
        currency: current.currency,
        currencySymbol: current.currencySymbol,
        gmtOffsetMinutes: current.gmtOffsetMinutes,
        defaultLanguage: config.defaultLanguage,
        portugueseVariant: config.portugueseVariant,
        languages: config.languages,
        brand: config.brand,
        customerService: config.customerService.map((link) => ({
          csType: link.csType,
          label: link.label,
          path: sealPath(link.csType, link.url),
        })),
        domainRoute: config.domains.find((domain) => domain.kind === 'main')?.route ?? '/',
        resources: config.resources,
        whitelabel: config.whitelabel,
        registerRules: config.registerRules,
        mainDomain: config.mainDomain,
        analytics: { gtagId: config.gtagId },
        imageCDNs: config.imageCDNs,
        launchGameCDNs: config.launchGameCDNs,
        location: { ip: clientAddress, countryCode: region.countryCode },
        maintenance: { enabled: current.maintenance, message: current.maintenanceMessage },
        regionRestriction: region,
      };
    },

    /** 0 normal, 1 maintenance, 2 region restricted; maintenance takes precedence. */
    async status(clientAddress: string): Promise<SystemStatus> {
      const current = await merchant();
      const region = regionOf(current, clientAddress);
      const status = current.maintenance
        ? systemStatusValues.maintenance
        : region.restricted
          ? systemStatusValues.regionRestricted
          : systemStatusValues.normal;
      return { status, ip: clientAddress, countryCode: region.countryCode, message: current.maintenance ? current.maintenanceMessage : '' };
    },

    async whitelabel() {
      const { config } = await merchant();
      return { brand: config.brand, tree: config.whitelabel };
    },

    async domainRoute() {
      const { config } = await merchant();
      return { mainDomain: config.mainDomain, domains: config.domains };
    },

    async customerServiceLink(csType: string, path: string) {
      const opened = openPath(path);
      const { config } = await merchant();
      const configured = opened && config.customerService.some((link) => link.csType === csType && link.url === opened.url);
      if (!opened || opened.csType !== csType || !configured) throw new AppError('not_found');
      return { csType, url: opened.url };
    },

    async submitFeedback(feedback: FeedbackRequest, context: { memberId: string | null; clientAddress: string }) {
      const id = await repository.insertFeedback({
        merchantCode,
        memberId: context.memberId,
        questionType: feedback.questionType,
        content: feedback.content,
        contact: feedback.contact ?? null,
        clientAddress: context.clientAddress,
      });
      return { id };
    },

    async mirrors() {
      return { list: await repository.listMirrors(merchantCode) };
    },

    /**
     * The hosts of this merchant's own sites (main, mirror and agent domains, as `host[:port]`, lower case),
     * remembered for a minute: the WebSocket accepts pages of these origins.
     */
    async officialHosts(): Promise<ReadonlySet<string>> {
      const remembered = officialHostsMemory.get(merchantCode);
      if (remembered) return remembered;
      const { config } = await merchant();
      const mirrors = await repository.listMirrors(merchantCode);
      const hosts = new Set([...config.domains.map((entry) => entry.domain.toLowerCase()), ...mirrors.map((mirror) => new URL(mirror.url).host.toLowerCase())]);
      officialHostsMemory.set(merchantCode, hosts);
      return hosts;
    },

    /** Whether a domain belongs to this merchant (main, mirror or agent domain), so players can spot impostors. */
    async verifyMirror(domain: string) {
      const wanted = domain.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '');
      const { config } = await merchant();
      const mirrors = await repository.listMirrors(merchantCode);
      const known = [
        ...config.domains.map((entry) => entry.domain.toLowerCase()),
        ...mirrors.map((mirror) => new URL(mirror.url).host.toLowerCase()),
      ];
      return { domain: wanted, official: known.includes(wanted) };
    },

    /** The operator's legal details the help pages show (company, licence, contacts, minimum age). */
    async operatorDetails(): Promise<OperatorDetails> {
      return (await merchant()).config.operator;
    },

    /** Operator: replaces the legal details; the change and its audit row commit together. */
    async setOperatorDetails(details: OperatorDetails, actor: OperatorActor): Promise<OperatorDetails> {
      await repository.transaction(async (transaction) => {
        const current = await repository.findMerchant(merchantCode, transaction, { lock: true });
        if (!current) throw new Error(`merchant ${merchantCode} is not configured`);
        await repository.updateConfig(merchantCode, { ...current.config, operator: details }, transaction);
        await repository.insertAudit(
          auditRow(auditRecordOf(actor, { action: 'system.operator_details', subject: merchantCode, before: current.config.operator, after: details })),
          transaction,
        );
      });
      forgetMerchant();
      return details;
    },

    /** Operator: switch maintenance and the blocked countries; the change and its audit row commit together. */
    async setSiteControls(
      controls: { maintenance: boolean; maintenanceMessage: string; blockedCountries: string[] },
      actor: OperatorActor,
    ) {
      await repository.transaction(async (transaction) => {
        const before = await repository.findMerchant(merchantCode, transaction, { lock: true });
        await repository.updateSiteControls(merchantCode, controls, transaction);
        const previous = before && { maintenance: before.maintenance, maintenanceMessage: before.maintenanceMessage, blockedCountries: before.blockedCountries };
        await repository.insertAudit(auditRow(auditRecordOf(actor, { action: 'system.site_controls', subject: merchantCode, before: previous, after: controls })), transaction);
      });
      forgetMerchant();
      return controls;
    },

    /**
     * Records an operator action of any module with its before and after state. Given the transaction of the
     * change, the row commits with it or not at all.
     */
    async audit(entry: AuditRecord, transaction?: DatabaseTransaction) {
      await repository.insertAudit(auditRow(entry), transaction);
    },

    /** Audit rows newest first, filtered, one page at a time. */
    async auditEntries(query: AuditQuery): Promise<AuditPage> {
      const rows = await repository.auditEntries(auditFilterOf(query), query.limit + 1);
      return { entries: rows.slice(0, query.limit).map(presentAuditRow), more: rows.length > query.limit };
    },

    /** Every audit row the filters select, oldest first, for an export (at most `auditExportMax`). */
    async auditExport(query: AuditQuery): Promise<AuditEntry[]> {
      const rows = await repository.auditEntries(auditFilterOf(query), auditExportMax);
      return rows.reverse().map(presentAuditRow);
    },

    /** Walks the whole chain: ok, or the first row that was changed, inserted or deleted. */
    async verifyAudit(): Promise<AuditVerification> {
      const { brokenId, checked } = await repository.brokenAuditRow();
      return { ok: brokenId === null, checked, brokenAt: brokenId };
    },

    languageOf: normaliseLanguage,
  };
}

export type SystemService = ReturnType<typeof systemService>;

/** The most rows one audit export holds. */
export const auditExportMax = 10_000;

function auditRow(entry: AuditRecord): Insertable<SystemTables['operator_audit']> {
  return {
    actor: entry.actor,
    staff_id: entry.staffId ?? null,
    area: entry.area ?? '',
    action: entry.action,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? '',
    client_address: entry.clientAddress,
    user_agent: entry.userAgent ?? '',
  };
}

/** The filters of an audit query; dates are whole days in UTC, `to` included. */
function auditFilterOf(query: AuditQuery): AuditFilter {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return {
    ...(query.staffId ? { staffId: query.staffId } : {}),
    ...(query.area ? { area: query.area } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.target ? { target: query.target } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { to: nextDay(query.to) } : {}),
    ...(query.before ? { before: query.before } : {}),
  };
}

function presentAuditRow(row: Selectable<SystemTables['operator_audit']>): AuditEntry {
  return {
    id: String(row.id),
    at: row.created_at.toISOString(),
    staffId: row.staff_id === null ? null : String(row.staff_id),
    actor: row.actor,
    area: row.area,
    action: row.action,
    target: row.subject,
    before: row.before,
    after: row.after,
    reason: row.reason,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    hash: row.hash,
  };
}
