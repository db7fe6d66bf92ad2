import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  ACTOR_ROLES,
  DEFAULT_ROUTE,
  EXPIRABLE_STATUSES,
  TRANSITIONS,
  WORKLIST_ENDING,
  WORKLIST_GROUPS,
  type Actor,
  type NdStatus,
  type RoleName,
} from '@permit/shared-contracts';
import { slot } from '../db/compiled-statements';
import { PARTICIPANTS } from '../nd/nd-detail-repository';

/**
 * «Мои задачи» as typed SQL expressions, built from the contract's groups, the transition table's actors and
 * the type's route, so the database reads only the permits that can be on the list (docs/performance.md).
 * The workflow's own rules (isActor, pendingSteps, actorRoles in api/src/nd/route-steps.ts) are the
 * reference: worklist-sql.test.ts compares both on every status, route, approved step, naming and role.
 *
 * The contract's constants (statuses, roles, the default route) are written into the statement as literals
 * (`sql.lit`), never input: only then can the planner match the arms to the partial indexes of migration 015
 * in a prepared (generic) plan. The user is a parameter (`slot`: the statement is compiled once,
 * worklist-repository.ts). The expressions read the candidate `n` of worklist-repository.ts (the permit's
 * columns and its type's route, `typeRoute`) and the user's roles, `me.roles`.
 */

type NamingColumn = 'creatorId' | (typeof PARTICIPANTS)[number]['column'];

/** The columns that can name the user: the creator, then each participant with the role it names. */
export const WORKLIST_COLUMNS: readonly { column: NamingColumn; role: RoleName | null }[] = [
  { column: 'creatorId', role: null },
  ...PARTICIPANTS.map((p) => ({ column: p.column, role: p.role })),
];
type Column = (typeof WORKLIST_COLUMNS)[number];

/** The signed-in user: the one value of the flags and arms. */
const USER = slot<number>('userId');

const literals = (values: readonly string[]) => sql.join([...new Set(values)].map((v) => sql.lit(v)));
const textArray = (values: readonly string[]) => sql<string[]>`array[${literals(values)}]::text[]`;
const statusIn = (statuses: readonly NdStatus[]) => sql<SqlBool>`${sql.ref('n.status')} in (${literals(statuses)})`;
const names = (c: Column) => sql<SqlBool>`${sql.ref(`n.${c.column}`)} = ${USER}`;

/**
 * The permit's route: its type's (`typeRoute`, the joined type_nd.route) or the default one when the type has
 * none (effectiveRoute). Written where a flag needs it, so it is built only for the rows that reach it (a
 * condition stops at its first false part): most candidates never do.
 */
const ROUTE = sql<RoleName[]>`(case when cardinality(coalesce(${sql.ref('n.typeRoute')}, '{}')) > 0 then ${sql.ref('n.typeRoute')}
    else ${textArray(DEFAULT_ROUTE)} end)`;

/** The steps that no longer wait: approved, or of a role the permit names nobody for (pendingSteps skips those). */
const PASSED = sql<RoleName[]>`(${sql.ref('n.approvedSteps')} || array_remove(array[${sql.join(
  PARTICIPANTS.map((p) => sql`case when ${sql.ref(`n.${p.column}`)} is null then ${sql.lit(p.role)} end`),
)}]::text[], null))`;

/**
 * `role` is the permit's current route step (pendingSteps()[0] in api/src/nd/route-steps.ts): it is on the
 * route, not yet approved, and every step before its first place is approved or names nobody. No subquery.
 */
function currentStep(role: RoleName): RawBuilder<SqlBool> {
  const at = sql`array_position(${ROUTE}, ${sql.lit(role)})`;
  return sql<SqlBool>`(${at} is not null and not (${sql.lit(role)} = any(${sql.ref('n.approvedSteps')}))
    and ${ROUTE}[1:${at} - 1] <@ ${PASSED})`;
}

/** Whether the user named in `c` acts as `actor` (isActor): 'always', a condition, or null when that column never does. */
function actsAs(actor: Actor, c: Column): 'always' | RawBuilder<SqlBool> | null {
  if (actor === 'creator') return c.role === null ? 'always' : null;
  if (c.role === null) return null;
  if (actor === 'routeStep') return currentStep(c.role);
  if (actor === 'routeParticipant') return sql<SqlBool>`(${sql.lit(c.role)} = any(${ROUTE}))`;
  return ACTOR_ROLES[actor] === c.role ? 'always' : null;
}

/**
 * In work and ending within the next 24 hours (any participant's «Заканчиваются» group). Every candidate
 * names the user in some column (each arm below does), so no column is asked again.
 */
export const ENDING_FLAG = sql<SqlBool>`(${statusIn(EXPIRABLE_STATUSES)} and ${sql.ref('n.datetimeEnd')} >= localtimestamp
    and ${sql.ref('n.datetimeEnd')} < localtimestamp + ${sql.lit(`${WORKLIST_ENDING.hours} hours`)}::interval)`;

/** The statuses in which column `c` may put a permit on the list: its groups' and the expirable ones. */
export function armStatuses(c: Column): NdStatus[] {
  const moves = WORKLIST_GROUPS.filter((g) => actsAs(g.actor, c) !== null).flatMap((g) => g.statuses);
  return [...new Set<NdStatus>([...moves, ...EXPIRABLE_STATUSES])];
}

/**
 * "Some column names me in a status it acts in": each arm is one lookup in that column's partial index
 * (migration 015, whose predicate is armStatuses), and the planner ORs the bitmaps.
 */
export const WORKLIST_ARMS = sql<SqlBool>`(${sql.join(
  WORKLIST_COLUMNS.map((c) => sql`(${names(c)} and ${statusIn(armStatuses(c))})`),
  sql` or `,
)})`;

/** The role the user must still hold to make a group's move from column `c` (actorRoles). */
function neededRole(actor: Actor, c: Column): RoleName {
  return actor === 'creator' ? 'CREATOR' : c.role!;
}

/**
 * Per group, whether the permit is in it for the user: some column names him, in a status the group
 * moves out of, as the group's actor (for a route step: the current one), and he still holds the role
 * the move needs (`roles`: his roles now). Built from the groups and the transition table, like the
 * workflow's checks (duty-checks.ts); worklist-sql.test.ts compares both on every state.
 */
export const GROUP_FLAGS: readonly { key: string; flag: RawBuilder<SqlBool> }[] = WORKLIST_GROUPS.map((g) => {
  const statuses = g.statuses.filter((status) => TRANSITIONS.some((t) => t.from.includes(status) && t.who.includes(g.actor)));
  const arms = WORKLIST_COLUMNS.flatMap((c) => {
    const acts = actsAs(g.actor, c);
    if (acts === null || statuses.length === 0) return [];
    const parts = [names(c), statusIn(statuses), ...(acts === 'always' ? [] : [acts])];
    return [sql`(${sql.join(parts, sql` and `)} and ${sql.lit(neededRole(g.actor, c))} = any(${sql.ref('me.roles')}))`];
  });
  return { key: g.key, flag: arms.length > 0 ? sql<SqlBool>`(${sql.join(arms, sql` or `)})` : sql<SqlBool>`false` };
});
