import type { Nd, RouteHistory } from '@permit/shared-contracts';
import { PdfLayout } from './pdf-layout';
import { closingSection, extensionSection, historySection } from './route-sections';
import { generalSection, headerSection, participantsSection, worksSection } from './permit-sections';

export interface PermitPrint {
  nd: Nd;
  history: RouteHistory[];
  /** The permit's address in the portal and its QR code. */
  qr: { png: Buffer; url: string };
}

/** The printable permit: an A4 PDF with the permit, its route history and the paper blocks to sign. */
export async function renderPermitPdf({ nd, history, qr }: PermitPrint): Promise<Buffer> {
  const layout = new PdfLayout(`Наряд-допуск № ${nd.id}`);
  headerSection(layout, nd, qr);
  generalSection(layout, nd);
  participantsSection(layout, nd);
  await layout.breathe();
  worksSection(layout, nd);
  await layout.breathe();
  await historySection(layout, history);
  extensionSection(layout, nd, history);
  closingSection(layout, nd, history);
  layout.footers(`Наряд-допуск № ${nd.id}${nd.numberPaperNd ? ` (${nd.numberPaperNd})` : ''}`);
  await layout.breathe();
  return layout.finish();
}
