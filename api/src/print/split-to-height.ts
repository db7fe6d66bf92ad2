/**
 * Splits `text` into the longest head that is at most `limit` high, as `heightOf` measures it, and the rest.
 * The cut goes back to the last space or line break in the head, so no word is cut in two, unless the head has
 * none (one word longer than the room). Neither part loses a character of the text but the whitespace at the cut.
 * With a limit lower than one line the head is empty: the caller keeps at least a line of room.
 */
/**
 * The largest n in 0..length for which `fits(n)` holds, when it holds for 0 and stops holding past some n (a text's
 * height and width only grow with its length): a binary search.
 */
function longestFitting(length: number, fits: (n: number) => boolean): number {
  let yes = 0;
  let no = length + 1;
  while (no - yes > 1) {
    const middle = Math.floor((yes + no) / 2);
    if (fits(middle)) yes = middle;
    else no = middle;
  }
  return yes;
}

export function splitToHeight(text: string, limit: number, heightOf: (part: string) => number): [head: string, rest: string] {
  if (heightOf(text) <= limit) return [text, ''];
  let cut = longestFitting(text.length - 1, (n) => heightOf(text.slice(0, n)) <= limit);
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
  const fits = longestFitting(chars.length - 1, (n) => widthOf(`${chars.slice(0, n).join('')}…`) <= width);
  return `${chars.slice(0, fits).join('').trimEnd()}…`;
}
