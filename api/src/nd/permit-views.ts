import { PERMIT_FIELDS, type CatalogueArea, type PermitFieldDef, type PermitFieldName } from '@permit/shared-contracts';
import { sql, type RawBuilder } from 'kysely';
import { catalogueTable } from '../catalogues/catalogue-table';
import { ND_LIST_TABLES, type NdListKey } from './nd-save-repository';

/**
 * What getNdById embeds for each reference, participant and list of the field map, built in the same
 * statement as the permit: a person as userRefSchema, a catalogue row as the catalogue repository's
 * CatalogueRecord (permit-wire.ts turns it into the contract's object). Tables and columns come from the
 * catalogue storage map and the list tables; every identifier goes in
 * through sql.ref / sql.table (snake_cased by the CamelCasePlugin) and every key through sql.lit, so no
 * SQL text is assembled from strings.
 */

const lit = (key: string) => sql.lit(key);
const HH_MM = sql.lit('HH24:MI');

/** userRefSchema of the app_user row aliased `alias`. */
export const userView = (alias: string): RawBuilder<unknown> =>
  sql`json_build_object('id', ${sql.ref(`${alias}.id`)}, 'family', ${sql.ref(`${alias}.family`)}, 'name', ${sql.ref(`${alias}.name`)},
    'surname', ${sql.ref(`${alias}.surname`)}, 'email', ${sql.ref(`${alias}.email`)}, 'profession', ${sql.ref(`${alias}.profession`)})`;

/** The user with the id in `column` (null when unset). */
const personView = (column: string, alias: string) =>
  sql`(select ${userView(alias)} from app_user ${sql.id(alias)} where ${sql.ref(`${alias}.id`)} = ${sql.ref(column)})`;

/** A column of a catalogue row, a time of day as 'HH:mm' (the contract's form). */
function catalogueColumn(area: CatalogueArea, alias: string, column: string) {
  const time = catalogueTable(area).fields.some((f) => f.column === column && f.time);
  return time ? sql`to_char(${sql.ref(`${alias}.${column}`)}, ${HH_MM})` : sql.ref(`${alias}.${column}`);
}

/**
 * A catalogue row as the catalogue's own repository gives it (CatalogueRecord: its columns, and per reference
 * column the referenced row's id and label), so catalogue-wire.ts turns it into the contract's item.
 */
function catalogueRecord(area: CatalogueArea, alias: string, withRefs: boolean) {
  const t = catalogueTable(area);
  const columns = t.fields.map((f) => sql`${lit(f.column)}, ${catalogueColumn(area, alias, f.column)}`);
  const refs = (withRefs ? t.refs : []).map((ref, i) => {
    const r = `${alias}r${i}`;
    return sql`${lit(ref.column)}, (select json_build_object('id', ${sql.ref(`${r}.id`)}, 'label', ${catalogueColumn(ref.area, r, ref.label)})
      from ${sql.table(ref.table)} ${sql.id(r)} where ${sql.ref(`${r}.id`)} = ${sql.ref(`${alias}.${ref.column}`)})`;
  });
  return sql`json_build_object('id', ${sql.ref(`${alias}.id`)}, 'columns', json_build_object(${sql.join(columns)}), 'refs', json_build_object(${refs.length ? sql.join(refs) : sql``}))`;
}

/** The catalogue row a reference points at (null when unset). */
function referenceView(def: Extract<PermitFieldDef, { kind: 'reference' }>, column: string, alias: string) {
  return sql`(select ${catalogueRecord(def.target, alias, false)}
    from ${sql.table(catalogueTable(def.target).table)} ${sql.id(alias)} where ${sql.ref(`${alias}.id`)} = ${sql.ref(column)})`;
}

/** The rows of one of the permit's lists, in the order the user chose ('[]' when none). */
function listView(name: NdListKey, def: Extract<PermitFieldDef, { kind: 'idList' }>, ndId: string, alias: string) {
  const link = ND_LIST_TABLES[name];
  const x = `${alias}x`;
  const item = def.target === 'employees' ? userView(alias) : catalogueRecord(def.target, alias, true);
  const table = def.target === 'employees' ? 'appUser' : catalogueTable(def.target).table;
  return sql`(select coalesce(json_agg(${item} order by ${sql.ref(`${x}.position`)}, ${sql.ref(`${alias}.id`)}), '[]'::json)
    from ${sql.table(link.table)} ${sql.id(x)} join ${sql.table(table)} ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`${x}.${link.column}`)}
    where ${sql.ref(`${x}.ndId`)} = ${sql.ref(ndId)})`;
}

/**
 * One JSON object, keyed by plain field name, with the embedded view of every reference, participant and
 * list of the permit aliased `nd` (null for an unset reference), plus the creator and the attached files.
 * Read as text: its keys are the contract's and must not be renamed on the way out.
 */
export function permitViews(nd: string): RawBuilder<string> {
  const entries = (Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][]).flatMap(([name, def], i) => {
    const alias = `v${i}`;
    if (def.kind === 'person') return [sql`${lit(name)}, ${personView(`${nd}.${name}Id`, alias)}`];
    if (def.kind === 'reference') return [sql`${lit(name)}, ${referenceView(def, `${nd}.${name}Id`, alias)}`];
    if (def.kind === 'idList') return [sql`${lit(name)}, ${listView(name as NdListKey, def, `${nd}.id`, alias)}`];
    return [];
  });
  const files = sql`(select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', ${sql.ref('f.contentType')},
      'uploaded', to_char(f.uploaded, 'YYYY-MM-DD"T"HH24:MI:SS')) order by f.id), '[]'::json)
    from nd_file f where ${sql.ref('f.ndId')} = ${sql.ref(`${nd}.id`)})`;
  return sql<string>`json_build_object(${sql.join(entries)}, 'creator', ${personView(`${nd}.creatorId`, 'vc')}, 'addFiles', ${files})::text`;
}
