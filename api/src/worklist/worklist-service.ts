import {
  transitionsFrom,
  WORKLIST_ENDING,
  WORKLIST_GROUPS,
  WORKLIST_ROWS_PER_GROUP,
  type NdStatus,
  type Worklist,
  type WorklistGroup,
  type WorklistRow,
} from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import type { NdAccess } from '../nd/nd-detail-repository';
import { actorRoles, isActor } from '../nd/route-steps';
import { worklistCandidates, type WorklistCandidate } from './worklist-repository';

export interface WorklistService {
  /** GET /api/nd_processing/worklist: «Мои задачи» of the caller. */
  worklist(caller: AuthUser): Promise<Worklist>;
}

type MoveGroup = (typeof WORKLIST_GROUPS)[number];

/**
 * Whether the transition table gives `userId` a move on the permit now as the group's actor: the table
 * has a move out of this status for that actor, the permit names him as that actor (the current route
 * step for an approval), and he still holds the role the move needs, exactly as the workflow's
 * `actingAs` decides (api/src/processing/duty-checks.ts).
 */
export function hasMove(nd: WorklistCandidate, userId: number, roles: readonly string[], group: MoveGroup): boolean {
  const status: NdStatus = nd.status;
  if (!(group.statuses as readonly NdStatus[]).includes(status)) return false;
  if (!transitionsFrom(status).some((t) => t.who.includes(group.actor))) return false;
  // The route-step helpers read only the naming, the route and the approved steps, which the candidate carries.
  const access = nd as unknown as NdAccess;
  return isActor(access, userId, group.actor) && actorRoles(access, userId, group.actor).some((role) => roles.includes(role));
}

const rowOf = (nd: WorklistCandidate): WorklistRow => ({
  id: nd.id,
  status: nd.status,
  numberPaperNd: nd.numberPaperNd,
  type: nd.type,
  place: nd.place,
  datetimeStart: nd.datetimeStart,
  datetimeEnd: nd.datetimeEnd,
});

const groupOf = (key: WorklistGroup['key'], label: string, permits: WorklistCandidate[]): WorklistGroup => ({
  key,
  label,
  count: permits.length,
  rows: permits.slice(0, WORKLIST_ROWS_PER_GROUP).map(rowOf),
});

/**
 * «Мои задачи» (docs/domain.md «Таблица переходов»): the caller's organization only; a user of no
 * organization has none. The database narrows the candidates by the columns that name the user, the
 * rules here decide, so the list cannot drift from what processingND would accept.
 */
export function createWorklistService(db: Db): WorklistService {
  return {
    async worklist(caller) {
      const empty = (organizationTotal: number): Worklist => ({
        total: 0,
        organizationTotal,
        groups: [...WORKLIST_GROUPS.map((g) => groupOf(g.key, g.label, [])), groupOf(WORKLIST_ENDING.key, WORKLIST_ENDING.label, [])],
      });
      if (caller.organizationId === null) return empty(0);
      const { roles, organizationTotal, candidates } = await worklistCandidates(db, caller.id, caller.organizationId);
      const mine = new Set<number>();
      const groups = WORKLIST_GROUPS.map((g) => {
        const permits = candidates.filter((nd) => hasMove(nd, caller.id, roles, g));
        for (const nd of permits) mine.add(nd.id);
        return groupOf(g.key, g.label, permits);
      });
      // Ending soon: the candidates in work that name the user in any field (the query's arms ensure it).
      const ending = candidates.filter((nd) => nd.ending).sort((a, b) => a.datetimeEnd.localeCompare(b.datetimeEnd) || a.id - b.id);
      for (const nd of ending) mine.add(nd.id);
      groups.push(groupOf(WORKLIST_ENDING.key, WORKLIST_ENDING.label, ending));
      return { total: mine.size, organizationTotal, groups };
    },
  };
}
