import type { ZoneBlocker, ZoneWork } from '@permit/shared-contracts';
import type { AuditLog } from '../audit/audit-log';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { NdAccess } from '../nd/nd-detail-repository';
import { typeName } from '../simops/simops-repository';
import { asBlocker, confirmationHistoryText, confirmationRequiredMessage, confirmedPairs, decideStart } from '../simops/start-decision';
import { zoneOf, zoneWorks } from '../simops/zone-works-repository';

/** How many refusing works zoneConflicts names. */
const BLOCKERS_SHOWN = 20;

/**
 * The works in active status in the permit's zone whose window overlaps its own, each with its SIMOPS
 * decision (none without a zone or a window): what a start consults (docs/domain.md «Совмещение работ»).
 */
function activeWorksOf(db: Db, nd: NdAccess): Promise<ZoneWork[]> {
  const zone = zoneOf(nd);
  return zone ? zoneWorks(db, zone, { activeOnly: true }) : Promise.resolve([]);
}

/** GET zoneConflicts: only the works that refuse the start (forbidden pairs, or no rule, in active work). */
export async function refusingWorks(db: Db, nd: NdAccess): Promise<ZoneBlocker[]> {
  return decideStart(await activeWorksOf(db, nd), [])
    .refusing.slice(0, BLOCKERS_SHOWN)
    .map(asBlocker);
}

/** `refused`: a forbidden pair; otherwise the start goes on, with the confirmation text for its history row (or null). */
export type StartCheck = { refused: true } | { refused: false; confirmation: string | null };

/**
 * The matrix part of a start, inside the start's transaction and under its zone's lock. A conditional pair
 * the starter did not confirm throws 409 SIMOPS_CONFIRMATION_REQUIRED, which rolls the whole move back.
 * Confirmed conditions are written to the audit trail here; the caller puts the returned text in the
 * history row of the move, whose author is the one who confirmed.
 */
export async function checkSimopsStart(
  tx: Db,
  nd: NdAccess,
  confirmedIds: readonly number[],
  deps: { audit: AuditLog; actorId: number },
): Promise<StartCheck> {
  const decision = decideStart(await activeWorksOf(tx, nd), confirmedIds);
  if (decision.refusing.length > 0) return { refused: true };
  if (decision.unconfirmed.length > 0) {
    throw new HttpError(409, 'SIMOPS_CONFIRMATION_REQUIRED', confirmationRequiredMessage(decision.unconfirmed));
  }
  if (decision.confirmed.length === 0) return { refused: false, confirmation: null };
  const pairs = confirmedPairs(await typeName(tx, nd.typeNdId), decision.confirmed);
  await deps.audit.record(tx, {
    actorId: deps.actorId,
    organizationId: nd.organizationId,
    action: 'simops_confirm',
    entityType: 'nd',
    entityId: nd.id,
    changes: {
      permits: pairs.map((p) => p.number),
      ids: pairs.map((p) => p.id),
      pairs: pairs.map((p) => p.pair),
      conditions: pairs.map((p) => p.conditions),
    },
  });
  return { refused: false, confirmation: confirmationHistoryText(pairs) };
}
