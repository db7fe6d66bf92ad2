import { SIMOPS_DECISION_LABELS, type SimopsRule, type SimopsRuleSave, type ZoneWork } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import { diff, type AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import { PG_ERRORS, pgErrorCode, type Db } from '../db/db';
import { badRequest, conflict, notFound } from '../http/errors';
import { visibleNd } from '../nd/nd-access';
import { deleteRule, getRule, insertRule, listRules, missingTypes, ruleIdOfPair, updateRule, type SimopsRow } from './simops-repository';
import { zoneOf, zoneWorks } from './zone-works-repository';

export interface SimopsService {
  /** GET /api/simops/listAll: the matrix, for every signed-in user. */
  list(): Promise<SimopsRule[]>;
  /** POST /api/simops/save (ADMIN): create without id, update with id; 409 when the pair has another rule. */
  save(caller: AuthUser, body: SimopsRuleSave): Promise<SimopsRule>;
  /** DELETE /api/simops/delete/{id} (ADMIN): the pair becomes forbidden again. */
  remove(caller: AuthUser, id: number): Promise<{ ok: true }>;
  /** GET /api/nd_processing/zoneWorks/{ndId}: the other works in the permit's zone and window, with decisions. */
  zoneWorks(caller: AuthUser, ndId: number): Promise<ZoneWork[]>;
}

/** How many works the permit page lists; a zone never holds nearly as many overlapping permits. */
const ZONE_WORKS_SHOWN = 100;
const AUDITED = ['typeA', 'typeB', 'decision', 'conditions'] as const;

/** The audit summary of a rule: the pair by name as well as by id, the decision as the screen shows it. */
const fields = (r: SimopsRule) => ({
  pair: `${r.typeAName} × ${r.typeBName}`,
  typeA: r.typeA,
  typeB: r.typeB,
  decision: r.decision,
  decisionLabel: SIMOPS_DECISION_LABELS[r.decision],
  conditions: r.conditions,
});

/**
 * The SIMOPS matrix (docs/domain.md «Совмещение работ»): a shared catalogue like the permit types, so its
 * audit entries belong to no organization. Each change and its entry commit together.
 */
export function createSimopsService(db: Db, deps: { audit: AuditLog }): SimopsService {
  const { audit } = deps;
  return {
    list: () => listRules(db),

    async save(caller, body) {
      // Unordered pair: stored once, the smaller type id first.
      const [typeA, typeB] = body.typeA <= body.typeB ? [body.typeA, body.typeB] : [body.typeB, body.typeA];
      const row: SimopsRow = { typeA, typeB, decision: body.decision, conditions: body.decision === 'conditional' ? body.conditions! : null };
      const missing = await missingTypes(db, [...new Set([typeA, typeB])]);
      if (missing.length > 0) throw badRequest(`Вид наряд-допуска с id ${missing[0]} не найден`);
      return db.transaction(async (tx) => {
        const before = body.id === undefined ? null : await getRule(tx, body.id, true);
        if (body.id !== undefined && !before) throw notFound('Правило совмещения работ не найдено');
        const other = await ruleIdOfPair(tx, typeA, typeB);
        if (other !== null && other !== body.id) throw conflict(API_MESSAGES.simopsPairExists);
        let id: number;
        try {
          if (before) await updateRule(tx, before.id, row);
          id = before?.id ?? (await insertRule(tx, row));
        } catch (error) {
          // Two administrators adding the same pair at once: the second meets the unique key.
          if (pgErrorCode(error) === PG_ERRORS.uniqueViolation) throw conflict(API_MESSAGES.simopsPairExists);
          throw error;
        }
        const after = (await getRule(tx, id))!;
        await audit.record(tx, {
          actorId: caller.id,
          organizationId: null,
          action: before ? 'update' : 'create',
          entityType: 'simops',
          entityId: id,
          changes: before ? { pair: fields(after).pair, ...diff(before, after, AUDITED) } : fields(after),
        });
        return after;
      });
    },

    async remove(caller, id) {
      await db.transaction(async (tx) => {
        const before = await getRule(tx, id, true);
        if (!before || !(await deleteRule(tx, id))) throw notFound('Правило совмещения работ не найдено');
        await audit.record(tx, {
          actorId: caller.id,
          organizationId: null,
          action: 'delete',
          entityType: 'simops',
          entityId: id,
          changes: fields(before),
        });
      });
      return { ok: true };
    },

    async zoneWorks(caller, ndId) {
      // Permission before existence: visibleNd answers 404 for another organization's permit as for none.
      const zone = zoneOf(await visibleNd(db, caller, ndId));
      return zone ? zoneWorks(db, zone, { activeOnly: false, limit: ZONE_WORKS_SHOWN }) : [];
    },
  };
}
