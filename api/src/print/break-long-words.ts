/**
 * Breaks every word wider than `width` into lines that fit, by characters, as pdfkit itself would break it. pdfkit
 * finds each such break by measuring ever longer prefixes, so a comment of 4000 characters without a space took it
 * seconds to lay out, all that time holding the server; measured here once per character, it takes milliseconds.
 * A word no longer than `width / fontSize` characters fits whatever its letters (none is wider than 1 em), so
 * ordinary words are not measured at all.
 */
export function breakLongWords(text: string, width: number, fontSize: number, widthOf: (part: string) => number): string {
  const surelyFits = Math.floor(width / fontSize);
  return text.replace(/\S+/g, (word) => {
    if (word.length <= surelyFits || widthOf(word) <= width) return word;
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    // By code points, so a letter outside the BMP is never cut in two.
    for (const char of word) {
      const charWidth = widthOf(char);
      if (line !== '' && lineWidth + charWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += char;
      lineWidth += charWidth;
    }
    lines.push(line);
    return lines.join('\n');
  });
}
