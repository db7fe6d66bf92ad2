import { WORKLIST_ROWS_PER_GROUP, type WorklistRow } from '@permit/shared-contracts';
import type { Db } from '../db/db';
// The worklist is still one static statement composed from contract constants (docs/performance.md): its values travel as $1/$2.
// Moving it onto Kysely is open work (docs/architecture.md «Typed SQL»); until then it is the one named exception to the rule.
// eslint-disable-next-line no-restricted-syntax
import { isoDateTimeOrEmpty } from '../db/sql';
import { CLOSED_STATUSES } from '../nd/route-steps';
import { ENDING_FLAG, GROUP_FLAGS, WORKLIST_ARMS } from './worklist-sql';

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

/** Statuses that leave the workflow: the organization's total counts the others. */
const CLOSED = `'{${CLOSED_STATUSES.join(',')}}'::text[]`;

/** The groups' flags: the moves, then the 24-hour window. */
const FLAGS = [...GROUP_FLAGS.map((g) => g.sql), ENDING_FLAG];
/** Newest first; the 24-hour group soonest end first. */
const ORDERS = FLAGS.map((_, i) => (i < GROUP_FLAGS.length ? 'n.id desc' : 'n.datetime_end, n.id'));

const ROW = `json_build_object('id', n.id, 'status', n.status, 'numberPaperNd', n.number_paper_nd, 'type', n.type, 'place', n.place,
             'datetimeStart', ${isoDateTimeOrEmpty('n.datetime_start')}, 'datetimeEnd', ${isoDateTimeOrEmpty('n.datetime_end')})`;

/** Per group: the complete count and the first rows in the group's order, both from the one pass `k`. */
const GROUPS_JSON = FLAGS.map((_, i) => `json_build_object('count', k.c${i}, 'rows', k.rows${i})`);

/**
 * The one pass over the candidates: each group's count, the total, and each group's first rows. `r{i}` is
 * a row's place in its group's order (a running count of the group's rows), so only the rows shown are
 * formatted (a FILTER is checked before the aggregate's argument). No scan per group: the groups ordered
 * newest first share one window sort, and each aggregate sorts only the ≤ 50 rows it keeps.
 */
const ONE_PASS = `select ${FLAGS.map((_, i) => `count(*) filter (where n.f${i}) as c${i}`).join(', ')},
                 (count(*) filter (where ${FLAGS.map((_, i) => `n.f${i}`).join(' or ')}))::int as total,
                 ${FLAGS.map((_, i) => `coalesce(json_agg(${ROW} order by ${ORDERS[i]}) filter (where n.f${i} and n.r${i} <= ${WORKLIST_ROWS_PER_GROUP}), '[]'::json) as rows${i}`).join(',\n                 ')}
            from (select n.*, ${FLAGS.map((_, i) => `count(*) filter (where n.f${i}) over (order by ${ORDERS[i]}) as r${i}`).join(', ')}
                    from c n) n`;

/**
 * One statement: the partial indexes of migration 015 find the permits that name the user in a status
 * he may act in (an OR of one lookup per column), each is flagged with its groups (worklist-sql.ts),
 * and the answer is built in the database: counts, the rows shown, the total. The type and place are
 * joined, not looked up per row; only the rows shown are formatted.
 */
const WORKLIST_SQL = `
  with me as materialized (
    select array(select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = $1)::text[] as roles
  ), c as materialized (
    select n.id, n.status, n.number_paper_nd, t.type, p.place, n.datetime_start, n.datetime_end,
           ${FLAGS.map((f, i) => `coalesce(${f}, false) as f${i}`).join(',\n           ')}
      from (select * from nd n
             where n.organization_id = $2
               and (${WORKLIST_ARMS})
            -- A fence: offered the flags (which read the type's route) along with the arms, the planner
            -- spends seconds trying to prove the partial indexes from them.
            offset 0) n
      cross join me
      left join type_nd t on t.id = n.type_nd_id
      left join place_work p on p.id = n.place_id)
  select (select coalesce(sum(s.n), 0)::int from nd_status_count s
           where s.organization_id = $2 and s.status <> all(${CLOSED})) as "organizationTotal",
         k.total,
         json_build_array(${GROUPS_JSON.join(',\n         ')}) as groups
    from (${ONE_PASS}) k`;

/** In one round trip: every group's count and first rows, the user's total and the organization's. */
export async function worklistData(db: Db, userId: number, organizationId: number): Promise<WorklistData> {
  // eslint-disable-next-line no-restricted-syntax -- see the note at the top of the file
  const { rows } = await db.query<WorklistData>(WORKLIST_SQL, [userId, organizationId]);
  return rows[0]!;
}

/** The statement itself, for EXPLAIN at benchmark scale (docs/performance.md). */
export const WORKLIST_STATEMENT = WORKLIST_SQL;
