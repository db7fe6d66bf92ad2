import type { FieldsOfKind, RoleName } from '@permit/shared-contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { anyOfInts, idsWithOrdinality, localTimestamp } from '../db/kysely-sql';
import type { Database } from '../db/schema';

/** The permit's list tables, by field name: link table, its catalogue column, and the catalogue. */
export const ND_LIST_TABLES = {
  brigade: { table: 'ndBrigade', column: 'userId', target: 'appUser' },
  contentWorks: { table: 'ndContentWork', column: 'contentWorkId', target: 'contentWork' },
  dangerousFactors: { table: 'ndDangerousFactor', column: 'dangerousFactorId', target: 'dangerousFactor' },
  instruments: { table: 'ndInstrument', column: 'instrumentId', target: 'instrument' },
  securityMeasures: { table: 'ndSecurityMeasure', column: 'securityMeasureId', target: 'securityMeasure' },
  siz: { table: 'ndSiz', column: 'sizId', target: 'siz' },
  events: { table: 'ndEvent', column: 'eventId', target: 'event' },
  // Every id list of the field map has its link table here (a new one without it does not compile).
} as const satisfies Record<FieldsOfKind<'idList'>, { table: keyof Database; column: string; target: keyof Database }>;
export type NdListKey = keyof typeof ND_LIST_TABLES;
/** A table a permit refers to by id: a list's catalogue, the place or the type. */
export type ReferenceTable = (typeof ND_LIST_TABLES)[NdListKey]['target'] | 'placeWork' | 'typeNd';

/**
 * Inserts a permit from column → value and returns its id. The keys are the save service's column map;
 * Kysely quotes each as an identifier, so a wrong key is a database error, never SQL.
 */
export async function insertNd(db: Db, values: Record<string, unknown>): Promise<number> {
  const row = await kysely(db)
    .insertInto('nd')
    .values(values as Insertable<Database['nd']>)
    .returning('id')
    .executeTakeFirst();
  if (row === undefined) throw new Error('insert into nd returned no id');
  return row.id;
}

/**
 * The permit a create with this save key already made for this creator (migration 023), if any. Takes the key's lock
 * first, until the transaction ends: another save with the key (a double tap while this one is under way) waits, and
 * then finds the permit this one makes.
 */
export async function permitOfSaveKey(db: Db, creatorId: number, saveKey: string): Promise<number | undefined> {
  await sql`select pg_advisory_xact_lock(${creatorId}::int, hashtext(${saveKey}))`.execute(kysely(db));
  return saveKeyHolder(db, creatorId, saveKey);
}

/**
 * The permit of the creator that holds the save key, read without the key's lock: an edit holds its permit's row
 * lock already, and a resent create takes the key's lock before the row's, so taking it here could deadlock the two.
 * The unique index still refuses a key taken meanwhile.
 */
export async function saveKeyHolder(db: Db, creatorId: number, saveKey: string): Promise<number | undefined> {
  const row = await kysely(db).selectFrom('nd').select('id').where('creatorId', '=', creatorId).where('saveKey', '=', saveKey).executeTakeFirst();
  return row?.id;
}

/**
 * The save that last wrote the permit's fields: its form's key (a save by id leaves its own, or none) and the version it
 * left the permit at, its own submission included (migrations 023 and 024).
 */
export async function lastSave(db: Db, id: number): Promise<{ key: string | null; version: number | null }> {
  const row = await kysely(db).selectFrom('nd').select(['saveKey', 'saveVersion']).where('id', '=', id).executeTakeFirst();
  return { key: row?.saveKey ?? null, version: row?.saveVersion ?? null };
}

/** Notes the version a keyed save leaves the permit at, after its own submission: a move after it bumps the version again. */
export async function noteSaveVersion(db: Db, id: number): Promise<void> {
  await kysely(db)
    .updateTable('nd')
    .set((eb) => ({ saveVersion: eb.ref('version') }))
    .where('id', '=', id)
    .execute();
}

/**
 * Updates the given columns of the permit at `version` and bumps it; false when the permit is no longer
 * at that version (someone else's change got there first), and then nothing is written.
 */
export async function updateNd(db: Db, id: number, version: number, values: Record<string, unknown>): Promise<boolean> {
  const rows = await kysely(db)
    .updateTable('nd')
    .set((eb) => ({ ...(values as Updateable<Database['nd']>), version: eb('version', '+', 1), updated: localTimestamp() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .execute();
  return rows.length > 0;
}

// number_search is the number lowercased by the database (migration 020): the number itself is audited.
const NOT_AUDITED = [
  'version',
  'updated',
  'created',
  'documents',
  'approved_steps',
  'prolonged',
  'prolong_end',
  'number_search',
  'save_key',
  'save_version',
];

/** The permit's stored columns as JSON (for the audit trail's before/after), without bookkeeping. */
export async function ndColumns(db: Db, id: number): Promise<Record<string, unknown>> {
  const row = await kysely(db)
    .selectFrom('nd as n')
    .select(sql<Record<string, unknown>>`to_jsonb(n) - ${NOT_AUDITED}::text[]`.as('row'))
    .where('n.id', '=', id)
    .executeTakeFirst();
  return row?.row ?? {};
}

/** Replaces one list of the permit, keeping the order given (set-based: one delete, one insert). */
export async function replaceList(db: Db, ndId: number, key: NdListKey, ids: readonly number[]): Promise<void> {
  const { table, column } = ND_LIST_TABLES[key];
  const q = kysely(db);
  await q.deleteFrom(table).where('ndId', '=', ndId).execute();
  if (ids.length === 0) return;
  await q
    .insertInto(table)
    // A union of tables only shares nd_id and position for the compiler; ND_LIST_TABLES pairs each table with its column.
    .columns(['ndId', column as never, 'position'])
    .expression((eb) =>
      eb.selectFrom(idsWithOrdinality(ids)).select((s) => [s.val(ndId).as('ndId'), s.ref('v.id').as(column), s('v.ord', '-', 1).as('position')]),
    )
    .execute();
}

/** Which of `ids` exist in `table` (a catalogue), for clear 400s on missing references. */
export async function existingIds(db: Db, table: ReferenceTable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await kysely(db).selectFrom(table).select('id').where('id', '=', anyOfInts(ids)).execute();
  return new Set(rows.map((r) => r.id));
}

/** Users among `ids` that belong to the organization. */
export async function usersOfOrganization(db: Db, organizationId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await kysely(db)
    .selectFrom('appUser')
    .select('id')
    .where('id', '=', anyOfInts(ids))
    .where('organizationId', '=', organizationId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The organization a section or a work shift belongs to, or the place a zone hangs from; undefined when the row is
 * missing. Read FOR SHARE inside the save's transaction: a catalogue edit that moves the row to another
 * organization or place (an UPDATE, which takes a lock this one conflicts with) then waits for the save to commit
 * and sees the permit using it (409, catalogues/organization-move.ts), or the save waits for the move and reads the
 * new owner (400). The foreign key's own lock (FOR KEY SHARE) does not conflict with such an UPDATE, so without
 * this both could commit and leave the permit pointing into another organization (docs/domain.md «Решения портала…»).
 */
export async function ownerOf(db: Db, what: 'section' | 'workshift' | 'region', id: number): Promise<number | undefined> {
  const q = kysely(db);
  const row = await {
    section: () => q.selectFrom('section').select('organization as owner').where('id', '=', id),
    workshift: () => q.selectFrom('workShift').select('organizationId as owner').where('id', '=', id),
    region: () => q.selectFrom('regionWork').select('place as owner').where('id', '=', id),
  }
    [what]()
    .forShare()
    .executeTakeFirst();
  return row?.owner;
}

const roleStatements = compiledStatements(1);

/** The roles each of `ids` holds now (a user without roles is absent from the map). */
export async function rolesOfUsers(db: Db, ids: readonly number[]): Promise<Map<number, RoleName[]>> {
  const roles = new Map<number, RoleName[]>();
  if (ids.length === 0) return roles;
  // Read by every move and save: built once, then only executed (the ids go as one array).
  const rows = await roleStatements<{ userId: number; name: RoleName }>(db, 'roles', { ids }, (q) =>
    q
      .selectFrom('userRole as ur')
      .innerJoin('role as r', 'r.id', 'ur.roleId')
      .select(['ur.userId', 'r.name'])
      .where('ur.userId', '=', anyOfInts(slot<number[]>('ids'))),
  );
  for (const row of rows) roles.set(row.userId, [...(roles.get(row.userId) ?? []), row.name]);
  return roles;
}

/** The approval route of a permit type (empty when the type is missing: the existence check reports that). */
export async function routeOfType(db: Db, typeId: number): Promise<RoleName[]> {
  const row = await kysely(db).selectFrom('typeNd').select('route').where('id', '=', typeId).executeTakeFirst();
  return row?.route ?? [];
}
