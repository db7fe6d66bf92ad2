import { expressionBuilder, sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Database } from './schema';
import type { PageWindow } from './sql';

/**
 * The few PostgreSQL expressions Kysely has no builder for, typed. Values always become parameters
 * (`${value}` in Kysely's `sql` tag is a placeholder, never text); formats and casts are fixed here.
 */

/** 'YYYY-MM-DDTHH:mm:ss', the same string from PGlite and from a server whatever its DateStyle. */
export const toIsoDateTime = <T extends string | null>(column: Expression<T>): RawBuilder<T> => sql<T>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** 'YYYY-MM-DD HH:mm:ss' for notification dates (docs/domain.md «Форматы обмена»). */
export const toSpacedDateTime = (column: Expression<string>): RawBuilder<string> => sql<string>`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;

/** A one-column subquery as a PostgreSQL array ('{}' when it finds nothing). */
export const arrayOf = <T>(query: Expression<Record<string, T>>): RawBuilder<T[]> => sql<T[]>`array(${query})`;

/**
 * A json(b) column as text, for stored data read back whole (the audit's `changes`): the CamelCasePlugin
 * renames the keys of every object in a result (db/kysely.ts), and data must come back as it was written.
 * The repository parses it (JSON.parse).
 */
export const jsonText = (column: Expression<unknown>): RawBuilder<string> => sql<string>`${column}::text`;

/** The transaction's start time (timestamptz); validity windows are judged by the database clock. */
export const now = (): RawBuilder<string> => sql<string>`now()`;

/** now() + `seconds`, for expiry times. */
export const secondsFromNow = (seconds: number): RawBuilder<string> => sql<string>`now() + make_interval(secs => ${seconds})`;

/** now() − `seconds`, for windows that end now. */
export const secondsAgo = (seconds: number): RawBuilder<string> => sql<string>`now() - make_interval(secs => ${seconds})`;

/** The wall-clock time of the site, to the second (like the columns' localtimestamp(0) defaults). */
export const localTimestamp = (): RawBuilder<string> => sql<string>`localtimestamp(0)`;

/** One row per id: an int[] parameter unnested, so a statement's text does not depend on the list's length. */
export const unnestInts = (ids: readonly number[]): RawBuilder<number> => sql<number>`unnest(${ids}::int[])`;

/** The right side of `column = any(…)` over an int[] parameter (one statement text for any list length). */
export const anyOfInts = (ids: readonly number[]): RawBuilder<number> => sql<number>`any(${ids}::int[])`;

/** A table `v(id, ord)` of the ids with their 1-based places, to keep the order a user chose. */
export const idsWithOrdinality = (ids: readonly number[]) =>
  sql<{ id: number; ord: number }>`unnest(${ids}::int[]) with ordinality`.as<'v'>(sql`v(id, ord)`);

/** The same as a table `ids(id)` to select from. */
export const idsTable = (ids: readonly number[]) => sql<{ id: number }>`unnest(${ids}::int[])`.as<'ids'>(sql`ids(id)`);

/**
 * limit/offset of a PageWindow (db/sql.ts `pageWindow`): a null limit means all rows, and the offset is a
 * decimal string cast to bigint, so absurd page numbers stay exact.
 */
export function paged(window: PageWindow) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    query.limit(sql<number | null>`${window.limit}::bigint`).offset(sql<number>`${window.offset}::bigint`);
}

/** The same wall-clock text, or '' when the column is null (the contract's "empty date"). */
export const toIsoDateTimeOrEmpty = (column: Expression<string | null>): RawBuilder<string> =>
  sql<string>`coalesce(to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS'), '')`;

const eb = expressionBuilder<Database, never>();

/**
 * userRefSchema of the user with this id, as a scalar subquery: one primary-key lookup per row, and
 * null when the id is null or names nobody.
 */
export const userRefById = (id: Expression<number | null>) =>
  eb
    .selectFrom('appUser as refUser')
    .select((u) =>
      jsonBuildObject({
        id: u.ref('refUser.id'),
        family: u.ref('refUser.family'),
        name: u.ref('refUser.name'),
        surname: u.ref('refUser.surname'),
        email: u.ref('refUser.email'),
        profession: u.ref('refUser.profession'),
      }).as('userRef'),
    )
    .where('refUser.id', '=', id);
