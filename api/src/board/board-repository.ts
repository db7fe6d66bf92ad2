import { sql, type Expression, type SqlBool } from 'kysely';
import { BOARD_DEFAULT_DAYS, BOARD_ENDING_HOURS, BOARD_STATUSES, type BoardQuery, type BoardStatus } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { toIsoDateTime } from '../db/kysely-sql';
import { participantColumn } from '../db/tables/permit-field-columns';

/** A zone of the board: [place id, place, zone id, zone]. */
export type BoardZoneRow = [placeId: number, place: string, zoneId: number, region: string];

/** A name a bar refers to by id: a type, an organization or an executor. */
export type NameRow = [id: number, name: string];

/** The window, the zones and the names, once per board: the bars carry only ids. */
export interface BoardHead {
  fromDay: string;
  toDay: string;
  now: string;
  /** Every zone of the board's places, in the board's order (by place, then zone, names first). */
  zones: BoardZoneRow[];
  types: NameRow[];
  organizations: NameRow[];
  executors: NameRow[];
}

/** One permit on the board in one zone, unordered. */
export interface BoardBar {
  id: number;
  zoneId: number;
  numberPaperNd: string | null;
  status: BoardStatus;
  typeNdId: number | null;
  organizationId: number | null;
  executorId: number | null;
  datetimeStart: string;
  datetimeEnd: string;
  endingSoon: boolean;
}

export interface BoardRows {
  head: BoardHead;
  bars: BoardBar[];
}

/** The statement's rows, in no particular order: one head row (its bar columns null) and one per bar (its head columns null). */
type Row = { [K in keyof BoardHead]: BoardHead[K] | null } & { [K in keyof BoardBar]: BoardBar[K] | null };

/** A typed null of each column type the union needs. */
const NULL_OF = {
  text: sql<null>`null::text`,
  int: sql<null>`null::int`,
  json: sql<null>`null::json`,
  boolean: sql<null>`null::boolean`,
} as const;

/** The head row's columns and their types: a bar's row has them null (a union's sides match column by column). */
const HEAD_COLUMNS = [
  ['fromDay', 'text'],
  ['toDay', 'text'],
  ['now', 'text'],
  ['zones', 'json'],
  ['types', 'json'],
  ['organizations', 'json'],
  ['executors', 'json'],
] as const satisfies readonly (readonly [keyof BoardHead, keyof typeof NULL_OF])[];

/** A bar's columns (the `bar` CTE's) and their types: the head row has them null. */
const BAR_COLUMNS = [
  ['id', 'int'],
  ['zoneId', 'int'],
  ['numberPaperNd', 'text'],
  ['status', 'text'],
  ['typeNdId', 'int'],
  ['organizationId', 'int'],
  ['executorId', 'int'],
  ['datetimeStart', 'text'],
  ['datetimeEnd', 'text'],
  ['endingSoon', 'boolean'],
] as const satisfies readonly (readonly [keyof BoardBar, keyof typeof NULL_OF])[];

/** The names of `table`'s rows that the bars' `column` refers to, as [id, name] pairs ('[]': none). */
const namesOf = (table: 'typeNd' | 'organization' | 'appUser', column: 'typeNdId' | 'organizationId' | 'executorId', name: Expression<string>) =>
  sql<NameRow[]>`(select coalesce(json_agg(json_build_array(${sql.ref('x.id')}, ${name})), '[]') from ${sql.table(table)} as x
    where ${sql.ref('x.id')} in (select ${sql.ref(`bar.${column}`)} from bar))`;

/** The executor's column: a bar names who leads the work. */
const EXECUTOR = participantColumn('EXECUTOR');

/**
 * Written into the statement as literals, not parameters: only then can the planner match them to the partial
 * indexes of migrations 017 and 019 in a prepared (generic) plan. They are the contract's constants, never input.
 */
export const statuses = BOARD_STATUSES.map((s) => sql.lit(s));

/**
 * The `win` CTE's columns: the window in days from the `from` and `to` slots (a missing end is 7 days from the
 * other; none: today and the next 7 days by the database clock) and now. The board and its place list share it.
 */
export function windowColumns() {
  // Today and the next 7 days: the far end is this many days after the near one.
  const span = BOARD_DEFAULT_DAYS - 1;
  const from = slot<string | null>('from');
  const to = slot<string | null>('to');
  return [
    sql<string>`coalesce(${from}::date, ${to}::date - ${span}::int, current_date)`.as('fromDay'),
    sql<string>`coalesce(${to}::date, ${from}::date + ${span}::int, current_date + ${span}::int)`.as('toDay'),
    sql<string>`localtimestamp(0)`.as('now'),
  ];
}

/** A permit's window overlaps the `win` CTE's days (both included). */
export const overlapsWindow = (start: Expression<string | null>, end: Expression<string | null>) =>
  sql<SqlBool>`${start} < win.to_day + 1 and ${end} > win.from_day`;

/** Two shapes (one place, or all the organization's): built and compiled once each, then only executed. */
const execute = compiledStatements(2);

/** Read beside every board (its 15-second poll): built and compiled once, then only executed. */
const rules = compiledStatements(1);

/** The SIMOPS pairs allowed outright; every other pair of types conflicts on the board (no rule = forbidden). */
export async function allowedSimopsPairs(db: Db): Promise<{ typeA: number; typeB: number }[]> {
  return rules(db, 'allowed', {}, (q) => q.selectFrom('simopsRule').select(['typeA', 'typeB']).where('decision', '=', 'allowed'));
}

/**
 * The board in one statement (docs/board.md): a head row (the window, the zones, the names) and one flat row per
 * bar that names its zone, type, organization and executor by id, so each name is sent and decoded once rather
 * than on every bar (the decoding of text columns was a fifth of the board's CPU). CTEs:
 * - `win`: the window in days (a missing end is 7 days from the other; none: today by the database clock) and
 *   now; `label`: the same as the answer spells it;
 * - `boardPlace`: the places where the caller's organization has a permit on the board in the window;
 * - `zone`: every zone of those places, numbered in the board's order;
 * - `bar`: EVERY permit on the board in those zones, of every organization and type (the conflict is physical,
 *   and a filter narrows the bars shown, not the conflicts): the service marks conflicts over these rows
 *   (board-conflicts.ts, one pass per zone; no pair join here) and then applies the filters.
 * The partial indexes of migrations 017 (zones) and 019 (the organization's places) serve the two lookups of nd.
 */
export async function boardRows(db: Db, organizationId: number, query: Pick<BoardQuery, 'from' | 'to' | 'place'>): Promise<BoardRows> {
  const onePlace = query.place !== null;
  const values = { organization: organizationId, from: query.from, to: query.to, place: query.place };
  const rows = await execute<Row>(db, onePlace ? 'place' : 'all', values, (q) =>
    q
      .with('win', (w) => w.selectNoFrom(windowColumns()))
      // The window as the answer spells it, formatted once rather than on every row.
      .with('label', (w) =>
        w
          .selectFrom('win')
          .select((eb) => [
            sql<string>`to_char(win.from_day, 'YYYY-MM-DD')`.as('fromDay'),
            sql<string>`to_char(win.to_day, 'YYYY-MM-DD')`.as('toDay'),
            toIsoDateTime(eb.ref('win.now')).as('now'),
          ]),
      )
      .with('boardPlace', (w) =>
        w
          .selectFrom(['nd as n', 'win'])
          .select('n.placeId')
          .distinct()
          .where('n.organizationId', '=', slot<number>('organization'))
          .where('n.status', 'in', statuses)
          .where(overlapsWindow(sql.ref('n.datetimeStart'), sql.ref('n.datetimeEnd')))
          .$if(onePlace, (b) => b.where('n.placeId', '=', slot<number>('place'))),
      )
      // Every zone of those places; the head row lists them in the board's order (by place, then zone, names first).
      .with('zone', (w) =>
        w
          .selectFrom('regionWork as r')
          .innerJoin('placeWork as p', 'p.id', 'r.place')
          .select(['r.id as zoneId', 'r.region', 'p.id as placeId', 'p.place'])
          .where('r.place', 'in', (s) => s.selectFrom('boardPlace').select('boardPlace.placeId')),
      )
      // Zone by zone (a lateral join): one range of nd_board_zone_idx each, rather than every zone's permits of
      // the window hashed against the few zones asked for. Materialized: the bars' rows and the three name
      // lookups read it, and the zone-by-zone walk is done once.
      .with(
        (cte) => cte('bar').materialized(),
        (w) =>
          w
            .selectFrom(['zone', 'win'])
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('nd as n')
                  .select(['n.id', 'n.regionId as zoneId', 'n.numberPaperNd', 'n.status', 'n.typeNdId', 'n.organizationId'])
                  .select((nb) => nb.ref(`n.${EXECUTOR}`).as('executorId'))
                  .select((nb) => [
                    toIsoDateTime(nb.ref('n.datetimeStart')).as('datetimeStart'),
                    toIsoDateTime(nb.ref('n.datetimeEnd')).as('datetimeEnd'),
                    sql<boolean>`n.datetime_end >= win.now and n.datetime_end < win.now + make_interval(hours => ${BOARD_ENDING_HOURS}::int)`.as(
                      'endingSoon',
                    ),
                  ])
                  .whereRef('n.regionId', '=', 'zone.zoneId')
                  .where('n.status', 'in', statuses)
                  .where(overlapsWindow(sql.ref('n.datetimeStart'), sql.ref('n.datetimeEnd')))
                  // A fence: pulled up into the outer join, the planner misjudges the few zones (a CTE's
                  // estimate) and hashes all the window's permits of every zone instead.
                  .offset(0)
                  .as('n'),
              (j) => j.onTrue(),
            )
            .selectAll('n'),
      )
      .selectFrom('label')
      .select([
        'label.fromDay',
        'label.toDay',
        'label.now',
        sql<BoardZoneRow[]>`(select coalesce(json_agg(json_build_array(${sql.join([
          sql.ref('zone.placeId'),
          sql.ref('zone.place'),
          sql.ref('zone.zoneId'),
          sql.ref('zone.region'),
        ])}) order by ${sql.join([sql.ref('zone.place'), sql.ref('zone.placeId'), sql.ref('zone.region'), sql.ref('zone.zoneId')])}), '[]') from zone)`.as(
          'zones',
        ),
        namesOf('typeNd', 'typeNdId', sql.ref('x.type')).as('types'),
        namesOf('organization', 'organizationId', sql.ref('x.name')).as('organizations'),
        namesOf('appUser', 'executorId', sql`concat_ws(' ', x.family, x.name, nullif(x.surname, ''))`).as('executors'),
        ...BAR_COLUMNS.map(([column, type]) => NULL_OF[type].as(column)),
      ])
      .$castTo<Row>()
      .unionAll((eb) =>
        eb
          .selectFrom('bar as b')
          .select([
            ...HEAD_COLUMNS.map(([column, type]) => NULL_OF[type].as(column)),
            ...BAR_COLUMNS.map(([column]) => sql.ref<null>(`b.${column}`).as(column)),
          ])
          .$castTo<Row>(),
      ),
  );
  const at = rows.findIndex((row) => row.zones !== null);
  const head = rows[at]!;
  const bars = rows.filter((_, i) => i !== at);
  return { head: head as BoardHead, bars: bars as BoardBar[] };
}
