/**
 * Breaks every word wider than `width` into lines that fit, by characters, as pdfkit itself would break it. pdfkit
 * finds each such break by measuring ever longer prefixes, so a comment of 4000 characters without a space took it
 * seconds to lay out, all that time holding the server; measured here once per character, it takes milliseconds.
 *
 * - A word is what lies between spaces, tabs and line breaks: pdfkit cannot break at a no-break space either, so
 *   «Ж\u00A0Ж\u00A0…» is one word to both.
 * - A line is filled to `width` less the break that ends it: pdfkit measures a word with the space or line break
 *   after it, and a line filled to the full width would be broken once more, a blank line after each.
 * - Within a long link a line ends after its last «/» or «-» in its second half, where pdfkit would break it.
 * - A word no longer than `width / (1.3 × fontSize)` characters fits whatever its letters (the widest, «№» in bold,
 *   is 1.23 em), so ordinary words are not measured at all.
 */
export function breakLongWords(text: string, width: number, fontSize: number, widthOf: (part: string) => number): string {
  const surelyFits = Math.floor(width / (1.3 * fontSize));
  const room = width - Math.max(widthOf('\n'), widthOf(' '));
  return text.replace(/[^ \t\n\r]+/g, (word) => {
    if (word.length <= surelyFits || widthOf(word) <= room) return word;
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    // By code points, so a letter outside the BMP is never cut in two.
    for (const char of word) {
      const charWidth = widthOf(char);
      if (line !== '' && lineWidth + charWidth > room) {
        const soft = Math.max(line.lastIndexOf('/'), line.lastIndexOf('-')) + 1;
        const cut = soft > line.length / 2 && soft < line.length ? soft : line.length;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        lineWidth = line === '' ? 0 : widthOf(line);
      }
      line += char;
      lineWidth += charWidth;
    }
    lines.push(line);
    return lines.join('\n');
  });
}
