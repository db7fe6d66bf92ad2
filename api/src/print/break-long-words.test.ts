import { breakLongWords } from './break-long-words';

// One unit a character, as a monospaced font would measure; a letter outside the BMP is one character too.
const widthOf = (part: string) => [...part].length;

describe('breakLongWords', () => {
  it('leaves words that fit as they are, spaces and line breaks too', () => {
    const text = 'короткие слова\nи  ещё';
    expect(breakLongWords(text, 10, 1, widthOf)).toBe(text);
  });

  it('breaks a word wider than the line into lines that fit, losing no character', () => {
    const word = 'ж'.repeat(25);
    const broken = breakLongWords(`до ${word} после`, 10, 1, widthOf);
    expect(broken).toBe(`до ${'ж'.repeat(10)}\n${'ж'.repeat(10)}\n${'ж'.repeat(5)} после`);
    expect(broken.replace(/\n/g, '')).toBe(`до ${word} после`);
  });

  it('never cuts a letter outside the BMP in two', () => {
    const word = '𝔸'.repeat(7);
    const lines = breakLongWords(word, 3, 1, widthOf).split('\n');
    expect(lines).toEqual(['𝔸𝔸𝔸', '𝔸𝔸𝔸', '𝔸']);
  });

  it('does not measure a word too short to overflow', () => {
    const measured: string[] = [];
    breakLongWords('слово другое', 80, 8, (part) => {
      measured.push(part);
      return part.length * 8;
    });
    expect(measured).toEqual([]);
  });
});
