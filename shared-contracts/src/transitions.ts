import type { RoleName } from './roles';
import type { NdStatus } from './statuses';

/** Who may make a move (docs/domain.md, «Таблица переходов»). */
export type Actor =
  'creator' | 'routeStep' | 'routeParticipant' | 'preparator' | 'industrialSafer' | 'issuancer' | 'approver' | 'executor' | 'objectOwner';

export interface Transition {
  from: NdStatus[];
  to: NdStatus;
  who: Actor[];
  /** A comment is required for this move. */
  comment?: boolean;
  /** The move carries a new end date (an extension request). */
  newEnd?: boolean;
  label: string;
}

/** The transition table of docs/domain.md; EXPIRED is reached only by the server's scheduled job. */
export const TRANSITIONS: Transition[] = [
  { from: ['DRAFT', 'ON_MODIFICATION'], to: 'ON_ACCEPTANCE', who: ['creator'], label: 'Отправить на рассмотрение' },
  { from: ['ON_ACCEPTANCE'], to: 'READY_TO_WORK', who: ['routeStep'], label: 'Согласовать' },
  { from: ['ON_ACCEPTANCE'], to: 'ON_MODIFICATION', who: ['routeParticipant'], comment: true, label: 'Вернуть на доработку' },
  { from: ['DRAFT', 'ON_ACCEPTANCE', 'ON_MODIFICATION'], to: 'CANCELLED', who: ['creator', 'issuancer', 'approver'], label: 'Отменить' },
  { from: ['READY_TO_WORK', 'STOPPED'], to: 'IN_WORK', who: ['executor'], label: 'Начать работы' },
  // Work waiting for an extension decision is still work in progress: it can be stopped at once, as any other.
  {
    from: ['IN_WORK', 'PROLONG', 'PROLONGED'],
    to: 'STOPPED',
    who: ['executor', 'industrialSafer', 'issuancer', 'approver', 'objectOwner'],
    comment: true,
    label: 'Остановить работы',
  },
  { from: ['IN_WORK'], to: 'PROLONG', who: ['executor'], newEnd: true, label: 'Запросить продление' },
  { from: ['PROLONG'], to: 'PROLONGED', who: ['issuancer'], label: 'Продлить' },
  { from: ['PROLONG'], to: 'IN_WORK', who: ['issuancer'], label: 'Отказать в продлении' },
  { from: ['IN_WORK', 'PROLONGED', 'STOPPED'], to: 'CLOSE_WORK', who: ['executor'], label: 'Закончить работы' },
  { from: ['CLOSE_WORK'], to: 'ARCHIVE', who: ['issuancer'], label: 'Принять закрытие' },
  { from: ['EXPIRED', 'CANCELLED'], to: 'ARCHIVE', who: ['issuancer', 'approver'], label: 'В архив' },
];

export const EXPIRABLE_STATUSES: NdStatus[] = ['READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED'];
/** Statuses in which the creator may still edit the permit. */
export const EDITABLE_STATUSES: NdStatus[] = ['DRAFT', 'ON_MODIFICATION'];

export function transitionsFrom(status: NdStatus): Transition[] {
  return TRANSITIONS.filter((t) => t.from.includes(status));
}

/** A permit type with an empty route is approved by the issuer, then the approver (docs/domain.md). */
export const DEFAULT_ROUTE: readonly RoleName[] = ['ISSUANCER', 'APPROVER'];

/** The route a permit of a type follows. */
export function effectiveRoute(route: readonly RoleName[]): RoleName[] {
  return route.length > 0 ? [...route] : [...DEFAULT_ROUTE];
}

/** The role whose named user on the permit acts as each named actor. */
export const ACTOR_ROLES: Partial<Record<Actor, RoleName>> = {
  preparator: 'PREPARATOR',
  industrialSafer: 'INDUSTRIAL_SAFER',
  issuancer: 'ISSUANCER',
  approver: 'APPROVER',
  executor: 'EXECUTOR',
  objectOwner: 'OBJECT_OWNER',
};

/**
 * The longest permit window (end − start) in days unless the server is configured otherwise
 * (MAX_PERMIT_DAYS); an extension never takes the end past start + 2 × the window (docs/domain/separation-of-duties.md).
 */
export const DEFAULT_MAX_PERMIT_DAYS = 15;
