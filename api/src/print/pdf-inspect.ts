import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

/**
 * Test support: what a reader of the PDF sees, through poppler-utils (pdftotext, pdfinfo, pdftoppm),
 * which scripts/test-all.mjs installs like chromium. A missing tool is an error, never a skipped check.
 */
function run(tool: string, args: string[]): Buffer {
  try {
    return execFileSync(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} не найден: установите poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw error;
  }
}

export interface PdfView {
  /** pdftotext -layout: a row of the form keeps its label and value on one line. */
  text: string;
  pages: number;
  /** The first QR code found in the top right corner of page 1, decoded; null when there is none. */
  qr: string | null;
}

/** Reads the top right corner of page 1 (where the form puts the QR) as a grey image and decodes it. */
function decodeQr(file: string, dir: string): string | null {
  const out = path.join(dir, 'corner');
  run('pdftoppm', ['-f', '1', '-l', '1', '-r', '150', '-gray', '-x', '850', '-y', '0', '-W', '390', '-H', '360', '-singlefile', file, out]);
  const pgm = readFileSync(`${out}.pgm`);
  // Binary PGM: "P5", width, height, max value, one whitespace, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm: не PGM');
  const [whole, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const grey = pgm.subarray(whole.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = grey[i]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

export function inspectPdf(pdf: Buffer): PdfView {
  const dir = mkdtempSync(path.join(tmpdir(), 'permit-pdf-'));
  try {
    const file = path.join(dir, 'permit.pdf');
    writeFileSync(file, pdf);
    const text = run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8');
    const info = run('pdfinfo', [file]).toString('utf8');
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
    return { text, pages, qr: decodeQr(file, dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lines of the text with runs of spaces folded, so a layout's column gaps do not matter. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
