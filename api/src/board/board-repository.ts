import { sql, type Expression, type SqlBool } from 'kysely';
import { BOARD_DEFAULT_DAYS, BOARD_ENDING_HOURS, BOARD_STATUSES, type BoardQuery, type BoardStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { toIsoDateTime } from '../db/kysely-sql';

/** One zone of a place with one of its permits (or none: `id` null), in the order the board shows them. */
export interface BoardRow {
  fromDay: string;
  toDay: string;
  now: string;
  placeId: number | null;
  place: string | null;
  zoneId: number | null;
  region: string | null;
  id: number | null;
  numberPaperNd: string | null;
  status: BoardStatus | null;
  type: string | null;
  organization: string | null;
  executor: string | null;
  datetimeStart: string | null;
  datetimeEnd: string | null;
  sameOrganization: boolean | null;
  endingSoon: boolean | null;
  conflictWith: number[] | null;
}

/**
 * Written into the statement as literals, not parameters: only then can the planner match them to the partial
 * indexes of migration 017 in a prepared (generic) plan. They are the contract's constants, never input.
 */
const statuses = BOARD_STATUSES.map((s) => sql.lit(s));

/**
 * The whole board in one statement (docs/board.md):
 * - `win`: the window in days (a missing end is 7 days from the other; none: today by the database clock) and now;
 * - `boardPlace`: the places where the caller's organization has a permit on the board in the window;
 * - `bar`: every organization's permits on the board in those places' zones (the conflict is physical);
 * - the answer: each zone of those places, left-joined with its bars that pass the type and organization
 *   filters, each with the ids of the bars in its zone it conflicts with (overlapping windows, and the pair
 *   of types has no 'allowed' rule in the SIMOPS matrix: forbidden, conditional and no rule alike).
 * The partial indexes of migration 017 serve both lookups of nd.
 */
export async function boardRows(db: Db, organizationId: number, query: BoardQuery): Promise<BoardRow[]> {
  const from = query.from;
  const to = query.to;
  // Today and the next 7 days: the far end is this many days after the near one.
  const span = BOARD_DEFAULT_DAYS - 1;
  const overlaps = (start: Expression<string | null>, end: Expression<string | null>) =>
    sql<SqlBool>`${start} < win.to_day + 1 and ${end} > win.from_day`;
  return (
    kysely(db)
      .with('win', (q) =>
        q.selectNoFrom([
          sql<string>`coalesce(${from}::date, ${to}::date - ${span}::int, current_date)`.as('fromDay'),
          sql<string>`coalesce(${to}::date, ${from}::date + ${span}::int, current_date + ${span}::int)`.as('toDay'),
          sql<string>`localtimestamp(0)`.as('now'),
        ]),
      )
      .with('boardPlace', (q) =>
        q
          .selectFrom(['nd as n', 'win'])
          .select('n.placeId')
          .distinct()
          .where('n.organizationId', '=', organizationId)
          .where('n.status', 'in', statuses)
          .where(overlaps(sql.ref('n.datetimeStart'), sql.ref('n.datetimeEnd')))
          .$if(query.place !== null, (w) => w.where('n.placeId', '=', query.place!)),
      )
      .with('zone', (q) =>
        q
          .selectFrom('regionWork as r')
          .innerJoin('placeWork as p', 'p.id', 'r.place')
          .select(['r.id as zoneId', 'r.region', 'p.id as placeId', 'p.place'])
          .where('r.place', 'in', (s) => s.selectFrom('boardPlace').select('boardPlace.placeId')),
      )
      // Zone by zone (a lateral join): one range of nd_board_zone_idx each, rather than every zone's
      // permits of the window hashed against the few zones asked for.
      .with('bar', (q) =>
        q
          .selectFrom(['zone', 'win'])
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom('nd as n')
                .select([
                  'n.id',
                  'n.numberPaperNd',
                  'n.status',
                  'n.typeNdId',
                  'n.organizationId',
                  'n.userExecutorId',
                  'n.regionId',
                  'n.datetimeStart',
                  'n.datetimeEnd',
                ])
                .whereRef('n.regionId', '=', 'zone.zoneId')
                .where('n.status', 'in', statuses)
                .where(overlaps(sql.ref('n.datetimeStart'), sql.ref('n.datetimeEnd')))
                // A fence: pulled up into the outer join, the planner misjudges the few zones (a CTE's
                // estimate) and hashes all the window's permits of every zone instead.
                .offset(0)
                .as('n'),
            (j) => j.onTrue(),
          )
          .selectAll('n'),
      )
      // Pairs within a zone, found by a hash join on the zone: no scan of the bars per bar.
      .with('conflict', (q) =>
        q
          .selectFrom('bar as b')
          .innerJoin('bar as q', (j) =>
            j
              .onRef('q.regionId', '=', 'b.regionId')
              .onRef('q.id', '<>', 'b.id')
              .onRef('q.datetimeStart', '<', 'b.datetimeEnd')
              .onRef('q.datetimeEnd', '>', 'b.datetimeStart'),
          )
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('simopsRule as s')
                  .select('s.id')
                  .where('s.decision', '=', 'allowed')
                  .where('s.typeA', '=', sql<number>`least(${sql.ref('q.typeNdId')}, ${sql.ref('b.typeNdId')})`)
                  .where('s.typeB', '=', sql<number>`greatest(${sql.ref('q.typeNdId')}, ${sql.ref('b.typeNdId')})`),
              ),
            ),
          )
          .groupBy('b.id')
          .select(['b.id', sql<number[]>`array_agg(q.id order by q.id)`.as('ids')]),
      )
      .selectFrom('win')
      .leftJoin('zone', (j) => j.onTrue())
      .leftJoin('bar as b', (j) =>
        j
          .onRef('b.regionId', '=', 'zone.zoneId')
          .$call((c) => (query.type === null ? c : c.on('b.typeNdId', '=', query.type)))
          .$call((c) => (query.organization === null ? c : c.on('b.organizationId', '=', query.organization))),
      )
      .leftJoin('conflict as c', 'c.id', 'b.id')
      .leftJoin('typeNd as t', 't.id', 'b.typeNdId')
      .leftJoin('organization as o', 'o.id', 'b.organizationId')
      .leftJoin('appUser as e', 'e.id', 'b.userExecutorId')
      .select((eb) => [
        sql<string>`to_char(win.from_day, 'YYYY-MM-DD')`.as('fromDay'),
        sql<string>`to_char(win.to_day, 'YYYY-MM-DD')`.as('toDay'),
        toIsoDateTime(eb.ref('win.now')).as('now'),
        'zone.placeId',
        'zone.place',
        'zone.zoneId',
        'zone.region',
        'b.id',
        'b.numberPaperNd',
        'b.status',
        't.type',
        'o.name as organization',
        sql<string | null>`case when e.id is null then null else concat_ws(' ', e.family, e.name, nullif(e.surname, '')) end`.as('executor'),
        toIsoDateTime(eb.ref('b.datetimeStart')).as('datetimeStart'),
        toIsoDateTime(eb.ref('b.datetimeEnd')).as('datetimeEnd'),
        sql<boolean | null>`b.organization_id = ${organizationId}::int`.as('sameOrganization'),
        sql<boolean | null>`b.datetime_end >= win.now and b.datetime_end < win.now + make_interval(hours => ${BOARD_ENDING_HOURS}::int)`.as(
          'endingSoon',
        ),
        sql<number[]>`coalesce(c.ids, '{}')`.as('conflictWith'),
      ])
      .orderBy('zone.place')
      .orderBy('zone.placeId')
      .orderBy('zone.region')
      .orderBy('zone.zoneId')
      .orderBy('b.datetimeStart')
      .orderBy('b.id')
      .execute() as Promise<BoardRow[]>
  );
}
