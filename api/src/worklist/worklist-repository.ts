import { ACTOR_ROLES, EXPIRABLE_STATUSES, WORKLIST_ENDING, WORKLIST_GROUPS, type Actor, type NdStatus, type RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { PARTICIPANTS, type NdAccess } from '../nd/nd-detail-repository';
import { isoDateTimeOrEmpty } from '../db/sql';
import { CLOSED_STATUSES } from '../nd/route-steps';

/** A candidate of the worklist: what the route-step rules read, what the row shows, and the 24-hour flag. */
export interface WorklistCandidate
  extends Pick<
    NdAccess,
    | 'id' | 'status' | 'creator_id' | 'route' | 'approved_steps' | 'user_preparator_id' | 'user_industrial_safer_id'
    | 'user_issuancer_id' | 'user_approver_id' | 'user_executor_id' | 'user_object_owner_id'
  > {
  numberPaperNd: string | null;
  type: string | null;
  place: string | null;
  datetimeStart: string;
  datetimeEnd: string;
  /** In work and its end falls within the next 24 hours. */
  ending: boolean;
}

const ALL_COLUMNS = ['creator_id', ...PARTICIPANTS.map((p) => p.column)];

/** The nd columns that may name the user acting as `actor` (a route step may be any participant's role). */
function columnsOf(actor: Actor): string[] {
  if (actor === 'creator') return ['creator_id'];
  if (actor === 'routeStep' || actor === 'routeParticipant') return PARTICIPANTS.map((p) => p.column);
  return PARTICIPANTS.filter((p) => p.role === ACTOR_ROLES[actor]).map((p) => p.column);
}

const statusList = (statuses: readonly NdStatus[]) => `'{${[...new Set(statuses)].join(',')}}'::text[]`;
const ENDING = `(n.status = any(${statusList(EXPIRABLE_STATUSES)})
        and n.datetime_end >= localtimestamp and n.datetime_end < localtimestamp + interval '${WORKLIST_ENDING.hours} hours')`;

/**
 * One arm per column that can name the user: "column = me and (status of a group that column acts in,
 * or ending soon)". Each arm is an index lookup on that column (migration 014 pairs it with the status),
 * and the planner ORs the bitmaps. The arms only narrow the candidates: whether the user really has the
 * move (the current route step, a role he still holds) is decided in the service with the workflow's rules.
 */
const ARMS = ALL_COLUMNS.map((column) => {
  const statuses = WORKLIST_GROUPS.filter((g) => columnsOf(g.actor).includes(column)).flatMap((g) => g.statuses);
  const byStatus = statuses.length > 0 ? `n.status = any(${statusList(statuses)}) or ` : '';
  return `(n.${column} = $1 and (${byStatus}${ENDING}))`;
});

/** Statuses that leave the workflow: the organization's total counts the others. */
const CLOSED = statusList(CLOSED_STATUSES);

const WORKLIST_SQL = `
  select array(select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = $1) as roles,
         (select coalesce(sum(c.n), 0)::int from nd_status_count c
           where c.organization_id = $2 and c.status <> all(${CLOSED})) as "organizationTotal",
         coalesce((select json_agg(w order by w.id desc) from (
           select n.id, n.status, n.creator_id, ${PARTICIPANTS.map((p) => `n.${p.column}`).join(', ')},
                  coalesce((select t.route from type_nd t where t.id = n.type_nd_id), '{}') as route, n.approved_steps,
                  n.number_paper_nd as "numberPaperNd",
                  (select t.type from type_nd t where t.id = n.type_nd_id) as type,
                  (select p.place from place_work p where p.id = n.place_id) as place,
                  ${isoDateTimeOrEmpty('n.datetime_start')} as "datetimeStart",
                  ${isoDateTimeOrEmpty('n.datetime_end')} as "datetimeEnd",
                  coalesce(${ENDING}, false) as ending
             from nd n
            where n.organization_id = $2
              and (${ARMS.join('\n                or ')})) w), '[]'::json) as candidates`;

export interface WorklistData {
  /** The user's roles now (as processingND reads them, not as the session cached them). */
  roles: RoleName[];
  organizationTotal: number;
  candidates: WorklistCandidate[];
}

/** In one round trip: the user's roles, the organization's workflow total, the candidates newest first. */
export async function worklistCandidates(db: Db, userId: number, organizationId: number): Promise<WorklistData> {
  const { rows } = await db.query<WorklistData>(WORKLIST_SQL, [userId, organizationId]);
  return rows[0] ?? { roles: [], organizationTotal: 0, candidates: [] };
}

/** The statement itself, for EXPLAIN at benchmark scale (docs/performance.md). */
export const WORKLIST_STATEMENT = WORKLIST_SQL;
