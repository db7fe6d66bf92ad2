import type { AuditAction, AuditEntityType, AuditEntry, AuditFilter } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { isoDateTime, SqlParams, type PageWindow } from '../db/sql';

export interface AuditRow {
  userId: number | null;
  organizationId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | null;
  changes: Record<string, unknown>;
}

/** One entry; the actor's name is taken as it is now, so the entry reads the same after the user is gone. */
export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db.query(
    `insert into audit_log (user_id, user_name, organization_id, action, entity_type, entity_id, changes)
     select $1::int, coalesce((select trim(u.family || ' ' || u.name || ' ' || u.surname) from app_user u where u.id = $1::int), ''),
            $2::int, $3, $4, $5::int, $6::jsonb`,
    [row.userId, row.organizationId, row.action, row.entityType, row.entityId, JSON.stringify(row.changes)],
  );
}

/** The entries of one organization plus the shared ones (organization null), newest first, and their total. */
export async function listAuditRows(
  db: Db,
  organizationId: number | null,
  filter: AuditFilter,
  window: PageWindow,
): Promise<{ data: AuditEntry[]; count: number }> {
  const params = new SqlParams();
  const where = [`(a.organization_id is null or a.organization_id = ${params.add(organizationId)}::int)`];
  if (filter.entityType !== undefined) where.push(`a.entity_type = ${params.add(filter.entityType)}`);
  if (filter.entityId !== undefined) where.push(`a.entity_id = ${params.add(filter.entityId)}::int`);
  if (filter.userId !== undefined) where.push(`a.user_id = ${params.add(filter.userId)}::int`);
  if (filter.action !== undefined) where.push(`a.action = ${params.add(filter.action)}`);
  if (filter.dateFrom !== undefined) where.push(`a.at >= ${params.add(filter.dateFrom)}::date`);
  if (filter.dateTo !== undefined) where.push(`a.at < ${params.add(filter.dateTo)}::date + 1`);
  const condition = where.join(' and ');

  const counted = await db.query<{ n: number }>(`select count(*) as n from audit_log a where ${condition}`, params.values);
  const limit = params.add(window.limit);
  const offset = params.add(window.offset);
  const { rows } = await db.query<AuditEntry>(
    `select a.id, ${isoDateTime('a.at')} as at, a.user_id as "userId", a.user_name as "userName",
            a.organization_id as "organizationId", a.action, a.entity_type as "entityType", a.entity_id as "entityId", a.changes
       from audit_log a
      where ${condition}
      order by a.id desc
      limit ${limit}::bigint offset ${offset}::bigint`,
    params.values,
  );
  return { data: rows, count: counted.rows[0]?.n ?? 0 };
}
