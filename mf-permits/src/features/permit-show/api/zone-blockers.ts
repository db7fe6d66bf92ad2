import { ND_STATUS_LABELS, type ZoneBlocker } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';

/*
 * A work that blocks the zone is named by number, type, organization, executor and window. It may be
 * another organization's permit: who works in the zone is shown on purpose (docs/domain/separation-of-duties.md).
 */

/** The permit's numbers, the part of the line that links to it. */
export function blockerTitle(b: ZoneBlocker): string {
  return `Наряд-допуск ${b.numberPaperNd ? `№ ${b.id} (${b.numberPaperNd})` : `№ ${b.id}`}`;
}

/** Status, type, organization, executor and window. */
export function blockerDetails(b: ZoneBlocker): string {
  return [
    ND_STATUS_LABELS[b.status],
    b.type,
    b.organization,
    b.executor ? `исполнитель ${b.executor}` : null,
    `с ${formatDateTime(b.datetimeStart)} по ${formatDateTime(b.datetimeEnd)}`,
  ]
    .filter(Boolean)
    .join(', ');
}
