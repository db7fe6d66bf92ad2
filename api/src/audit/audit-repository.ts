import type { AuditAction, AuditEntityType, AuditEntry, AuditFilter } from '@permit/shared-contracts';
import { sql } from 'kysely';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { jsonText, paged, toIsoDateTime } from '../db/kysely-sql';
import type { PageWindow } from '../db/sql';

export interface AuditRow {
  userId: number | null;
  organizationId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | null;
  changes: Record<string, unknown>;
}

// Every write records an entry: the insert is built once, then only executed (docs/performance.md).
const statements = compiledStatements(1);

/** One entry; the actor's name is taken as it is now, so the entry reads the same after the user is gone. */
export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await statements(db, 'insert', { ...row, changes: JSON.stringify(row.changes) }, (q) =>
    q.insertInto('auditLog').values((eb) => ({
      userId: slot<number | null>('userId'),
      userName: eb.fn.coalesce(
        eb
          .selectFrom('appUser as u')
          .select((u) => sql<string>`trim(${u.ref('u.family')} || ' ' || ${u.ref('u.name')} || ' ' || ${u.ref('u.surname')})`.as('full_name'))
          .where('u.id', '=', slot<number | null>('userId')),
        sql.lit(''),
      ),
      organizationId: slot<number | null>('organizationId'),
      action: slot<AuditAction>('action'),
      entityType: slot<AuditEntityType>('entityType'),
      entityId: slot<number | null>('entityId'),
      changes: slot<string>('changes'),
    })),
  );
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
    .selectFrom('auditLog as a')
    .where((eb) => eb.or([eb('a.organizationId', 'is', null), eb('a.organizationId', '=', organizationId)]))
    .$if(entityType !== undefined, (q) => q.where('a.entityType', '=', entityType!))
    .$if(entityId !== undefined, (q) => q.where('a.entityId', '=', entityId!))
    .$if(userId !== undefined, (q) => q.where('a.userId', '=', userId!))
    .$if(action !== undefined, (q) => q.where('a.action', '=', action!))
    .$if(dateFrom !== undefined, (q) => q.where('a.at', '>=', sql<string>`${dateFrom}::date`))
    .$if(dateTo !== undefined, (q) => q.where('a.at', '<', sql<string>`${dateTo}::date + 1`));

  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const data = await filtered
    .select((eb) => [
      'a.id',
      toIsoDateTime(eb.ref('a.at')).as('at'),
      'a.userId',
      'a.userName',
      'a.organizationId',
      'a.action',
      'a.entityType',
      'a.entityId',
      jsonText(eb.ref('a.changes')).as('changes'),
    ])
    .orderBy('a.id', 'desc')
    .$call(paged(window))
    .execute();
  return { data: data.map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> })), count: counted?.n ?? 0 };
}
