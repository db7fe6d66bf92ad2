import type { AuditAction, AuditEntityType, AuditEntry, AuditFilter } from '@permit/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { paged, toIsoDateTime } from '../db/kysely-sql';
import type { PageWindow } from '../db/sql';

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
  await kysely(db)
    .insertInto('audit_log')
    .values((eb) => ({
      user_id: row.userId,
      user_name: eb.fn.coalesce(
        eb
          .selectFrom('app_user as u')
          .select((u) => sql<string>`trim(${u.ref('u.family')} || ' ' || ${u.ref('u.name')} || ' ' || ${u.ref('u.surname')})`.as('full_name'))
          .where('u.id', '=', row.userId),
        sql.lit(''),
      ),
      organization_id: row.organizationId,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      changes: JSON.stringify(row.changes),
    }))
    .execute();
}

/** The entries of one organization plus the shared ones (organization null), newest first, and their total. */
export async function listAuditRows(
  db: Db,
  organizationId: number | null,
  filter: AuditFilter,
  window: PageWindow,
): Promise<{ data: AuditEntry[]; count: number }> {
  const { entityType, entityId, userId, action, dateFrom, dateTo } = filter;
  const filtered = kysely(db)
    .selectFrom('audit_log as a')
    .where((eb) => eb.or([eb('a.organization_id', 'is', null), eb('a.organization_id', '=', organizationId)]))
    .$if(entityType !== undefined, (q) => q.where('a.entity_type', '=', entityType!))
    .$if(entityId !== undefined, (q) => q.where('a.entity_id', '=', entityId!))
    .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId!))
    .$if(action !== undefined, (q) => q.where('a.action', '=', action!))
    .$if(dateFrom !== undefined, (q) => q.where('a.at', '>=', sql<string>`${dateFrom}::date`))
    .$if(dateTo !== undefined, (q) => q.where('a.at', '<', sql<string>`${dateTo}::date + 1`));

  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const data = await filtered
    .select((eb) => [
      'a.id',
      toIsoDateTime(eb.ref('a.at')).as('at'),
      'a.user_id as userId',
      'a.user_name as userName',
      'a.organization_id as organizationId',
      'a.action',
      'a.entity_type as entityType',
      'a.entity_id as entityId',
      'a.changes',
    ])
    .orderBy('a.id', 'desc')
    .$call(paged(window))
    .execute();
  return { data, count: counted?.n ?? 0 };
}
