import { sql, type SqlBool } from 'kysely';
import { WORKLIST_ROWS_PER_GROUP, type NdStatus, type WorklistRow } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import type { Q } from '../db/kysely';
import { arrayOf } from '../db/kysely-sql';
import { CLOSED_STATUSES } from '../nd/route-steps';
import { ENDING_FLAG, GROUP_FLAGS, WORKLIST_ARMS, WORKLIST_COLUMNS } from './worklist-sql';

/** One group of the answer, in the order of WORKLIST_GROUPS, then the 24-hour group. */
export interface WorklistGroupData {
  count: number;
  /** The first WORKLIST_ROWS_PER_GROUP, in the group's order. */
  rows: WorklistRow[];
}

export interface WorklistData {
  /** Distinct permits across the groups. */
  total: number;
  organizationTotal: number;
  groups: WorklistGroupData[];
}

/** The groups' flags: the moves, then the 24-hour window (the last). */
const FLAGS = [...GROUP_FLAGS.map((g) => g.flag), ENDING_FLAG];
const ENDING = FLAGS.length - 1;

const flag = (i: number) => sql.ref<boolean>(`c.f${i}`);
/** The group's order: newest first; the 24-hour group soonest end first. */
const order = (i: number) => (i === ENDING ? sql`${sql.ref('c.datetimeEnd')}, ${sql.ref('c.id')}` : sql`${sql.ref('c.id')} desc`);
/** Shown in group i: in it, and among its first WORKLIST_ROWS_PER_GROUP in its order. */
const shown = (i: number) => sql<SqlBool>`(${sql.ref(`k.f${i}`)} and ${sql.ref(`k.r${i}`)} <= ${sql.lit(WORKLIST_ROWS_PER_GROUP)})`;

/** A permit shown: id, status, paper number, type, place, start, end, the bits of the groups it is shown in, its place in the 24-hour group. */
type ShownRow = [number, NdStatus, string | null, string | null, string | null, string | null, string | null, number, number | null];

/** The answer, always one row. */
interface Answer {
  organizationTotal: number;
  /** Each group's complete count, in FLAGS order. */
  counts: number[];
  total: number;
  /** Newest first. */
  rows: ShownRow[];
}

/**
 * One statement, compiled once (db/compiled-statements.ts) and prepared per connection:
 * - `me`: the roles the user holds now;
 * - `c`: the candidates: the partial indexes of migration 015 find the permits of the organization that name
 *   the user in a status that column acts in (an OR of one lookup per column), with their type and place
 *   joined; each is flagged with its groups (worklist-sql.ts). The fence (`offset 0`) keeps the flags out of
 *   the scan: offered them along with the arms, the planner spends seconds trying to prove the partial
 *   indexes from them;
 * - `k`: each flagged row's place in each group's order (a running count: the groups ordered newest first
 *   share one sort);
 * - the answer, in one pass over `k`: the complete counts, the total, and only the rows shown (at most
 *   WORKLIST_ROWS_PER_GROUP per group, each permit once with the bits of its groups; an aggregate's FILTER
 *   is checked before its argument is built) as JSON arrays: the database builds no object per row,
 *   JSON.parse reads them at once (flat rows cost the driver more than the whole statement), and a
 *   timestamp(0) in JSON is already 'YYYY-MM-DDTHH:mm:ss'.
 */
function worklistStatement(q: Q) {
  const anyShown = sql<SqlBool>`${sql.join(
    FLAGS.map((_, i) => shown(i)),
    sql` or `,
  )}`;
  const shownIn = sql<number>`${sql.join(
    FLAGS.map((_, i) => sql`(case when ${shown(i)} then ${sql.lit(2 ** i)} else 0 end)`),
    sql` + `,
  )}`;
  return q
    .with(
      (cte) => cte('me').materialized(),
      (m) =>
        m.selectNoFrom(
          arrayOf(
            m
              .selectFrom('userRole as ur')
              .innerJoin('role as r', 'r.id', 'ur.roleId')
              .select('r.name')
              .where('ur.userId', '=', slot<number>('userId')),
          ).as('roles'),
        ),
    )
    .with(
      (cte) => cte('c').materialized(),
      (m) =>
        m
          .selectFrom(
            m
              .selectFrom('nd as n')
              .leftJoin('typeNd as t', 't.id', 'n.typeNdId')
              .leftJoin('placeWork as p', 'p.id', 'n.placeId')
              .select([
                'n.id',
                'n.status',
                'n.numberPaperNd',
                't.type',
                't.route as typeRoute',
                'p.place',
                'n.datetimeStart',
                'n.datetimeEnd',
                'n.approvedSteps',
                ...WORKLIST_COLUMNS.map((c) => `n.${c.column}` as const),
              ])
              .where('n.organizationId', '=', slot<number>('organizationId'))
              .where(WORKLIST_ARMS)
              .offset(sql.lit(0))
              .as('n'),
          )
          .crossJoin('me')
          .select([
            'n.id',
            'n.status',
            'n.numberPaperNd',
            'n.type',
            'n.place',
            'n.datetimeStart',
            'n.datetimeEnd',
            ...FLAGS.map((f, i) => sql<boolean>`coalesce(${f}, false)`.as(`f${i}`)),
          ]),
    )
    .with('k', (m) =>
      m
        .selectFrom('c')
        .selectAll('c')
        // Only the rows in some group are ranked and counted (most candidates are in none).
        .where(
          sql<SqlBool>`${sql.join(
            FLAGS.map((_, i) => flag(i)),
            sql` or `,
          )}`,
        )
        .select(FLAGS.map((_, i) => sql<number>`count(*) filter (where ${flag(i)}) over (order by ${order(i)})`.as(`r${i}`))),
    )
    .selectFrom('k')
    .select((eb) => [
      eb
        .selectFrom('ndStatusCount as s')
        .select(sql<number>`coalesce(sum(${sql.ref('s.n')}), 0)::int`.as('n'))
        .where('s.organizationId', '=', slot<number>('organizationId'))
        .where(
          's.status',
          'not in',
          CLOSED_STATUSES.map((status) => sql.lit(status)),
        )
        .$asScalar()
        .$notNull()
        .as('organizationTotal'),
      sql<number[]>`array[${sql.join(FLAGS.map((_, i) => sql`count(*) filter (where ${sql.ref(`k.f${i}`)})`))}]::int[]`.as('counts'),
      sql<number>`(count(*) filter (where ${sql.join(
        FLAGS.map((_, i) => sql.ref(`k.f${i}`)),
        sql` or `,
      )}))::int`.as('total'),
      sql<ShownRow[]>`coalesce(json_agg(json_build_array(${sql.join([
        sql.ref('k.id'),
        sql.ref('k.status'),
        sql.ref('k.numberPaperNd'),
        sql.ref('k.type'),
        sql.ref('k.place'),
        sql.ref('k.datetimeStart'),
        sql.ref('k.datetimeEnd'),
        shownIn,
        sql`case when ${shown(ENDING)} then ${sql.ref(`k.r${ENDING}`)} end`,
      ])}) order by ${sql.ref('k.id')} desc) filter (where ${anyShown}), '[]')`.as('rows'),
    ])
    .$castTo<Answer>();
}

const statements = compiledStatements(1);

/** In one round trip: every group's count and first rows, the user's total and the organization's. */
export async function worklistData(db: Db, userId: number, organizationId: number): Promise<WorklistData> {
  const [answer] = await statements(db, 'worklist', { userId, organizationId }, worklistStatement);
  const groups = FLAGS.map((_, i): WorklistGroupData => ({ count: answer!.counts[i]!, rows: [] }));
  const ending: { place: number; row: WorklistRow }[] = [];
  for (const [id, status, numberPaperNd, type, place, start, end, shownIn, endingPlace] of answer!.rows) {
    const row: WorklistRow = { id, status, numberPaperNd, type, place, datetimeStart: start ?? '', datetimeEnd: end ?? '' };
    for (let i = 0; i < ENDING; i++) if (shownIn & (2 ** i)) groups[i]!.rows.push(row);
    if (endingPlace !== null) ending.push({ place: endingPlace, row });
  }
  groups[ENDING]!.rows = ending.sort((a, b) => a.place - b.place).map((e) => e.row);
  return { total: answer!.total, organizationTotal: answer!.organizationTotal, groups };
}
