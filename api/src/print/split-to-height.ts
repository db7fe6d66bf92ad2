/**
 * Splits `text` into the longest head that is at most `limit` high, as `heightOf` measures it, and the rest.
 * The cut goes back to the last space or line break in the head, so no word is cut in two, unless the head has
 * none (one word longer than the room). Neither part loses a character of the text but the whitespace at the cut.
 * With a limit lower than one line the head is empty: the caller keeps at least a line of room.
 */
export function splitToHeight(text: string, limit: number, heightOf: (part: string) => number): [head: string, rest: string] {
  if (heightOf(text) <= limit) return [text, ''];
  // Binary search over lengths: `fits` always fits, `over` never does (the height grows with the text).
  let fits = 0;
  let over = text.length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (heightOf(text.slice(0, middle)) <= limit) fits = middle;
    else over = middle;
  }
  let cut = fits;
  if (!/\s/.test(text[cut] ?? ' ')) {
    const head = text.slice(0, cut);
    const lastSpace = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'), head.lastIndexOf('\t'));
    if (lastSpace > 0) cut = lastSpace;
  }
  return [text.slice(0, cut).trimEnd(), text.slice(cut).replace(/^\s+/, '')];
}

/** `text` if it fits `width` on one line, else its longest start that fits with «…» after it. */
export function oneLine(text: string, width: number, widthOf: (part: string) => number): string {
  if (widthOf(text) <= width) return text;
  const chars = [...text];
  let fits = 0;
  let over = chars.length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (widthOf(`${chars.slice(0, middle).join('')}…`) <= width) fits = middle;
    else over = middle;
  }
  return `${chars.slice(0, fits).join('').trimEnd()}…`;
}
