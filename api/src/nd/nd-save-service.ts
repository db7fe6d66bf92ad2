import { EDITABLE_STATUSES, PERMIT_SUBMIT_REQUIRED, type Nd, type PermitFieldName } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import { PERMIT_FIELD_TEXTS } from '@permit/shared-contracts/src/permit/permit-field-texts';
import { diff, type AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { conflict, forbidden, notFound } from '../http/errors';
import type { WorkflowService } from '../processing/workflow-service';
import { findNdAccess, findNdDetail, PARTICIPANTS, type NdAccess } from './nd-detail-repository';
import {
  existingIds,
  insertNd,
  ndColumns,
  ND_LIST_TABLES,
  ownerOf,
  permitOfSaveKey,
  saveKeyHolder,
  replaceList,
  rolesOfUsers,
  routeOfType,
  lastSave,
  noteSaveVersion,
  updateNd,
  usersOfOrganization,
  type NdListKey,
} from './nd-save-repository';
import { DUTY_RULE, dutyViolations, namedPeople, type Naming } from './separation-of-duties';
import { afterLabel, FieldProblems } from './field-problems';
import { windowTooLong } from './permit-window';
import { columnsOf, type PermitSave } from './permit-wire';

const LIST_KEYS = Object.keys(ND_LIST_TABLES) as NdListKey[];
const dedupe = (ids: readonly number[]) => [...new Set(ids)];
const CREATOR_ONLY = 'Оформлять и изменять наряд-допуски может пользователь с ролью «Создатель»';

/**
 * Every reference must exist, and the organization-bound ones (section, work shift, people) must belong
 * to the caller's organization; a submission (draft=false) must also be complete (docs/domain.md «Форматы обмена»).
 * All problems are reported at once, each naming its field by its label and marked on it (field-problems.ts). The save arrives by plain names:
 * the wire's spellings were translated at the edge (permit-wire.ts `fromNdSaveWire`).
 */
async function validate(db: Db, organizationId: number, body: PermitSave, maxPermitDays: number): Promise<void> {
  const problems = new FieldProblems();
  const missingRow = (key: PermitFieldName, id: number) => problems.add(key, `запись с id ${id} не найдена`);

  if (body.organization !== null && body.organization !== organizationId) {
    problems.add('organization', 'наряд-допуск оформляется только в своей организации');
  }
  for (const [key, what] of [
    ['section', 'section'],
    ['workshift', 'workshift'],
  ] as const) {
    const id = body[key];
    if (id === null) continue;
    const owner = await ownerOf(db, what, id);
    if (owner === undefined) missingRow(key, id);
    else if (owner !== organizationId) problems.add(key, `запись с id ${id} относится к другой организации`);
  }
  if (body.place !== null && (await existingIds(db, 'placeWork', [body.place])).size === 0) missingRow('place', body.place);
  if (body.typeNd !== null && (await existingIds(db, 'typeNd', [body.typeNd])).size === 0) missingRow('typeNd', body.typeNd);
  if (body.region !== null) {
    const place = await ownerOf(db, 'region', body.region);
    if (place === undefined) missingRow('region', body.region);
    else if (body.place !== null && place !== body.place) problems.add('region', 'зона не относится к выбранному месту проведения работ');
  }

  const people = [...PARTICIPANTS.map((p) => body[p.key]).filter((id): id is number => id !== null), ...body.brigade];
  const colleagues = await usersOfOrganization(db, organizationId, dedupe(people));
  for (const p of PARTICIPANTS) {
    const id = body[p.key];
    if (id !== null && !colleagues.has(id)) problems.add(p.key, `пользователь с id ${id} не найден в вашей организации`);
  }
  const strangers = body.brigade.filter((id) => !colleagues.has(id));
  if (strangers.length > 0) problems.add('brigade', `пользователи с id ${strangers.join(', ')} не найдены в вашей организации`);

  for (const key of LIST_KEYS.filter((k) => k !== 'brigade')) {
    const ids = dedupe(body[key]);
    const found = await existingIds(db, ND_LIST_TABLES[key].target, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) problems.add(key, `записи с id ${missing.join(', ')} не найдены`);
  }

  if (body.datetimeStart && body.datetimeEnd && body.datetimeStart >= body.datetimeEnd) {
    problems.add('datetimeEnd', afterLabel(PERMIT_FIELD_TEXTS.endBeforeStart));
  } else if (body.datetimeStart && body.datetimeEnd && windowTooLong(body.datetimeStart, body.datetimeEnd, maxPermitDays)) {
    problems.add('datetimeEnd', `срок действия наряда-допуска — не более ${maxPermitDays} дн. от начала работ`);
  }
  if (!body.draft) {
    for (const key of PERMIT_SUBMIT_REQUIRED) {
      const value = body[key];
      if (value === null || value === '') problems.required(key);
    }
  }
  if (problems.count > 0) throw problems.toError();
}

/**
 * Separation of duties on the payload: a draft may leave fields empty, but never names a user lacking
 * his field's role or one person in two fields that must differ (403 naming the rule and the fields).
 */
async function checkDuties(db: Db, body: PermitSave, creatorId: number): Promise<void> {
  const naming = { creator: creatorId } as Naming;
  for (const p of PARTICIPANTS) naming[p.key] = body[p.key];
  const route = body.typeNd === null ? [] : await routeOfType(db, body.typeNd);
  const problems = dutyViolations(naming, route, await rolesOfUsers(db, namedPeople(naming)));
  if (problems.length > 0) throw forbidden(`${DUTY_RULE}: ${problems.join('; ')}`);
}

export interface NdSaveService {
  /** POST /api/nd_processing/create_nd (its payload by plain names, nd-routes.ts translates): answers the saved permit with its id. */
  save(caller: AuthUser, body: PermitSave): Promise<Nd>;
}

/**
 * Create or edit a permit. A new permit belongs to the caller (creator) and their organization; only
 * users with the CREATOR role create permits. Editing is the creator's, and only in DRAFT or
 * ON_MODIFICATION (403 otherwise); another organization's permit is as absent as a missing one (404).
 * draft=false submits: the permit goes to ON_ACCEPTANCE with a history row and the first approver told.
 *
 * No lost update: an edit that sends `version` (the portal's form always does) is refused with 409 when
 * the permit changed since that version was loaded. The permit's row is locked first, and the UPDATE
 * itself is conditional on the version, so of two saves from one version exactly one wins.
 *
 * No double create: a create with the `saveKey` of one its creator already made (the first answer was lost) saves
 * that permit again while it is a draft nobody edited by id since, and answers it unchanged once it was submitted
 * or moved on (migration 023).
 *
 * No false conflict: an edit sent again with its key after a lost answer, while that first send is still the
 * permit's last change (its key, and the version it left), saves over it (what was typed since goes in too) or,
 * when that send submitted it, answers it unchanged; a save or a move in between gets 409 or 403 as before.
 */
export function createNdSaveService(db: Db, deps: { workflow: WorkflowService; audit: AuditLog; maxPermitDays: number }): NdSaveService {
  return {
    async save(caller, body) {
      const organizationId = caller.organizationId;
      if (organizationId === null) throw forbidden('Пользователь без организации не может оформлять наряд-допуски');
      const ndId = await db.transaction(async (tx) => {
        let existing: NdAccess | null = null;
        // The version the edit is made at: the one the form loaded, or the permit's own after a resent edit.
        let version = body.version;
        // A create sent again after its answer was lost: the permit the first one made, not another one. Two sends of
        // one key at the same moment take turns, so the second finds the first's permit.
        const made = body.id === undefined && body.saveKey !== undefined ? await permitOfSaveKey(tx, caller.id, body.saveKey) : undefined;
        const editId = body.id ?? made;
        if (editId !== undefined) {
          existing = await findNdAccess(tx, editId, true);
          if (!existing || existing.organizationId !== organizationId) throw notFound();
          if (existing.creatorId !== caller.id) throw forbidden('Изменять наряд-допуск может только его создатель');
          // A creator whose role was taken away no longer edits or submits his old drafts.
          if (!caller.roles.includes('CREATOR')) throw forbidden(CREATOR_ONLY);
          // No longer a draft (submitted by the first send, or moved on since): that send again, answered with the
          // permit as it is; it never overwrites what the route did with it since.
          if (made !== undefined && existing.status !== 'DRAFT') return existing.id;
          // The same edit again: its key is still there (every save by id leaves its own) and the permit is still at the
          // version that save left it at (a move since, even one that keeps the key, bumped it).
          const last = body.id !== undefined && body.saveKey !== undefined ? await lastSave(tx, existing.id) : null;
          const resent = last !== null && last.key === body.saveKey && last.version === existing.version;
          // Submitted by that first send: answered as it is.
          if (resent && !EDITABLE_STATUSES.includes(existing.status)) return existing.id;
          if (!EDITABLE_STATUSES.includes(existing.status)) {
            throw forbidden('Наряд-допуск можно изменять только в статусах «Черновик» и «На доработке»');
          }
          // Its version is the one the form loaded, which that first send moved on: the edit is made over that send.
          if (resent) version = existing.version;
          else if (body.version !== undefined && body.version !== existing.version) throw conflict(API_MESSAGES.ndChangedSinceLoad);
          // The edit leaves its key on this permit; one another permit of the creator holds already (a request made
          // by hand: the form makes a key per permit) is refused by name, not as the unique index's «уже существует».
          if (!resent && body.id !== undefined && body.saveKey !== undefined) {
            const holder = await saveKeyHolder(tx, caller.id, body.saveKey);
            if (holder !== undefined && holder !== existing.id) throw conflict(API_MESSAGES.saveKeyOfAnotherPermit);
          }
        } else if (!caller.roles.includes('CREATOR')) {
          throw forbidden(CREATOR_ONLY);
        }
        await validate(tx, organizationId, body, deps.maxPermitDays);
        await checkDuties(tx, body, existing?.creatorId ?? caller.id);

        // The organization is always the caller's own (validate refused any other).
        const values = { ...columnsOf(body), organizationId };
        let id: number;
        const before = existing ? await ndColumns(tx, existing.id) : {};
        if (existing) {
          const updated = await updateNd(tx, existing.id, version ?? existing.version, {
            ...values,
            draft: body.draft && existing.status === 'DRAFT',
            // An edit by id (another tab, or the form after its first answer) puts its own key, or none, in place of
            // the create's: a late resend of the create then makes a permit of its own instead of overwriting it.
            ...(body.id !== undefined ? { saveKey: body.saveKey ?? null } : {}),
          });
          if (!updated) throw conflict(API_MESSAGES.ndChangedSinceLoad);
          id = existing.id;
        } else {
          id = await insertNd(tx, { ...values, status: 'DRAFT', draft: true, creatorId: caller.id, saveKey: body.saveKey ?? null });
        }
        for (const key of LIST_KEYS) await replaceList(tx, id, key, dedupe(body[key]));
        const after = await ndColumns(tx, id);
        const filled = Object.keys(after).filter((k) => after[k] !== null && after[k] !== '');
        await deps.audit.record(tx, {
          actorId: caller.id,
          organizationId,
          action: existing ? 'update' : 'create',
          entityType: 'nd',
          entityId: id,
          changes: existing ? diff(before, after, Object.keys(after)) : Object.fromEntries(filled.map((k) => [k, after[k]])),
        });
        if (!body.draft) {
          const current = (await findNdAccess(tx, id, true))!;
          await deps.workflow.submit(tx, current, caller.id, '');
          await deps.audit.record(tx, {
            actorId: caller.id,
            organizationId,
            action: 'move',
            entityType: 'nd',
            entityId: id,
            changes: { from: current.status, to: 'ON_ACCEPTANCE' },
          });
        }
        if (body.saveKey !== undefined) await noteSaveVersion(tx, id);
        return id;
      });
      const saved = await findNdDetail(db, ndId);
      if (!saved) throw notFound();
      return saved;
    },
  };
}
