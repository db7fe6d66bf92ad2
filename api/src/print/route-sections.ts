import {
  detailKeyOf,
  formatDateTime,
  fullName,
  participantOfRole,
  PERMIT_FIELD_LABELS,
  type Nd,
  type NdStatus,
  type RoleName,
  type RouteHistory,
} from '@permit/shared-contracts';
import type { PdfLayout } from './pdf-layout';
import { historyAction, historyActor } from './print-text';

/** Who, when, what and why for every move of the permit, oldest first. */
export async function historySection(layout: PdfLayout, history: RouteHistory[]): Promise<void> {
  layout.heading('История маршрута');
  if (history.length === 0) {
    layout.paragraph('Переходов пока не было');
    return;
  }
  const w = layout.width;
  await layout.table(
    [
      { title: 'Дата и время', width: 78 },
      { title: 'Кто', width: 130 },
      { title: 'Действие', width: 140 },
      { title: 'Комментарий', width: w - 78 - 130 - 140 },
    ],
    history.map((row) => [formatDateTime(row.date), historyActor(row), historyAction(row), row.comment]),
  );
}

const lastMove = (history: RouteHistory[], to: NdStatus, from?: NdStatus) =>
  history.filter((row) => row.status_to === to && (from === undefined || row.status_from === from)).at(-1);

const moveText = (row: RouteHistory | undefined) => (row ? `${formatDateTime(row.date)}, ${historyActor(row)}` : '');

/**
 * A line to sign for the participant who makes `role`'s step: his field's label and name (the field map
 * says which field that is, so no participant is named here).
 */
function signatureOf(layout: PdfLayout, nd: Nd, role: RoleName): void {
  const field = participantOfRole(role);
  if (field === undefined) return;
  const user = nd[detailKeyOf(field)];
  layout.signature(PERMIT_FIELD_LABELS[field], user ? fullName(user) : '');
}

/** The one extension a permit may get: what the route recorded, and lines to sign it on paper. */
export function extensionSection(layout: PdfLayout, nd: Nd, history: RouteHistory[]): void {
  layout.heading('Продление наряда-допуска');
  const requested = lastMove(history, 'PROLONG');
  const decided = lastMove(history, 'PROLONGED', 'PROLONG');
  layout.field('Продление запрошено', moveText(requested) || '____________________');
  layout.field('Продление выдано', moveText(decided) || '____________________');
  layout.field('Работы продлены до', nd.prolonged ? formatDateTime(nd.datetimeEnd) : '«____» ____________ 20___ г. ____ ч ____ мин');
  signatureOf(layout, nd, 'EXECUTOR');
  signatureOf(layout, nd, 'ISSUANCER');
}

/** Closing: the executor reports the works finished, the issuer accepts the closure. */
export function closingSection(layout: PdfLayout, nd: Nd, history: RouteHistory[]): void {
  layout.heading('Закрытие наряда-допуска');
  layout.paragraph('Работы закончены, рабочие места приведены в порядок, инструменты и материалы убраны, члены бригады выведены.');
  layout.field('Работы закончены', moveText(lastMove(history, 'CLOSE_WORK')) || '____________________');
  layout.field('Закрытие принято', moveText(lastMove(history, 'ARCHIVE', 'CLOSE_WORK')) || '____________________');
  signatureOf(layout, nd, 'EXECUTOR');
  signatureOf(layout, nd, 'ISSUANCER');
  signatureOf(layout, nd, 'OBJECT_OWNER');
}
