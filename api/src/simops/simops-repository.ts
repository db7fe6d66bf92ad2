import type { SimopsDecision, SimopsRule } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';

/** A rule as stored: the pair normalized (typeA ≤ typeB), conditions only for 'conditional'. */
export interface SimopsRow {
  typeA: number;
  typeB: number;
  decision: SimopsDecision;
  conditions: string | null;
}

function rules(db: Db) {
  return (
    kysely(db)
      .selectFrom('simopsRule as r')
      .innerJoin('typeNd as a', 'a.id', 'r.typeA')
      .innerJoin('typeNd as b', 'b.id', 'r.typeB')
      // Not 'typeAName': two capitals in a row do not survive the camelCase plugin's round trip (type_aname).
      .select(['r.id', 'r.typeA', 'r.typeB', 'a.type as nameA', 'b.type as nameB', 'r.decision', 'r.conditions'])
  );
}

const toRule = ({ nameA, nameB, ...r }: { nameA: string; nameB: string } & Omit<SimopsRule, 'typeAName' | 'typeBName'>): SimopsRule => ({
  ...r,
  typeAName: nameA,
  typeBName: nameB,
});

/** The whole matrix, by the first type's name, then the second's. */
export async function listRules(db: Db): Promise<SimopsRule[]> {
  const rows = await rules(db).orderBy('a.type').orderBy('b.type').orderBy('r.id').execute();
  return rows.map(toRule);
}

export async function getRule(db: Db, id: number, lock = false): Promise<SimopsRule | null> {
  const row = await rules(db)
    .where('r.id', '=', id)
    .$if(lock, (q) => q.forUpdate('r'))
    .executeTakeFirst();
  return row ? toRule(row) : null;
}

/** The id of the rule of a normalized pair, if there is one. */
export async function ruleIdOfPair(db: Db, typeA: number, typeB: number): Promise<number | null> {
  const row = await kysely(db).selectFrom('simopsRule').select('id').where('typeA', '=', typeA).where('typeB', '=', typeB).executeTakeFirst();
  return row?.id ?? null;
}

/** A permit type's name (null for none). */
export async function typeName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await kysely(db).selectFrom('typeNd').select('type').where('id', '=', id).executeTakeFirst();
  return row?.type ?? null;
}

/** The ids among `ids` that name no permit type. */
export async function missingTypes(db: Db, ids: readonly number[]): Promise<number[]> {
  const found = await kysely(db)
    .selectFrom('typeNd')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return ids.filter((id) => !found.some((f) => f.id === id));
}

export async function insertRule(db: Db, row: SimopsRow): Promise<number> {
  const { id } = await kysely(db).insertInto('simopsRule').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateRule(db: Db, id: number, row: SimopsRow): Promise<void> {
  await kysely(db).updateTable('simopsRule').set(row).where('id', '=', id).execute();
}

/** false when there was no such rule. */
export async function deleteRule(db: Db, id: number): Promise<boolean> {
  const gone = await kysely(db).deleteFrom('simopsRule').where('id', '=', id).returning('id').executeTakeFirst();
  return gone !== undefined;
}
