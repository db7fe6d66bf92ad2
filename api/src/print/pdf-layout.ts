import PDFDocument from 'pdfkit';
import { loadFonts } from './pdf-fonts';
import { breakLongWords } from './break-long-words';
import { oneLine, splitToHeight } from './split-to-height';

/** A4 in points, 2 cm margins at the sides and 1.5 cm at top and bottom (room left for the footer). */
const MARGIN = { top: 42, bottom: 56, left: 56, right: 42 };
const LABEL_WIDTH = 170;
const GAP = 4;
/** Table rows drawn between two returns to the event loop (about 20 ms of work on this machine). */
const ROWS_PER_SLICE = 20;
export const FONT_SIZE = { title: 14, heading: 11.5, body: 9.5, small: 8 } as const;

export type Doc = InstanceType<typeof PDFDocument>;

export interface Column {
  title: string;
  width: number;
}

/**
 * The few drawing moves the permit form needs, over one pdfkit document: headings, label/value rows,
 * tables whose header repeats on each page, and signature lines. Every move checks the room left on
 * the page first, so no row is cut in half between pages.
 */
export class PdfLayout {
  readonly doc: Doc;

  constructor(title: string) {
    const fonts = loadFonts();
    // bufferPages: the page footers ("Страница 1 из 3") are written once the page count is known.
    this.doc = new PDFDocument({ size: 'A4', margins: MARGIN, bufferPages: true, info: { Title: title, Creator: 'Портал наряд-допусков' } });
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.doc.font('regular').fontSize(FONT_SIZE.body);
  }

  get left(): number {
    return MARGIN.left;
  }

  get width(): number {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** A new page when fewer than `height` points are left on this one. */
  ensureRoom(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  textHeight(text: string, width: number, font: 'regular' | 'bold' = 'regular', size: number = FONT_SIZE.body): number {
    return this.doc.font(font).fontSize(size).heightOfString(text, { width });
  }

  /**
   * The text with every word wider than `width` broken by characters in this font (break-long-words.ts): any
   * text a user typed goes through here before it is measured or drawn, or pdfkit spends seconds on a long word.
   */
  breakWords(text: string, width: number, font: 'regular' | 'bold' = 'regular', size: number = FONT_SIZE.body): string {
    this.doc.font(font).fontSize(size);
    return breakLongWords(text, width, size, (part) => this.doc.widthOfString(part));
  }

  title(title: string): void {
    const text = this.breakWords(title, this.width, 'bold', FONT_SIZE.title);
    this.doc.font('bold').fontSize(FONT_SIZE.title).text(text, this.left, this.doc.y, { width: this.width, align: 'center' });
    this.doc.moveDown(0.3);
  }

  heading(title: string): void {
    const text = this.breakWords(title, this.width, 'bold', FONT_SIZE.heading);
    this.ensureRoom(this.textHeight(text, this.width, 'bold', FONT_SIZE.heading) + 40);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(FONT_SIZE.heading).text(text, this.left, this.doc.y, { width: this.width });
    const y = this.doc.y + 1;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
    this.doc.y = y + GAP;
  }

  /** "Label    value" on one row; a list value puts each entry on its own line. */
  field(name: string, value: string | string[], width = this.width): void {
    const valueWidth = width - LABEL_WIDTH;
    const label = this.breakWords(name, LABEL_WIDTH - 8, 'bold');
    const text = this.breakWords(Array.isArray(value) ? (value.length ? value.map((v) => `• ${v}`).join('\n') : '—') : value || '—', valueWidth);
    const height = Math.max(this.textHeight(label, LABEL_WIDTH - 8, 'bold'), this.textHeight(text, valueWidth));
    // A value taller than a page flows on by itself; anything shorter starts where it fits whole.
    if (height < this.bottom - MARGIN.top) this.ensureRoom(height);
    const y = this.doc.y;
    this.doc
      .font('bold')
      .fontSize(FONT_SIZE.body)
      .text(label, this.left, y, { width: LABEL_WIDTH - 8 });
    const afterLabel = this.doc.y;
    this.doc.font('regular').text(text, this.left + LABEL_WIDTH, y, { width: valueWidth });
    this.doc.y = Math.max(this.doc.y, afterLabel) + GAP;
  }

  paragraph(words: string, size: number = FONT_SIZE.body): void {
    const text = this.breakWords(words, this.width, 'regular', size);
    this.ensureRoom(this.textHeight(text, this.width, 'regular', size));
    this.doc.font('regular').fontSize(size).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.fontSize(FONT_SIZE.body);
  }

  /**
   * Lets other requests run: a permit with hundreds of history rows takes a few hundred ms to lay out,
   * which is cut into slices instead of holding the server for the whole time.
   */
  breathe(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * A table with a bold header row, repeated at the top of every page the table reaches. A row that fits on a
   * page is never cut; a row taller than a page (a comment of 4000 characters in a narrow column) fills the rest
   * of this page and goes on under the header of the next, each part in its own borders, no text lost.
   */
  async table(columns: Column[], rows: string[][]): Promise<void> {
    const header = columns.map((c) => c.title);
    const cellHeight = (text: string, i: number, font: 'regular' | 'bold') =>
      text === '' ? 0 : this.textHeight(text, columns[i]!.width - 6, font, FONT_SIZE.small);
    const heightOf = (cells: string[], font: 'regular' | 'bold') => Math.max(...cells.map((cell, i) => cellHeight(cell, i, font))) + GAP;
    const headerHeight = heightOf(header, 'bold');
    // Less room than this at the foot of a page is not worth a part of a tall row: it starts on the next page.
    const leastPart = this.textHeight('1\n2\n3', 100, 'regular', FONT_SIZE.small) + GAP;
    const draw = (cells: string[], font: 'regular' | 'bold', height: number) => {
      const y = this.doc.y;
      let x = this.left;
      this.doc.font(font).fontSize(FONT_SIZE.small);
      cells.forEach((cell, i) => {
        const w = columns[i]!.width;
        // A cell already written in full on the page before stays empty in the row's later parts.
        if (cell !== '') this.doc.text(cell, x + 3, y + 2, { width: w - 6 });
        this.doc.rect(x, y, w, height).lineWidth(0.4).strokeColor('#999999').stroke();
        x += w;
      });
      this.doc.y = y + height;
    };
    const nextPage = () => {
      this.doc.addPage();
      draw(header, 'bold', headerHeight);
    };
    this.ensureRoom(headerHeight * 2);
    draw(header, 'bold', headerHeight);
    const pageRoom = this.bottom - MARGIN.top - headerHeight;
    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % ROWS_PER_SLICE === 0) await this.breathe();
      // A blank cell shows a dash, and blank lines around a text do not make its row taller.
      let cells = row.map((cell, i) => {
        const text = cell.trim();
        return text === '' ? '—' : this.breakWords(text, columns[i]!.width - 6, 'regular', FONT_SIZE.small);
      });
      for (let part = 0; ; part += 1) {
        if (part > 0) await this.breathe();
        const height = heightOf(cells, 'regular');
        const room = this.bottom - this.doc.y;
        if (height <= room) {
          draw(cells, 'regular', height);
          break;
        }
        // At the top of a page already, a new page would give no more room: the row is split here.
        const atTop = room >= pageRoom - 0.01;
        if (!atTop && (height <= pageRoom || room < leastPart)) {
          nextPage();
          continue;
        }
        const parts = cells.map((cell, i) => splitToHeight(cell, room - GAP, (part) => cellHeight(part, i, 'regular')));
        draw(
          parts.map(([head]) => head),
          'regular',
          room,
        );
        cells = parts.map(([, rest]) => rest);
        // Only the whitespace at a cut was left: the row ends with this page.
        if (cells.every((cell) => cell === '')) break;
        nextPage();
      }
    }
    this.doc.fontSize(FONT_SIZE.body);
  }

  /** "Role: name ______ (подпись)   «__» ______ 20__ г." kept together on one page. */
  signature(role: string, name: string): void {
    this.ensureRoom(34);
    const y = this.doc.y + 10;
    const lineX = this.left + 250;
    this.doc
      .font('bold')
      .fontSize(FONT_SIZE.body)
      .text(this.breakWords(role, 240, 'bold'), this.left, y, { width: 240 });
    this.doc.font('regular').fontSize(FONT_SIZE.body).text(this.breakWords(name, 240), this.left, this.doc.y, { width: 240 });
    const lineY = y + 12;
    this.doc
      .moveTo(lineX, lineY)
      .lineTo(lineX + 110, lineY)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    this.doc
      .moveTo(lineX + 125, lineY)
      .lineTo(this.left + this.width, lineY)
      .stroke();
    this.doc.font('regular').fontSize(FONT_SIZE.small);
    this.doc.text('(подпись)', lineX, lineY + 2, { width: 110, align: 'center' });
    this.doc.text('(дата, время)', lineX + 125, lineY + 2, { width: this.left + this.width - lineX - 125, align: 'center' });
    this.doc.fontSize(FONT_SIZE.body);
    this.doc.y = Math.max(this.doc.y, lineY + 14) + GAP;
  }

  /** "Страница n из N" and the permit's number at the foot of every page, once all pages exist. */
  footers(left: string): void {
    const { start, count } = this.doc.bufferedPageRange();
    // One line, cut with «…» if it is longer, and its line breaks made spaces: pdfkit breaks a longer one and opens
    // a new page for every break.
    this.doc.font('regular').fontSize(FONT_SIZE.small);
    const line = oneLine(left.replace(/\s+/g, ' '), this.width / 2, (part) => this.doc.widthOfString(part));
    for (let i = start; i < start + count; i += 1) {
      this.doc.switchToPage(i);
      // Writing below the bottom margin would open a new page; the margin is lifted for the footer only.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - bottom + 18;
      this.doc.font('regular').fontSize(FONT_SIZE.small).fillColor('#555555');
      this.doc.text(line, this.left, y, { width: this.width / 2, lineBreak: false });
      this.doc.text(`Страница ${i - start + 1} из ${count}`, this.left + this.width / 2, y, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      this.doc.fillColor('#000000');
      this.doc.page.margins.bottom = bottom;
    }
  }

  /** Ends the document and collects it into one buffer. */
  finish(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
