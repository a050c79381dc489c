/**
 * The staff audit: one append-only row per staff action and login, each carrying the hash of the row before it,
 * so an edited or deleted row breaks the chain and the check finds where.
 */
import { z } from 'zod';
import { staffAreas } from './staff.ts';

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** The staff member, or null for the automation credential. */
  staffId: z.string().nullable(),
  /** The staff member's e-mail, or `automation`. */
  actor: z.string(),
  area: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  clientAddress: z.string(),
  userAgent: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.iso.date({ message: 'a date written YYYY-MM-DD' });

/** GET /ops/audit/entries: filters, all optional; newest first, paged by the id of the last row seen. */
export const auditQuerySchema = z.object({
  staffId: z.string().regex(/^\d{1,18}$/, 'a staff id').optional(),
  area: z.enum(staffAreas).optional(),
  action: z.string().max(80, 'at most 80 characters').optional(),
  target: z.string().max(120, 'at most 120 characters').optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.string().regex(/^\d{1,18}$/, 'an entry id').optional(),
  limit: z.coerce.number().int('a whole number').min(1, 'at least 1').max(200, 'at most 200').default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), more: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** POST /ops/audit/verify: walks the whole chain; `brokenAt` names the first row whose hash does not follow. */
export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int().nonnegative(),
  brokenAt: z.string().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
