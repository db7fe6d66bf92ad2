import { formatDateTime, MAX_PROLONG_DAYS } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { badRequest, conflict } from '../http/errors';
import type { NdAccess } from '../nd/nd-detail-repository';
import { latestExtendedEnd } from '../nd/permit-window';
import { nowPlusDays } from './workflow-repository';

/**
 * The extension's rules (docs/domain.md «Таблица переходов»), for the request (IN_WORK → PROLONG) and the grant
 * (PROLONG → PROLONGED): a new end later than the current one, never past start + 2 × the window, and only while
 * the permit's end has not come. Past its end the permit is over, whether or not the expiry job has run yet, so
 * nothing asks for or grants an extension that would bring it back. That also keeps the zone rule whole: a work in
 * progress began no later than now, so any such work the new end reaches already overlapped the window before the
 * end, and the later of the two starts weighed the pair.
 */
export async function checkNewEnd(tx: Db, nd: NdAccess, end: string | null | undefined, maxPermitDays: number, grant: boolean): Promise<string> {
  if (!end) throw badRequest('Укажите новый срок окончания работ (datetimeEnd)');
  if (nd.datetimeEnd !== null && end <= nd.datetimeEnd) throw badRequest('Новый срок окончания должен быть позже текущего');
  // In a status of work the start has come, so outside the window means past the end (the expiry job's own rule).
  if (!nd.inWindow) {
    const ended = nd.datetimeEnd ? ` ${formatDateTime(nd.datetimeEnd)}` : '';
    throw conflict(`Срок действия наряда-допуска истёк${ended}: ${grant ? 'продлить его' : 'запросить продление'} нельзя`);
  }
  if (grant) {
    const latest = await nowPlusDays(tx, MAX_PROLONG_DAYS);
    if (end > latest) throw badRequest(`Продлить можно не более чем на ${MAX_PROLONG_DAYS} дней от текущего момента (до ${formatDateTime(latest)})`);
  }
  if (nd.datetimeStart !== null) {
    const latest = latestExtendedEnd(nd.datetimeStart, maxPermitDays);
    if (end > latest) throw badRequest(`Срок с продлением — не более ${2 * maxPermitDays} дн. от начала работ (до ${formatDateTime(latest)})`);
  }
  return end;
}
