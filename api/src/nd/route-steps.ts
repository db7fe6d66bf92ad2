import { ACTOR_ROLES, effectiveRoute, type Actor, type NdStatus, type RoleName } from '@permit/shared-contracts';
import { PARTICIPANTS, type NdAccess } from './nd-detail-repository';
import type { Naming } from './separation-of-duties';

/** The user the permit names for a role (null when it names nobody). */
export function participantFor(nd: NdAccess, role: RoleName): number | null {
  const p = PARTICIPANTS.find((x) => x.role === role);
  return p ? nd[p.column] : null;
}

/**
 * The route steps still to approve, in order. A step whose role the permit names nobody for (only the
 * object owner may be left empty on a submission) is skipped: nobody could ever make it.
 */
export function pendingSteps(nd: NdAccess): RoleName[] {
  return effectiveRoute(nd.route).filter((step) => !nd.approvedSteps.includes(step) && participantFor(nd, step) !== null);
}

/** Who the stored permit names in each field (the separation-of-duties rules read this). */
export function namingOf(nd: NdAccess): Naming {
  const naming = { creator: nd.creatorId } as Naming;
  for (const p of PARTICIPANTS) naming[p.key] = nd[p.column];
  return naming;
}

/** Every user the permit names (creator first), without repeats. */
export function participantsOf(nd: NdAccess): number[] {
  const ids = [nd.creatorId, ...PARTICIPANTS.map((p) => nd[p.column])].filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/**
 * Whether `userId` acts as `actor` on this permit. Only the permit's own naming counts: roles in the
 * user's profile grant nothing here, and ADMIN is nobody in particular (separation of duties).
 */
export function isActor(nd: NdAccess, userId: number, actor: Actor): boolean {
  switch (actor) {
    case 'creator':
      return nd.creatorId === userId;
    case 'routeStep': {
      const step = pendingSteps(nd)[0];
      return step !== undefined && participantFor(nd, step) === userId;
    }
    case 'routeParticipant':
      return effectiveRoute(nd.route).some((step) => participantFor(nd, step) === userId);
    default: {
      const role = ACTOR_ROLES[actor];
      return role !== undefined && participantFor(nd, role) === userId;
    }
  }
}

/**
 * The roles in which `userId` acts as `actor` on this permit: he must still hold one of them to make
 * the move (a creator without the CREATOR role, or an approver without APPROVER, moves nothing).
 */
export function actorRoles(nd: NdAccess, userId: number, actor: Actor): RoleName[] {
  switch (actor) {
    case 'creator':
      return ['CREATOR'];
    case 'routeStep': {
      const step = pendingSteps(nd)[0];
      return step ? [step] : [];
    }
    case 'routeParticipant':
      return effectiveRoute(nd.route).filter((step) => participantFor(nd, step) === userId);
    default: {
      const role = ACTOR_ROLES[actor];
      return role ? [role] : [];
    }
  }
}

/** The statuses in which a permit no longer changes (files and edits are refused). */
export const CLOSED_STATUSES: readonly NdStatus[] = ['ARCHIVE', 'CANCELLED', 'EXPIRED'];
