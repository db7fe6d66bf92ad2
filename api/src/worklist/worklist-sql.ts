import {
  ACTOR_ROLES,
  DEFAULT_ROUTE,
  EXPIRABLE_STATUSES,
  TRANSITIONS,
  WORKLIST_ENDING,
  WORKLIST_GROUPS,
  type Actor,
  type NdStatus,
} from '@permit/shared-contracts';
import { databaseName } from '../db/kysely';
import { PARTICIPANTS } from '../nd/nd-detail-repository';

/**
 * «Мои задачи» in SQL, built from the contract's groups, the transition table's actors and the type's
 * route, so the database reads only the permits that can be on the list and answers with the counts and
 * the rows shown (docs/performance.md). The workflow's own rules (isActor, pendingSteps, actorRoles in
 * api/src/nd/route-steps.ts) are the reference: worklist-sql.test.ts compares both on every status,
 * route, approved step, naming and role.
 */

/** The columns that can name the user: the creator, then each participant with the role it names. */
export const WORKLIST_COLUMNS: readonly { column: string; role: string | null }[] = [
  { column: 'creator_id', role: null },
  ...PARTICIPANTS.map((p) => ({ column: databaseName(p.column), role: p.role as string })),
];
type Column = (typeof WORKLIST_COLUMNS)[number];

const list = (values: readonly string[]) => `'{${[...new Set(values)].join(',')}}'::text[]`;

/** The permit's type route, the default one when the type has none (effectiveRoute). `t` is the joined type_nd. */
const ROUTE = `(case when cardinality(coalesce(t.route, '{}')) > 0 then t.route else ${list(DEFAULT_ROUTE)} end)`;
/** The roles the permit names nobody for: pendingSteps skips those steps. */
const UNNAMED = `array_remove(array[${PARTICIPANTS.map((p) => `case when n.${databaseName(p.column)} is null then '${p.role}' end`).join(', ')}]::text[], null)`;

/**
 * `role` is the permit's current route step (pendingSteps()[0] in api/src/nd/route-steps.ts): it is on the
 * route, not yet approved, and every step before its first place is approved or names nobody. No subquery.
 */
function currentStep(role: string): string {
  const at = `array_position(${ROUTE}, '${role}')`;
  return `(${at} is not null and not ('${role}' = any(n.approved_steps)) and ${ROUTE}[1:${at} - 1] <@ (n.approved_steps || ${UNNAMED}))`;
}

/** Whether the user named in `c` acts as `actor` (isActor), as SQL; null when that column never does. */
function actsAs(actor: Actor, c: Column): string | null {
  if (actor === 'creator') return c.role === null ? 'true' : null;
  if (c.role === null) return null;
  if (actor === 'routeStep') return currentStep(c.role);
  if (actor === 'routeParticipant') return `('${c.role}' = any(${ROUTE}))`;
  return ACTOR_ROLES[actor] === c.role ? 'true' : null;
}

/** In work and ending within the next 24 hours (any participant's «Заканчиваются» group). */
export const ENDING = `(n.status = any(${list(EXPIRABLE_STATUSES)})
        and n.datetime_end >= localtimestamp and n.datetime_end < localtimestamp + interval '${WORKLIST_ENDING.hours} hours')`;

/** The statuses in which column `c` may put a permit on the list: its groups' and the expirable ones. */
export function armStatuses(c: Column): NdStatus[] {
  const moves = WORKLIST_GROUPS.filter((g) => actsAs(g.actor, c) !== null).flatMap((g) => g.statuses);
  return [...new Set<NdStatus>([...moves, ...EXPIRABLE_STATUSES])];
}

/**
 * "Some column names me in a status it acts in": each arm is one lookup in that column's partial index
 * (migration 015, whose predicate is armStatuses), and the planner ORs the bitmaps.
 */
export const WORKLIST_ARMS = WORKLIST_COLUMNS.map((c) => `(n.${c.column} = $1 and n.status = any(${list(armStatuses(c))}))`).join(
  '\n                or ',
);

/** The role the user must still hold to make a group's move from column `c` (actorRoles). */
function neededRole(actor: Actor, c: Column): string {
  if (actor === 'creator') return 'CREATOR';
  return c.role ?? '';
}

/**
 * Per group, whether the permit is in it for the user: some column names him, in a status the group
 * moves out of, as the group's actor (for a route step: the current one), and he still holds the role
 * the move needs (`roles`: his roles now). Built from the groups and the transition table, like the
 * workflow's checks (duty-checks.ts); worklist-sql.test.ts compares both on every state.
 */
export const GROUP_FLAGS = WORKLIST_GROUPS.map((g) => {
  const statuses = g.statuses.filter((status) => TRANSITIONS.some((t) => t.from.includes(status) && t.who.includes(g.actor)));
  const arms = WORKLIST_COLUMNS.flatMap((c) => {
    const acts = actsAs(g.actor, c);
    if (acts === null || statuses.length === 0) return [];
    const when = acts === 'true' ? '' : ` and ${acts}`;
    return [`(n.${c.column} = $1 and n.status = any(${list(statuses)})${when} and '${neededRole(g.actor, c)}' = any(roles))`];
  });
  return { key: g.key, sql: arms.length > 0 ? `(${arms.join(' or ')})` : 'false' };
});

/** Ending within 24 hours, for any field that names the user (no role needed: everyone named is told). */
export const ENDING_FLAG = `(${ENDING} and (${WORKLIST_COLUMNS.map((c) => `n.${c.column} = $1`).join(' or ')}))`;
