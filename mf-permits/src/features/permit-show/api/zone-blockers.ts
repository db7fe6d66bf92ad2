import { ND_STATUS_LABELS, type ZoneBlocker } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';

/**
 * One line about a work that blocks the zone: number, type, organization, executor and window. It may
 * be another organization's permit: who works in the zone is shown on purpose (docs/domain/separation-of-duties.md).
 */
export function describeBlocker(b: ZoneBlocker): string {
  const number = b.numberPaperNd ? `№ ${b.id} (${b.numberPaperNd})` : `№ ${b.id}`;
  return [
    `Наряд-допуск ${number} — ${ND_STATUS_LABELS[b.status]}`,
    b.type,
    b.organization,
    b.executor ? `исполнитель ${b.executor}` : null,
    `с ${formatDateTime(b.datetimeStart)} по ${formatDateTime(b.datetimeEnd)}`,
  ]
    .filter(Boolean)
    .join(', ');
}
