import { detailKeyOf, formatDateTime, ND_FIELD_LABELS as L, ND_STATUS_LABELS, ROLE_LABELS, fullName, type Nd } from '@permit/shared-contracts';
import { PARTICIPANTS } from '../nd/nd-detail-repository';
import { FONT_SIZE, type PdfLayout } from './pdf-layout';
import { personText, splitHand, splitSecurityHand } from './print-text';

const QR_SIZE = 92;

/** The title, the permit's numbers and status, and the QR code of its page in the portal (top right). */
export function headerSection(layout: PdfLayout, nd: Nd, qr: { png: Buffer; url: string }): void {
  const { doc } = layout;
  const top = doc.y;
  const textWidth = layout.width - QR_SIZE - 16;
  const qrX = layout.left + layout.width - QR_SIZE;
  doc.image(qr.png, qrX, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('regular')
    .fontSize(FONT_SIZE.small - 1)
    .text(qr.url, qrX - 20, top + QR_SIZE + 2, { width: QR_SIZE + 20, align: 'center' });
  const qrBottom = doc.y;

  doc
    .font('bold')
    .fontSize(FONT_SIZE.title)
    .text(`НАРЯД-ДОПУСК № ${nd.id}`, layout.left, top + 4, { width: textWidth });
  doc.font('regular').fontSize(FONT_SIZE.body).moveDown(0.4);
  const line = (label: string, value: string) => {
    // The value's first line follows the label, so its long words are broken to the room left after it.
    const text = layout.breakWords(value || '—', textWidth - doc.font('bold').widthOfString(`${label}: `));
    doc.font('bold').text(`${label}: `, layout.left, doc.y, { width: textWidth, continued: true });
    doc.font('regular').text(text);
  };
  line(L.numberPaperNd, nd.numberPaperNd);
  line(L.type_nd, nd.type_detail?.type ?? '');
  line('Статус', ND_STATUS_LABELS[nd.status]);
  line('Создан', formatDateTime(nd.created));
  doc.y = Math.max(doc.y, qrBottom) + 4;
}

export function generalSection(layout: PdfLayout, nd: Nd): void {
  layout.heading('Общие сведения');
  const shift = nd.workshift_detail ? `${nd.workshift_detail.time_start}–${nd.workshift_detail.time_end}` : '';
  layout.field(L.organization, nd.organization_detail?.name ?? '');
  layout.field(L.section, nd.section_detail?.section ?? '');
  layout.field(L.place, nd.place_detail?.place ?? '');
  layout.field(L.region, nd.region_detail?.region ?? '');
  layout.field(L.workshift, shift);
  layout.field('Плановый период работ', `${formatDateTime(nd.datetimeStart)} — ${formatDateTime(nd.datetimeEnd)}`);
}

/** Each named participant with the role the permit gives them; the brigade with its hand-entered members. */
export function participantsSection(layout: PdfLayout, nd: Nd): void {
  layout.heading('Участники');
  layout.field(ROLE_LABELS.CREATOR, personText(nd.creator_detail));
  for (const { key, role } of PARTICIPANTS) layout.field(ROLE_LABELS[role], personText(nd[detailKeyOf(key)]));
  layout.field(L.brigade, [...nd.brigade.map((u) => fullName(u)), ...splitHand(nd.brigadeHand)]);
}

/** Catalogue entries first, then the hand-entered ones, as on the permit page. */
export function worksSection(layout: PdfLayout, nd: Nd): void {
  layout.heading('Работы и меры безопасности');
  layout.field(L.contentWorks, [...nd.contentWorks.map((c) => c.content), ...splitHand(nd.contentWorksHand)]);
  layout.field(L.detail_content_works, nd.detail_content_works);
  layout.field(L.dangerousFactors, [...nd.dangerousFactors.map((f) => f.factor), ...splitHand(nd.dangerousFactorsHand)]);
  layout.field(L.securityMeasures, [...nd.securityMeasures.map((m) => m.measure), ...splitSecurityHand(nd.securityMeasuresHand)]);
  layout.field(L.siz, [...nd.siz.map((s) => s.siz_name), ...splitHand(nd.sizHand)]);
  layout.field(L.instruments, [...nd.instruments.map((i) => i.instrument_name), ...splitHand(nd.instrumentsHand)]);
  layout.field(L.events, [...nd.events.map((e) => e.event_name), ...splitHand(nd.eventHand)]);
  if (nd.comment) layout.field(L.comment, nd.comment);
}
