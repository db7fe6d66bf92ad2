import QRCode from 'qrcode';

/** The QR code of a permit's page in the portal, as a PNG (pdfkit embeds PNG as it is). */
export function qrPng(url: string): Promise<Buffer> {
  // The quiet zone of 2 modules and ~4 px per module keep it readable by a phone from a paper print.
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 });
}

/** The permit page's address: the shell serves the permits remote under /nd, its show screen at /nd/show/{id}. */
export function permitUrl(portalUrl: string, id: number): string {
  return `${portalUrl.replace(/\/+$/, '')}/nd/show/${id}`;
}
