import {
  ACTOR_ROLES,
  detailKeyOf,
  effectiveRoute,
  participantOfRole,
  transitionsFrom,
  type Actor,
  type DetailKeyOf,
  type Nd,
  type ParticipantField,
  type RoleName,
  type Transition,
  type UserRef,
} from '@permit/shared-contracts';

/** The creator and every participant's detail, under their wire keys (the field map's person fields). */
type Participants = Pick<Nd, 'creator_detail' | DetailKeyOf<ParticipantField>>;

/** The user the permit names for a role (the field map's person field of that role). */
export function participantOf(nd: Participants, role: RoleName): UserRef | null {
  const field = participantOfRole(role);
  return field ? nd[detailKeyOf(field)] : null;
}

function participantFor(nd: Participants, role: RoleName): number | null {
  return participantOf(nd, role)?.id ?? null;
}

/** The route steps still to approve, in order; a step nobody is named for is skipped, as the server does. */
export function pendingSteps(nd: Participants & Pick<Nd, 'approvedSteps'>, route: readonly RoleName[]): RoleName[] {
  return effectiveRoute(route).filter((step) => !nd.approvedSteps.includes(step) && participantFor(nd, step) !== null);
}

function isActor(nd: Nd, route: readonly RoleName[], userId: number, actor: Actor): boolean {
  switch (actor) {
    case 'creator':
      return nd.creator_detail.id === userId;
    case 'routeStep': {
      const step = pendingSteps(nd, route)[0];
      return step !== undefined && participantFor(nd, step) === userId;
    }
    case 'routeParticipant':
      return effectiveRoute(route).some((step) => participantFor(nd, step) === userId);
    default: {
      const role = ACTOR_ROLES[actor];
      return role !== undefined && participantFor(nd, role) === userId;
    }
  }
}

/**
 * The moves the user may make now: the transition table filtered by who the permit names the user as.
 * Only the permit's own naming counts (the server's rule), so an administrator gets no moves by role alone.
 */
export function availableMoves(nd: Nd, route: readonly RoleName[], userId: number | undefined): Transition[] {
  if (userId === undefined) return [];
  return transitionsFrom(nd.status).filter((t) => t.who.some((actor) => isActor(nd, route, userId, actor)));
}
