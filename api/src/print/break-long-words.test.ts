import { breakLongWords } from './break-long-words';

// One unit a character, as a monospaced font would measure; a line break and a space are a unit too, so a line
// holds one character less than the width.
const widthOf = (part: string) => [...part].length;

describe('breakLongWords', () => {
  it('leaves words that fit as they are, spaces and line breaks too', () => {
    const text = 'короткие слова\nи  ещё';
    expect(breakLongWords(text, 10, 1, widthOf)).toBe(text);
  });

  it('breaks a word wider than the line into lines that fit with the break after them, losing no character', () => {
    const word = 'ж'.repeat(25);
    const broken = breakLongWords(`до ${word} после`, 10, 1, widthOf);
    expect(broken).toBe(`до ${'ж'.repeat(9)}\n${'ж'.repeat(9)}\n${'ж'.repeat(7)} после`);
    expect(broken.replace(/\n/g, '')).toBe(`до ${word} после`);
  });

  it('takes words joined by no-break spaces as one word, as pdfkit does', () => {
    const joined = 'ж\u00A0'.repeat(10);
    const lines = breakLongWords(joined, 10, 1, widthOf).split('\n');
    expect(lines.every((line) => widthOf(line) <= 9)).toBe(true);
    expect(lines.join('')).toBe(joined);
  });

  it('ends a line of a long link after its last «/» or «-» in the line’s second half', () => {
    expect(breakLongWords('https://host.ru/path/to/file', 12, 1, widthOf).split('\n')).toEqual(['https://', 'host.ru/', 'path/to/', 'file']);
  });

  it('never cuts a letter outside the BMP in two', () => {
    const word = '𝔸'.repeat(7);
    expect(breakLongWords(word, 4, 1, widthOf).split('\n')).toEqual(['𝔸𝔸𝔸', '𝔸𝔸𝔸', '𝔸']);
  });

  it('does not measure a word too short to overflow', () => {
    const measured: string[] = [];
    breakLongWords('слово другое', 80, 8, (part) => {
      measured.push(part);
      return part.length * 8;
    });
    expect(measured.filter((part) => part.trim() !== '')).toEqual([]);
  });
});
