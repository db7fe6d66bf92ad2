import type { RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/sql';

/** The permit's list tables, by save-payload key: link table and catalogue column. */
export const ND_LIST_TABLES = {
  brigade: { table: 'nd_brigade', column: 'user_id', target: 'app_user' },
  contentWorks: { table: 'nd_content_work', column: 'content_work_id', target: 'content_work' },
  dangerousFactors: { table: 'nd_dangerous_factor', column: 'dangerous_factor_id', target: 'dangerous_factor' },
  instruments: { table: 'nd_instrument', column: 'instrument_id', target: 'instrument' },
  securityMeasures: { table: 'nd_security_measure', column: 'security_measure_id', target: 'security_measure' },
  siz: { table: 'nd_siz', column: 'siz_id', target: 'siz' },
  events: { table: 'nd_event', column: 'event_id', target: 'event' },
} as const;
export type NdListKey = keyof typeof ND_LIST_TABLES;

/** Inserts a permit from column → value (columns are this module's literals) and returns its id. */
export async function insertNd(db: Db, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const { rows } = await db.query<{ id: number }>(
    `insert into nd (${columns.map(quoteIdent).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into nd returned no id');
  return id;
}

/**
 * Updates the given columns of the permit at `version` and bumps it; false when the permit is no longer
 * at that version (someone else's change got there first), and then nothing is written.
 */
export async function updateNd(db: Db, id: number, version: number, values: Record<string, unknown>): Promise<boolean> {
  const columns = Object.keys(values);
  const sets = columns.map((c, i) => `${quoteIdent(c)} = $${i + 3}`);
  const { rows } = await db.query(
    `update nd set ${[...sets, 'version = version + 1', 'updated = localtimestamp(0)'].join(', ')} where id = $1 and version = $2 returning id`,
    [id, version, ...Object.values(values)],
  );
  return rows.length > 0;
}

/** The permit's stored columns as JSON (for the audit trail's before/after), without bookkeeping. */
export async function ndColumns(db: Db, id: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(n) - array['version', 'updated', 'created', 'documents', 'approved_steps', 'prolonged', 'prolong_end'] as row from nd n where id = $1`,
    [id],
  );
  return rows[0]?.row ?? {};
}

/** Replaces one list of the permit, keeping the order given (set-based: one delete, one insert). */
export async function replaceList(db: Db, ndId: number, key: NdListKey, ids: readonly number[]): Promise<void> {
  const { table, column } = ND_LIST_TABLES[key];
  await db.query(`delete from ${quoteIdent(table)} where nd_id = $1`, [ndId]);
  if (ids.length === 0) return;
  await db.query(
    `insert into ${quoteIdent(table)} (nd_id, ${quoteIdent(column)}, position)
     select $1, v.id, v.ord - 1 from unnest($2::int[]) with ordinality as v(id, ord)`,
    [ndId, ids],
  );
}

/** Which of `ids` exist in `table` (a catalogue), for clear 400s on missing references. */
export async function existingIds(db: Db, table: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: number }>(`select id from ${quoteIdent(table)} where id = any($1::int[])`, [ids]);
  return new Set(rows.map((r) => r.id));
}

/** Users among `ids` that belong to the organization. */
export async function usersOfOrganization(db: Db, organizationId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: number }>('select id from app_user where id = any($1::int[]) and organization_id = $2', [
    ids,
    organizationId,
  ]);
  return new Set(rows.map((r) => r.id));
}

/** The organization a section, a work shift or a zone's place hangs from, or undefined when the row is missing. */
export async function ownerOf(db: Db, what: 'section' | 'workshift' | 'region', id: number): Promise<number | undefined> {
  const sql = {
    section: 'select organization as owner from section where id = $1',
    workshift: 'select organization_id as owner from work_shift where id = $1',
    region: 'select place as owner from region_work where id = $1',
  }[what];
  const { rows } = await db.query<{ owner: number }>(sql, [id]);
  return rows[0]?.owner;
}

/** The roles each of `ids` holds now (a user without roles is absent from the map). */
export async function rolesOfUsers(db: Db, ids: readonly number[]): Promise<Map<number, RoleName[]>> {
  const roles = new Map<number, RoleName[]>();
  if (ids.length === 0) return roles;
  const { rows } = await db.query<{ user_id: number; name: RoleName }>(
    'select ur.user_id, r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = any($1::int[])',
    [ids],
  );
  for (const row of rows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.name]);
  return roles;
}

/** The approval route of a permit type (empty when the type is missing: the existence check reports that). */
export async function routeOfType(db: Db, typeId: number): Promise<RoleName[]> {
  const { rows } = await db.query<{ route: RoleName[] }>('select route from type_nd where id = $1', [typeId]);
  return rows[0]?.route ?? [];
}
