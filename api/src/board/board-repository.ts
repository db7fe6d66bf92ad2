import { sql, type Expression, type SqlBool } from 'kysely';
import { BOARD_DEFAULT_DAYS, BOARD_ENDING_HOURS, BOARD_STATUSES, type BoardQuery, type BoardStatus } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { toIsoDateTime } from '../db/kysely-sql';
import { participantColumn } from '../db/tables/permit-field-columns';

/** One zone of a place with one of its permits (or none: `id` null); unordered, `zoneOrder` and the start order them. */
export interface BoardRow {
  fromDay: string;
  toDay: string;
  now: string;
  placeId: number | null;
  place: string | null;
  zoneId: number | null;
  region: string | null;
  /** The zone's place in the board's order (1, 2, …); the rows themselves come unsorted. */
  zoneOrder: number | null;
  id: number | null;
  numberPaperNd: string | null;
  status: BoardStatus | null;
  typeNdId: number | null;
  type: string | null;
  organizationId: number | null;
  organization: string | null;
  executor: string | null;
  datetimeStart: string | null;
  datetimeEnd: string | null;
  endingSoon: boolean | null;
}

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
 * The board's bars in one statement (docs/board.md), flat columns, one row per zone and permit:
 * - `win`: the window in days (a missing end is 7 days from the other; none: today by the database clock) and
 *   now; `label`: the same as the answer spells it;
 * - `boardPlace`: the places where the caller's organization has a permit on the board in the window;
 * - `zone`: every zone of those places, numbered in the board's order;
 * - `bar`: EVERY permit on the board in those zones, of every organization and type (the conflict is physical,
 *   and a filter narrows the bars shown, not the conflicts): the service marks conflicts over these rows
 *   (board-conflicts.ts, one pass per zone; no pair join here) and then applies the filters.
 * The partial indexes of migrations 017 (zones) and 019 (the organization's places) serve the two lookups of nd.
 */
export async function boardRows(db: Db, organizationId: number, query: Pick<BoardQuery, 'from' | 'to' | 'place'>): Promise<BoardRow[]> {
  const onePlace = query.place !== null;
  const values = { organization: organizationId, from: query.from, to: query.to, place: query.place };
  return execute<BoardRow>(db, onePlace ? 'place' : 'all', values, (q) =>
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
      // The zones in the board's order (by place, then zone, names first): the order goes out as a number, so
      // the wide rows need no sort in the database (the service sorts them by it, start and id).
      .with('zone', (w) =>
        w
          .selectFrom('regionWork as r')
          .innerJoin('placeWork as p', 'p.id', 'r.place')
          .select(['r.id as zoneId', 'r.region', 'p.id as placeId', 'p.place'])
          .select(sql<number>`row_number() over (order by p.place, p.id, r.region, r.id)::int`.as('zoneOrder'))
          .where('r.place', 'in', (s) => s.selectFrom('boardPlace').select('boardPlace.placeId')),
      )
      // Zone by zone (a lateral join): one range of nd_board_zone_idx each, rather than every zone's permits of
      // the window hashed against the few zones asked for. Materialized: inlined, the names below are looked
      // up by hashing every user once per zone.
      .with(
        (cte) => cte('bar').materialized(),
        (w) =>
          w
            .selectFrom(['zone', 'win'])
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('nd as n')
                  .select(['n.id', 'n.numberPaperNd', 'n.status', 'n.typeNdId', 'n.organizationId', 'n.regionId'])
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
      .leftJoin('zone', (j) => j.onTrue())
      .leftJoin('bar as b', 'b.regionId', 'zone.zoneId')
      .leftJoin('typeNd as t', 't.id', 'b.typeNdId')
      .leftJoin('organization as o', 'o.id', 'b.organizationId')
      .leftJoin('appUser as e', 'e.id', 'b.executorId')
      .select([
        'label.fromDay',
        'label.toDay',
        'label.now',
        'zone.zoneOrder',
        'zone.placeId',
        'zone.place',
        'zone.zoneId',
        'zone.region',
        'b.id',
        'b.numberPaperNd',
        'b.status',
        'b.typeNdId',
        't.type',
        'b.organizationId',
        'o.name as organization',
        sql<string | null>`case when e.id is null then null else concat_ws(' ', e.family, e.name, nullif(e.surname, '')) end`.as('executor'),
        'b.datetimeStart',
        'b.datetimeEnd',
        'b.endingSoon',
      ]),
  );
}
