import {
  DEFAULT_MAX_PERMIT_DAYS,
  EXPIRABLE_STATUSES,
  formatDateTime,
  ND_FIELD_LABELS,
  ND_STATUS_LABELS,
  TRANSITIONS,
  type NdStatus,
  type Notification,
  type ProcessingRequest,
  type Transition,
  type ZoneBlocker,
} from '@permit/shared-contracts';
import { createAuditLog, type AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { participantColumn } from '../db/tables/permit-field-columns';
import { badRequest, conflict, notFound } from '../http/errors';
import { findNdAccess, type NdAccess } from '../nd/nd-detail-repository';
import { insertHistory } from '../nd/route-history-repository';
import { visibleNd } from '../nd/nd-access';
import { windowTooLong } from '../nd/permit-window';
import { participantFor, participantsOf, pendingSteps } from '../nd/route-steps';
import { notificationText } from '../notifications/notification-texts';
import { notifyUsers } from '../notifications/notifications-repository';
import { checkNewEnd } from './extension-rules';
import { actingAs, assertDuties, assertFirstStepOf, rolesForMove, type RolesOf } from './duty-checks';
import { checkSimopsStart, refusingWorks } from './simops-start-check';
import { expireDue, lockZoneOf, missingRequired, moveNd, type MoveColumns, type MovedNd } from './workflow-repository';

export interface WorkflowService {
  /** POST /api/nd_processing/processingND: true when done, false when a zone conflict refuses the start. */
  process(caller: AuthUser, request: ProcessingRequest): Promise<boolean>;
  /** DRAFT/ON_MODIFICATION → ON_ACCEPTANCE inside the caller's transaction (create_nd with draft=false uses it). */
  submit(tx: Db, nd: NdAccess, userId: number, comment: string): Promise<void>;
  /** GET zoneConflicts: the works in progress that refuse this permit's start (empty when none). */
  zoneConflicts(caller: AuthUser, ndId: number): Promise<ZoneBlocker[]>;
  /** The scheduled job: permits past their end → EXPIRED. Returns how many moved. */
  expire(limit?: number): Promise<number>;
}

const label = (s: NdStatus) => ND_STATUS_LABELS[s];
/** The executor's column: a refused start is told to him. */
const EXECUTOR = participantColumn('EXECUTOR');

/** The notification each target status sends to the permit's other participants. */
const NOTICE: Partial<Record<NdStatus, Notification['kind']>> = {
  READY_TO_WORK: 'APPROVED',
  ON_MODIFICATION: 'RETURNED',
  CANCELLED: 'CANCELLED',
  IN_WORK: 'WORK_STARTED',
  STOPPED: 'WORK_STOPPED',
  PROLONG: 'PROLONG_REQUESTED',
  PROLONGED: 'PROLONG_GRANTED',
  CLOSE_WORK: 'CLOSED',
  ARCHIVE: 'ARCHIVED',
  EXPIRED: 'EXPIRED',
};

async function notify(tx: Db, users: number[], ndId: number, kind: Notification['kind'], comment = ''): Promise<void> {
  await notifyUsers(tx, users, ndId, kind, notificationText(kind, ndId, comment));
}

const others = (nd: NdAccess, userId: number) => participantsOf(nd).filter((id) => id !== userId);

/**
 * The permit workflow of docs/domain.md, driven by the contract's TRANSITIONS table. Every move runs in one
 * transaction with the permit's row locked; a start of work also holds its zone's advisory lock, so the
 * conflict check and the move cannot interleave with another start in the same zone.
 */
export function createWorkflowService(db: Db, deps: { audit?: AuditLog; maxPermitDays?: number } = {}): WorkflowService {
  const audit = deps.audit ?? createAuditLog(db);
  const maxDays = deps.maxPermitDays ?? DEFAULT_MAX_PERMIT_DAYS;
  async function submit(tx: Db, nd: NdAccess, userId: number, comment: string): Promise<MovedNd> {
    const missing = await missingRequired(tx, nd.id);
    if (missing.length > 0) throw badRequest(missing.map((k) => `Поле «${ND_FIELD_LABELS[k]}» обязательно`).join('; '));
    const fresh = (await findNdAccess(tx, nd.id))!;
    if (windowTooLong(fresh.datetimeStart!, fresh.datetimeEnd!, maxDays)) {
      throw badRequest(`Поле «${ND_FIELD_LABELS.datetimeEnd}»: срок действия наряда-допуска — не более ${maxDays} дн. от начала работ`);
    }
    await assertDuties(tx, fresh);
    const moved = await moveNd(tx, nd.id, 'ON_ACCEPTANCE', { approvedSteps: [], draft: false });
    await insertHistory(tx, { ndId: nd.id, userId, from: nd.status, to: 'ON_ACCEPTANCE', comment });
    // The route restarts: the first step's user is asked.
    const first = pendingSteps({ ...fresh, approvedSteps: [] })[0];
    const asked = first ? participantFor(fresh, first) : null;
    // A creator who is also the first step's participant is not told of his own submission.
    if (asked !== null && asked !== userId) await notify(tx, [asked], nd.id, 'AWAITING_APPROVAL');
    return moved;
  }

  /** Applies an allowed move and answers the permit as it now stands; null only for a refused start (zone conflict). */
  async function apply(
    tx: Db,
    nd: NdAccess,
    t: Transition,
    caller: AuthUser,
    request: ProcessingRequest,
    comment: string,
    roles: RolesOf,
  ): Promise<MovedNd | null> {
    const history = (to: NdStatus, extra: { step?: string; comment?: string } = {}) =>
      insertHistory(tx, { ndId: nd.id, userId: caller.id, from: nd.status, to, comment, ...extra });
    const simple = async (extra: MoveColumns = {}, text = comment) => {
      const moved = await moveNd(tx, nd.id, t.to, extra);
      await history(t.to, { comment: text });
      await notify(tx, others(nd, caller.id), nd.id, NOTICE[t.to]!, text);
      return moved;
    };

    switch (t.to) {
      case 'ON_ACCEPTANCE':
        return submit(tx, nd, caller.id, comment);

      case 'READY_TO_WORK': {
        // One approval: the current route step; the permit is ready after the last one.
        await assertDuties(tx, nd, roles);
        await assertFirstStepOf(tx, nd, caller.id);
        const step = pendingSteps(nd)[0]!;
        const approved = [...nd.approvedSteps, step];
        const next = pendingSteps({ ...nd, approvedSteps: approved })[0];
        if (next === undefined) {
          const moved = await moveNd(tx, nd.id, 'READY_TO_WORK', { approvedSteps: approved });
          await history('READY_TO_WORK', { step });
          await notify(tx, others(nd, caller.id), nd.id, 'APPROVED');
          return moved;
        }
        const moved = await moveNd(tx, nd.id, 'ON_ACCEPTANCE', { approvedSteps: approved });
        await history('ON_ACCEPTANCE', { step });
        await notify(tx, [participantFor(nd, next)!], nd.id, 'AWAITING_APPROVAL');
        return moved;
      }

      case 'ON_MODIFICATION':
        // Returned: the route starts again from its first step on resubmission.
        return simple({ approvedSteps: [] });

      case 'STOPPED':
        // A stop ends a pending extension request: the executor asks again once the work goes on.
        return simple(nd.status === 'PROLONG' ? { prolongEnd: null } : {});

      case 'IN_WORK': {
        if (nd.status === 'PROLONG') {
          const moved = await moveNd(tx, nd.id, 'IN_WORK', { prolongEnd: null });
          await history('IN_WORK');
          await notify(tx, others(nd, caller.id), nd.id, 'PROLONG_REFUSED', comment);
          return moved;
        }
        if (!nd.inWindow || nd.datetimeStart === null || nd.datetimeEnd === null) {
          throw conflict(
            nd.datetimeStart && nd.datetimeEnd
              ? `Начать работы можно только в период действия наряда-допуска: с ${formatDateTime(nd.datetimeStart)} по ${formatDateTime(nd.datetimeEnd)}`
              : 'У наряда-допуска не указан период действия',
          );
        }
        if (windowTooLong(nd.datetimeStart, nd.datetimeEnd, nd.prolonged ? 2 * maxDays : maxDays)) {
          throw conflict(`Срок действия наряда-допуска длиннее допустимых ${maxDays} дн.: верните его на доработку и исправьте сроки`);
        }
        await assertDuties(tx, nd, roles);
        // The SIMOPS matrix decides per overlapping active work (docs/domain.md «Совмещение работ»).
        const check = await checkSimopsStart(tx, nd, request.simopsConfirmed ?? [], { audit, actorId: caller.id });
        if (check.refused) {
          // Refused, not failed: the executor is told, nothing moves; the client reads who blocks the zone
          // from zoneConflicts and shows it under the zone-conflict text (docs/architecture.md «Поведение клиента»).
          await notify(tx, [nd[EXECUTOR] ?? caller.id], nd.id, 'START_REFUSED');
          return null;
        }
        // Confirmed conditions go into this move's history row: its author is the one who confirmed.
        const { confirmation } = check;
        return simple({}, confirmation === null ? comment : [comment, confirmation].filter(Boolean).join('\n'));
      }

      case 'PROLONG': {
        if (nd.prolonged) throw conflict('Срок наряда-допуска уже продлевался: продление предоставляется один раз');
        const end = await checkNewEnd(tx, nd, request.datetimeEnd, maxDays, false);
        return simple({ prolongEnd: end }, comment || `Запрошено продление до ${formatDateTime(end)}`);
      }

      case 'PROLONGED': {
        const end = await checkNewEnd(tx, nd, request.datetimeEnd ?? nd.prolongEnd, maxDays, true);
        return simple({ datetimeEnd: end, prolonged: true, prolongEnd: null }, comment || `Срок продлён до ${formatDateTime(end)}`);
      }

      default:
        return simple();
    }
  }

  return {
    async submit(tx, nd, userId, comment) {
      await submit(tx, nd, userId, comment);
    },

    async process(caller, request) {
      const comment = request.comment?.trim() ?? '';
      // Permission before existence: a permit of another organization is as absent as a missing one.
      if (caller.organizationId === null) throw notFound();
      const { organizationId } = caller;
      return db.transaction(async (tx) => {
        // A start takes its zone's lock first, then the permit's row lock (always in this order); only a start
        // needs the zone, other moves save this round trip.
        const zone = request.status === 'IN_WORK' ? await lockZoneOf(tx, request.ndId, organizationId) : null;
        if (zone === undefined) throw notFound();
        const nd = await findNdAccess(tx, request.ndId, true);
        if (!nd || nd.organizationId !== organizationId) throw notFound();
        if (zone && nd.regionId !== zone.regionId) throw conflict('Наряд-допуск изменился, повторите действие');

        const allowed = TRANSITIONS.filter((t) => t.to === request.status && t.from.includes(nd.status));
        if (allowed.length === 0) {
          throw conflict(`Переход из статуса «${label(nd.status)}» в статус «${label(request.status)}» невозможен`);
        }
        const roles = await rolesForMove(tx, nd, caller.id);
        const actor = await actingAs(
          tx,
          nd,
          caller.id,
          allowed.flatMap((x) => x.who),
          roles,
        );
        const t = allowed.find((x) => x.who.includes(actor))!;
        if (t.comment && !comment) throw badRequest('Укажите комментарий');
        const moved = await apply(tx, nd, t, caller, request, comment, roles);
        if (moved) {
          const changes: Record<string, unknown> = { from: nd.status, to: moved.status };
          if (moved.approvedSteps.length > nd.approvedSteps.length) changes.step = moved.approvedSteps.at(-1);
          if (moved.datetimeEnd !== nd.datetimeEnd) changes.datetimeEnd = [nd.datetimeEnd, moved.datetimeEnd];
          if (moved.prolongEnd !== null && moved.prolongEnd !== nd.prolongEnd) changes.requestedEnd = moved.prolongEnd;
          if (comment) changes.comment = comment;
          await audit.record(tx, {
            actorId: caller.id,
            organizationId: nd.organizationId,
            action: 'move',
            entityType: 'nd',
            entityId: nd.id,
            changes,
          });
        }
        return moved !== null;
      });
    },

    async zoneConflicts(caller, ndId) {
      return refusingWorks(db, await visibleNd(db, caller, ndId));
    },

    async expire(limit = 500) {
      return db.transaction(async (tx) => {
        const moved = await expireDue(tx, EXPIRABLE_STATUSES, limit);
        for (const { id, from } of moved) {
          await insertHistory(tx, { ndId: id, userId: null, from, to: 'EXPIRED', comment: 'Срок действия наряда-допуска истёк' });
          const nd = (await findNdAccess(tx, id))!;
          await notify(tx, participantsOf(nd), id, 'EXPIRED');
          await audit.record(tx, {
            actorId: null,
            organizationId: nd.organizationId,
            action: 'move',
            entityType: 'nd',
            entityId: id,
            changes: { from, to: 'EXPIRED' },
          });
        }
        return moved.length;
      });
    },
  };
}

export { startExpiryJob } from './expiry-job';
