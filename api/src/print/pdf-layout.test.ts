import { inspectPdf } from './pdf-inspect';
import { PdfLayout, type Column } from './pdf-layout';

const COLUMNS = (width: number): Column[] => [
  { title: 'Дата и время', width: 78 },
  { title: 'Кто', width: 130 },
  { title: 'Действие', width: 140 },
  { title: 'Комментарий', width: width - 78 - 130 - 140 },
];

/** Lays out one table and reports every border drawn (its page and box) and what a reader of the PDF sees. */
async function drawTable(rows: string[][]) {
  const layout = new PdfLayout('Проверка');
  const borders: { page: number; top: number; bottom: number; pageBottom: number }[] = [];
  const rect = layout.doc.rect.bind(layout.doc);
  jest.spyOn(layout.doc, 'rect').mockImplementation((x: number, y: number, w: number, h: number) => {
    const { page } = layout.doc;
    borders.push({ page: layout.doc.bufferedPageRange().count, top: y, bottom: y + h, pageBottom: page.height - page.margins.bottom });
    return rect(x, y, w, h);
  });
  layout.title('Проверка таблицы');
  await layout.table(COLUMNS(layout.width), rows);
  return { borders, view: inspectPdf(await layout.finish()) };
}

const indexesOf = (text: string, words: string[]) => words.map((word) => text.indexOf(word));
const count = (text: string, part: string) => text.split(part).length - 1;

describe('PdfLayout.table', () => {
  it('carries a row taller than a page on to the next pages, in borders of its own on each, without losing a word', async () => {
    // The longest comment the route accepts (4000 characters) in the table's narrowest text column.
    const words = Array.from({ length: 666 }, (_, i) => `с${String(i + 1).padStart(4, '0')}`);
    const comment = words.join(' ');
    expect(comment.length).toBeLessThanOrEqual(4000);
    const { borders, view } = await drawTable([
      ['20.11.2026 10:00', 'Иванов Иван Иванович', 'Отправлен на доработку', comment],
      ['20.11.2026 11:00', 'Петров Пётр Петрович', 'Согласован', 'Следующая строка'],
    ]);

    expect(view.pages).toBeGreaterThanOrEqual(2);
    for (const border of borders) expect(border.bottom).toBeLessThanOrEqual(border.pageBottom + 0.01);
    expect(new Set(borders.map((b) => b.page)).size).toBe(view.pages);
    const at = indexesOf(view.text, words);
    expect(at.filter((i) => i < 0)).toEqual([]);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The header again at the top of every page; the row's other cells once, in its first part.
    expect(count(view.text, 'Комментарий')).toBe(view.pages);
    expect(count(view.text, 'Иванов Иван Иванович')).toBe(1);
    expect(view.text.indexOf('Следующая строка')).toBeGreaterThan(at.at(-1)!);
  });

  it('carries a comment of many short lines over several pages in order', async () => {
    const entries = Array.from({ length: 400 }, (_, i) => `пункт ${i + 1};`);
    const { borders, view } = await drawTable([['20.11.2026 10:00', 'Иванов Иван Иванович', 'Остановлен', entries.join('\n')]]);
    expect(view.pages).toBeGreaterThanOrEqual(5);
    for (const border of borders) expect(border.bottom).toBeLessThanOrEqual(border.pageBottom + 0.01);
    const at = indexesOf(view.text, entries.map((e) => `${e}\n`).concat());
    expect(at.filter((i) => i < 0)).toEqual([]);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('carries a comment without a single space over pages, every character kept, in its own borders', async () => {
    // A pasted link or a held key: pdfkit breaks such a word by characters itself, but took seconds to (break-long-words.ts).
    const comment = `Ссылка: ${'ж'.repeat(3980)}КОНЕЦ`;
    const { borders, view } = await drawTable([['20.11.2026 10:00', 'Иванов Иван Иванович', 'Остановлен', comment]]);
    expect(view.pages).toBeGreaterThanOrEqual(3);
    for (const border of borders) expect(border.bottom).toBeLessThanOrEqual(border.pageBottom + 0.01);
    const text = view.text.replace(/\s+/g, '');
    expect(text.match(/ж/g)).toHaveLength(3980);
    expect(text.indexOf('Ссылка:')).toBeLessThan(text.indexOf('ж'));
    expect(text.lastIndexOf('ж')).toBeLessThan(text.indexOf('КОНЕЦ'));
    // The first page carries the row's first part, not only «Ссылка:» in a page-tall box.
    expect(view.text.split('\f')[0]!.match(/ж/g)?.length ?? 0).toBeGreaterThan(500);
  });

  it('prints a broken long word one line per part, without a blank line between them', () => {
    const layout = new PdfLayout('Проверка');
    const width = 300;
    for (const word of ['Ж'.repeat(300), `https://портал.example.ru/${'раздел/'.repeat(30)}файл.pdf`, '№'.repeat(120)]) {
      const broken = layout.breakWords(word, width);
      const lines = broken.split('\n').length;
      expect([word.slice(0, 8), lines > 1]).toEqual([word.slice(0, 8), true]);
      // As many lines high as it has parts: no part is broken again, no blank line follows one.
      const linesHigh = layout.textHeight(broken, width) / layout.textHeight('Ж', width);
      expect([word.slice(0, 8), Math.round(linesHigh * 1000) / 1000]).toEqual([word.slice(0, 8), lines]);
    }
  });

  it('shows a dash for a blank cell, and blank lines do not make a row taller', async () => {
    const { view } = await drawTable([['20.11.2026 10:00', '  ', 'Остановлен', `\n\nкомментарий${'\n'.repeat(400)}`]]);
    expect(view.pages).toBe(1);
    expect(view.text).toContain('—');
    expect(view.text).toContain('комментарий');
  });

  it('moves a row that fits on a page to the next page whole instead of cutting it', async () => {
    const short = Array.from({ length: 60 }, (_, i) => `строка ${i + 1}`).join('\n');
    const rows = Array.from({ length: 8 }, (_, i) => [`2${i}.11.2026`, `Сотрудник ${i + 1}`, 'Согласован', short]);
    const { borders, view } = await drawTable(rows);
    for (const border of borders) expect(border.bottom).toBeLessThanOrEqual(border.pageBottom + 0.01);
    // Each row's first and last line on the same page: no row starts on one page and ends on the next.
    const pages = view.text.split('\f');
    for (const page of pages) {
      const starts = count(page, 'строка 1\n') + count(page, 'строка 1 ');
      expect(count(page, 'строка 60')).toBe(starts);
    }
    expect(count(view.text, 'строка 60')).toBe(8);
  });
});
