import type { NdStatus, Notification, RoleName } from '@permit/shared-contracts';
import type { PersonKey } from './people-data';
import { effectiveRoute, type Crew, type PermitPlan } from './permit-plans';

/** One route-history row to write; `at` is hours from the current hour; `by` null is the server's own move. */
export interface PlannedMove {
  from: NdStatus | null;
  to: NdStatus;
  step: RoleName | null;
  by: PersonKey | null;
  comment: string;
  at: number;
}

export interface PlannedHistory {
  created: number;
  moves: PlannedMove[];
  approvedSteps: RoleName[];
  prolonged: boolean;
  /** PROLONG: the end the executor asked for (hours from now). */
  prolongEnd: number | null;
  /** The notifications the last move left behind: to whom and of what kind. */
  notifications: { to: PersonKey; kind: Notification['kind']; comment: string; at: number }[];
}

type Move = Omit<PlannedMove, 'at'>;

const STATUS_NOTICE: Partial<Record<NdStatus, Notification['kind']>> = {
  READY_TO_WORK: 'APPROVED',
  ON_MODIFICATION: 'RETURNED',
  IN_WORK: 'WORK_STARTED',
  STOPPED: 'WORK_STOPPED',
  PROLONGED: 'PROLONG_GRANTED',
  CLOSE_WORK: 'CLOSED',
  ARCHIVE: 'ARCHIVED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
};

function person(crew: Crew, role: RoleName): PersonKey {
  const key = role === 'CREATOR' ? crew.creator : crew[role as keyof Omit<Crew, 'creator' | 'brigade'>];
  if (!key) throw new Error(`no ${role} in the crew`);
  return key;
}

/** The moves before work starts (submission, approvals, a return or a cancellation), by status. */
function preStartMoves(plan: PermitPlan, route: RoleName[]): Move[] {
  const { crew, comment = '' } = plan;
  const submit: Move = { from: 'DRAFT', to: 'ON_ACCEPTANCE', step: null, by: crew.creator, comment: '' };
  const approvals = (count: number): Move[] =>
    route.slice(0, count).map((step, i) => ({
      from: 'ON_ACCEPTANCE',
      to: i === route.length - 1 ? 'READY_TO_WORK' : 'ON_ACCEPTANCE',
      step,
      by: person(crew, step),
      comment: '',
    }));
  switch (plan.status) {
    case 'DRAFT':
      return [];
    case 'ON_ACCEPTANCE':
      return [submit, ...approvals(plan.approved ?? 0)];
    case 'ON_MODIFICATION': {
      const returner = route[1] ?? route[0] ?? 'ISSUANCER';
      return [submit, ...approvals(1), { from: 'ON_ACCEPTANCE', to: 'ON_MODIFICATION', step: null, by: person(crew, returner), comment }];
    }
    case 'CANCELLED':
      return [submit, { from: 'ON_ACCEPTANCE', to: 'CANCELLED', step: null, by: crew.ISSUANCER, comment }];
    default:
      return [submit, ...approvals(route.length)];
  }
}

/** The moves from the start of work on, by status. */
function workMoves(plan: PermitPlan): Move[] {
  const { crew, comment = '' } = plan;
  const move = (from: NdStatus, to: NdStatus, by: PersonKey | null, text = ''): Move => ({ from, to, step: null, by, comment: text });
  const start = move('READY_TO_WORK', 'IN_WORK', crew.EXECUTOR);
  switch (plan.status) {
    case 'IN_WORK':
      return [start];
    case 'STOPPED':
      return [start, move('IN_WORK', 'STOPPED', crew.INDUSTRIAL_SAFER, comment)];
    case 'PROLONG':
      return [start, move('IN_WORK', 'PROLONG', crew.EXECUTOR, comment)];
    case 'PROLONGED':
      return [start, move('IN_WORK', 'PROLONG', crew.EXECUTOR, 'Не успеваем из-за погодных условий'), move('PROLONG', 'PROLONGED', crew.ISSUANCER)];
    case 'CLOSE_WORK':
      return [start, move('IN_WORK', 'CLOSE_WORK', crew.EXECUTOR)];
    case 'ARCHIVE':
      return [start, move('IN_WORK', 'CLOSE_WORK', crew.EXECUTOR), move('CLOSE_WORK', 'ARCHIVE', crew.ISSUANCER)];
    case 'EXPIRED':
      // Expiry is the server's scheduled move, made by no user.
      return [start, move('IN_WORK', 'EXPIRED', null)];
    default:
      return [];
  }
}

/** A consistent, time-ordered history that ends in the plan's status, all of it in the past. */
export function planHistory(plan: PermitPlan): PlannedHistory {
  const route = effectiveRoute(plan.type);
  const start = plan.window?.start ?? 24;
  const end = start + (plan.window?.hours ?? 8);
  const created = Math.min(start, 0) - 48;
  const before = preStartMoves(plan, route).map((m, i) => ({ ...m, at: created + i + 1 }));
  const work = workMoves(plan);
  const last = Math.min(end, 0);
  const after = work.map((m, i) => ({ ...m, at: i === 0 ? start : start + (i * (last - start)) / work.length }));
  const moves = [...before, ...after];

  const final = moves[moves.length - 1];
  const notifications: PlannedHistory['notifications'] = [];
  const kind = final && STATUS_NOTICE[final.to];
  if (final && kind && final.by !== plan.crew.creator) {
    notifications.push({ to: plan.crew.creator, kind, comment: final.comment, at: final.at });
  }
  if (plan.status === 'ON_ACCEPTANCE') {
    const next = route[plan.approved ?? 0];
    if (next) notifications.push({ to: person(plan.crew, next), kind: 'AWAITING_APPROVAL', comment: '', at: final?.at ?? created });
  }
  if (plan.status === 'PROLONG') {
    notifications.push({ to: plan.crew.ISSUANCER, kind: 'PROLONG_REQUESTED', comment: plan.comment ?? '', at: final?.at ?? created });
  }

  const approvedSteps =
    plan.status === 'ON_ACCEPTANCE'
      ? route.slice(0, plan.approved ?? 0)
      : ['DRAFT', 'ON_MODIFICATION', 'CANCELLED'].includes(plan.status)
        ? []
        : route;
  return {
    created,
    moves,
    approvedSteps,
    prolonged: plan.status === 'PROLONGED',
    prolongEnd: plan.status === 'PROLONG' ? end + 24 : null,
    notifications,
  };
}
