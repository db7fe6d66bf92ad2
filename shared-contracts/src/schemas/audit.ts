import { z } from 'zod';
import { idParam, isCalendarMoment, isoLocalDateTime, LIMITS } from './common';
// A catalogue added to the table is audited under its area name without a second list to keep in step.
import { CATALOGUE_AREA_NAMES } from '../http/endpoints/catalogues';

/** What an audit entry is about: a permit, a user, or a row of one catalogue area (its area name). */
/** `simops`: a rule of the SIMOPS matrix (docs/domain.md «Совмещение работ»). */
export const AUDIT_ENTITY_TYPES = ['nd', 'user', 'simops', ...CATALOGUE_AREA_NAMES] as const;
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

/**
 * What was done. A user update whose roles changed also writes `roles`; an administrator setting a
 * password writes `password` (never the password or its hash). `move` is a permit status change (a
 * submission, an approval step, a processing move, the expiry).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  'roles',
  'password',
  'file_upload',
  'file_delete',
  'documents',
  'print_form',
  /** A start of work whose SIMOPS conditions the starter confirmed (which permits, which conditions). */
  'simops_confirm',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One entry of the trail; `userName` is the actor as they were named then ('' for the server's own moves). */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: isoLocalDateTime,
  userId: z.number().int().positive().nullable(),
  userName: z.string(),
  organizationId: z.number().int().positive().nullable(),
  action: auditActionSchema,
  entityType: auditEntityTypeSchema,
  entityId: z.number().int().positive().nullable(),
  /** A short summary of what changed: field → new value, or field → [old, new] for an update. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), count: z.number().int().min(0) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** '' or a missing value means "any", as the portal's other filters send them. */
const blank = (v: unknown) => (v === '' || v === '0' || v === 0 ? undefined : v);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ожидается дата в формате ГГГГ-ММ-ДД')
  .refine(isCalendarMoment, 'Некорректная дата');

/** Filters of GET /api/admin/audit/{page}/{size}; dates are days, both inclusive. */
export const auditQuerySchema = z.object({
  entityType: z.preprocess(blank, auditEntityTypeSchema.optional()),
  entityId: z.preprocess(blank, idParam.optional()),
  userId: z.preprocess(blank, idParam.optional()),
  action: z.preprocess(blank, auditActionSchema.optional()),
  dateFrom: z.preprocess(blank, day.optional()),
  dateTo: z.preprocess(blank, day.optional()),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditFilter = z.output<typeof auditQuerySchema>;

/** Longest text kept per value in `changes`, so an entry stays short whatever was saved. */
export const AUDIT_VALUE_MAX = Math.min(200, LIMITS.shortText);
