import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditPageSchema, auditQuerySchema, auditVerificationSchema, type AuditEntry } from '@platform/contract';
import { defineRoute, routeAccess, operatorRoutePermissions } from '../../platform/http.ts';
import { auditRecordOf, operatorActorOf } from '../../platform/audiences.ts';
import { parseInput } from '../../platform/validation.ts';
import type { SystemService } from './service.ts';

const tags = ['operator', 'audit'];
const csvUrl = '/audit/entries.csv';

/** The staff audit's calls, inside the operator audience (prefix /ops): read, verify the chain, export. */
export function systemAuditRoutes(app: FastifyInstance, service: SystemService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/audit/entries',
    summary: 'Staff audit rows, newest first, by staff member, area, action, target and period',
    tags,
    access: 'operator',
    permission: 'audit.view',
    query: auditQuerySchema,
    value: auditPageSchema,
    handler: ({ query }) => service.auditEntries(query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/audit/verify',
    summary: 'Walks the whole audit chain: ok, or the first row that was changed or removed (the check itself is audited)',
    tags,
    access: 'operator',
    permission: 'audit.view',
    auditedByService: true,
    value: auditVerificationSchema,
    handler: async ({ request }) => {
      const verification = await service.verifyAudit();
      await service.audit(auditRecordOf(operatorActorOf(request), { action: 'audit.verify', subject: 'operator_audit', before: null, after: verification }));
      return verification;
    },
  });
  // The export answers CSV rather than the envelope; its errors still travel in the envelope.
  routeAccess.set(`GET ${app.prefix}${csvUrl}`, 'operator');
  operatorRoutePermissions.set(`GET ${app.prefix}${csvUrl}`, 'audit.view');
  app.get(csvUrl, { schema: { hide: true }, config: { operatorAccess: 'audit.view' } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseInput(auditQuerySchema, request.query);
    const entries = await service.auditExport(query);
    await service.audit(auditRecordOf(operatorActorOf(request), { action: 'audit.export', subject: 'operator_audit', before: null, after: { filters: request.query, rows: entries.length } }));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .header('cache-control', 'private, no-store')
      .send(auditCsv(entries));
  });
}

const csvColumns = ['id', 'at', 'staffId', 'actor', 'area', 'action', 'target', 'before', 'after', 'reason', 'clientAddress', 'userAgent', 'hash'] as const;

/** RFC 4180 CSV; a cell a spreadsheet would read as a formula is written as text. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [csvColumns.join(','), ...entries.map((entry) => csvColumns.map((column) => cell(entry[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
