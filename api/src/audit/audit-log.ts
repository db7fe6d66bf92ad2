import { AUDIT_VALUE_MAX, type AuditAction, type AuditEntityType, type AuditFilter, type AuditPage } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { pageWindow } from '../db/sql';
import { insertAuditRow, listAuditRows } from './audit-repository';

export interface AuditRecord {
  /** The acting user's id; null for the server's own moves (expiry). */
  actorId: number | null;
  /** The organization the change concerns; null for the shared catalogues. */
  organizationId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | null;
  changes?: Record<string, unknown>;
}

export interface AuditLog {
  /** Writes one entry through `tx`, the transaction of the change itself (so both commit or neither). */
  record(tx: Db, entry: AuditRecord): Promise<void>;
  /** GET /api/admin/audit/{page}/{size}: the caller's organization and the shared catalogues. */
  list(caller: AuthUser, page: number, size: number, filter: AuditFilter): Promise<AuditPage>;
}

/** Keys never written to the trail, whatever a caller passes (secrets, file contents). */
const SECRET_KEY = /password|hash|token|secret|^sid$|keep_sid|printform_content/i;
const MAX_ITEMS = 50;
/**
 * The longest summary kept whole, in UTF-8 bytes: the table's check counts the bytes of `changes::text`
 * (8192, migration 009), where «№», «—» or «…» take three bytes each and jsonb adds a space after every ':' and ','.
 */
const MAX_JSON_BYTES = 6000;

function shortValue(value: unknown): unknown {
  if (typeof value === 'string') return value.length > AUDIT_VALUE_MAX ? `${value.slice(0, AUDIT_VALUE_MAX)}…` : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(shortValue);
  if (value === undefined) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `${value.length} байт`;
  return shortValue(JSON.stringify(value));
}

/**
 * The short JSON of an entry: secrets dropped, long texts cut, lists capped. Should it still be long
 * (a permit save with many fields changed), only the names of the changed fields are kept.
 */
export function summarize(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) if (!SECRET_KEY.test(key)) out[key] = shortValue(value);
  if (Buffer.byteLength(JSON.stringify(out)) <= MAX_JSON_BYTES) return out;
  return { fields: Object.keys(out) };
}

/** field → [old, new] for each of `keys` whose value differs (compared as JSON). */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) out[key] = [was, now];
  }
  return out;
}

/**
 * The audit trail (api/README.md «Audit trail»): services pass it in and call `record` inside their own transaction.
 * Scoping: an administrator reads the entries of their own organization (permits, users, sections and
 * shifts of it, the organization itself) and those of the shared catalogues (organization null).
 */
export function createAuditLog(db: Db): AuditLog {
  return {
    async record(tx, entry) {
      await insertAuditRow(tx, {
        userId: entry.actorId,
        organizationId: entry.organizationId,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        changes: summarize(entry.changes ?? {}),
      });
    },
    list: (caller, page, size, filter) => listAuditRows(db, caller.organizationId, filter, pageWindow(page, size)),
  };
}
