import { oneLine, splitToHeight } from './split-to-height';

// Ten characters to a line, ten points a line, as a monospaced cell would wrap them (line breaks count).
const height = (text: string) => text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 10)) * 10, 0);

describe('splitToHeight', () => {
  it('keeps a text that fits whole', () => {
    expect(splitToHeight('короткий', 10, height)).toEqual(['короткий', '']);
  });

  it('cuts at the last space that fits, losing no word', () => {
    // Twenty characters fit: «один два три четырна», and the word is not cut.
    const text = 'один два три четырнадцать пять';
    const [head, rest] = splitToHeight(text, 20, height);
    expect([head, rest]).toEqual(['один два три', 'четырнадцать пять']);
    expect(height(head)).toBeLessThanOrEqual(20);
  });

  it('cuts at a line break', () => {
    const [head, rest] = splitToHeight('строка 1\nстрока 2\nстрока 3', 20, height);
    expect([head, rest]).toEqual(['строка 1\nстрока 2', 'строка 3']);
  });

  it('cuts inside a word longer than the room, and the parts join back to it', () => {
    const word = 'а'.repeat(45);
    const [head, rest] = splitToHeight(word, 20, height);
    expect(head).toHaveLength(20);
    expect(head + rest).toBe(word);
  });

  it('gives an empty head when not even a line fits', () => {
    expect(splitToHeight('один два', 5, height)).toEqual(['', 'один два']);
  });
});

describe('oneLine', () => {
  const width = (text: string) => [...text].length;
  it('keeps a line that fits', () => {
    expect(oneLine('Наряд-допуск № 42', 20, width)).toBe('Наряд-допуск № 42');
  });
  it('cuts a longer one with an ellipsis, within the width', () => {
    const line = oneLine(`Наряд-допуск № 42 (${'Ю'.repeat(255)})`, 20, width);
    expect(line).toBe('Наряд-допуск № 42 (…');
    expect(width(line)).toBeLessThanOrEqual(20);
  });
});
