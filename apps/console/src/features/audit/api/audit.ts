import { auditPageSchema, auditVerificationSchema, type AuditQuery } from '@platform/contract/staff/audit';
import { apiCall, downloadFile } from '../../../lib/api-client.ts';

/** The filters of the audit screen as the server's query takes them; the page size and cursor are added per call. */
export type AuditFilters = Omit<AuditQuery, 'before' | 'limit'>;

/** The number of rows fetched per page. */
export const auditPageSize = 50;

/** One page of audit rows, newest first, older than `before` when given. */
export function fetchAuditPage(filters: AuditFilters, before?: string) {
  return apiCall('GET', '/ops/audit/entries', auditPageSchema, { query: { ...filters, before, limit: auditPageSize } });
}

/** Walks the whole chain on the server and says whether every row follows the one before. */
export function verifyAuditChain() {
  return apiCall('POST', '/ops/audit/verify', auditVerificationSchema, { body: {} });
}

/** Downloads the rows matching the filters as CSV. */
export function exportAuditCsv(filters: AuditFilters) {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile('/ops/audit/entries.csv', { ...filters }, `audit-${day}.csv`);
}
