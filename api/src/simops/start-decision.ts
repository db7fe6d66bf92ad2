import { type ZoneBlocker, type ZoneWork } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';

/** What the SIMOPS matrix says about a start, given the active overlapping works and the confirmed ids. */
export interface StartDecision {
  /** Forbidden pairs (or no rule): the start is refused and these are named (zoneConflicts). */
  refusing: ZoneWork[];
  /** Conditional pairs the starter has not confirmed: 409 SIMOPS_CONFIRMATION_REQUIRED. */
  unconfirmed: ZoneWork[];
  /** Conditional pairs confirmed: the start goes ahead and records them. */
  confirmed: ZoneWork[];
}

/**
 * The start rule of docs/domain.md «Совмещение работ», per overlapping active work: forbidden refuses,
 * allowed passes, conditional passes only when its id is among `confirmedIds`. Ids there that are not a
 * conditional overlap are ignored: the dialog may have shown a work that has stopped since.
 */
export function decideStart(activeWorks: readonly ZoneWork[], confirmedIds: readonly number[]): StartDecision {
  const confirmedSet = new Set(confirmedIds);
  const conditional = activeWorks.filter((w) => w.decision === 'conditional');
  return {
    refusing: activeWorks.filter((w) => w.decision === 'forbidden'),
    unconfirmed: conditional.filter((w) => !confirmedSet.has(w.id)),
    confirmed: conditional.filter((w) => confirmedSet.has(w.id)),
  };
}

/** A permit as the messages name it: its paper number, or its id when it has none. */
export const permitName = (w: Pick<ZoneWork, 'id' | 'numberPaperNd'>) => `№ ${w.numberPaperNd.trim() || w.id}`;

/** The 409 text: each work whose conditions wait for a confirmation, with the conditions themselves. */
export function confirmationRequiredMessage(unconfirmed: readonly ZoneWork[]): string {
  const items = unconfirmed.map((w) => `${permitName(w)} (${w.type ?? 'вид не указан'}) — ${w.conditions ?? ''}`);
  return `${API_MESSAGES.simopsConfirmationRequired}: ${items.join('; ')}`;
}

/** One confirmed work, as the route history and the audit trail keep it. */
export interface ConfirmedPair {
  id: number;
  number: string;
  /** 'this permit's type × its type'. */
  pair: string;
  conditions: string;
}

export function confirmedPairs(ownType: string | null, confirmed: readonly ZoneWork[]): ConfirmedPair[] {
  return confirmed.map((w) => ({
    id: w.id,
    number: permitName(w),
    pair: `${ownType ?? 'вид не указан'} × ${w.type ?? 'вид не указан'}`,
    conditions: w.conditions ?? '',
  }));
}

/** The route history's text of the confirmation (the row itself names who and when). */
export function confirmationHistoryText(pairs: readonly ConfirmedPair[]): string {
  const items = pairs.map((p) => `${p.number} (${p.pair}): «${p.conditions}»`);
  return `Подтверждены условия совмещения работ: ${items.join('; ')}`;
}

/** A work as the zone-conflict refusal names it (the blocker shape, without the matrix fields). */
export function asBlocker(w: ZoneWork): ZoneBlocker {
  const { decision: _decision, conditions: _conditions, active: _active, ...blocker } = w;
  return blocker;
}
