import { z } from 'zod';

/**
 * Zod's texts for the issues the contract schemas do not word themselves, in Russian throughout: zod's own
 * Russian locale leaves type names in English («ожидалось string, получено undefined», «number будет >=0»),
 * and these texts reach the person who made the request. The rest goes to that locale.
 */
const ruLocale = z.locales.ru();

const EXPECTED: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'логическое значение',
  object: 'объект',
  array: 'список',
  date: 'дата',
  null: 'пустое значение',
};

function received(input: unknown): string {
  if (input === null) return 'пустое значение';
  if (Array.isArray(input)) return 'список';
  switch (typeof input) {
    case 'string':
      return 'строка';
    case 'number':
      return Number.isFinite(input) ? 'число' : 'бесконечность или не число';
    case 'boolean':
      return 'логическое значение';
    case 'object':
      return 'объект';
    default:
      return typeof input;
  }
}

/** «1 символа», «2 символов», «5 символов»: the genitive after «не более» / «не менее». */
function count(n: number | bigint, one: string, other: string): string {
  const value = Number(n);
  return `${value} ${value % 10 === 1 && value % 100 !== 11 ? one : other}`;
}

function sizeWord(origin: string | undefined, n: number | bigint): string | null {
  if (origin === 'string') return count(n, 'символа', 'символов');
  if (origin === 'array' || origin === 'set' || origin === 'map') return count(n, 'элемента', 'элементов');
  if (origin === 'file') return count(n, 'байта', 'байт');
  return null;
}

export function russianIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'значение не указано';
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'ожидается конечное число';
      const expected = EXPECTED[issue.expected];
      if (expected) return `ожидается ${expected}, получено: ${received(issue.input)}`;
      break;
    }
    case 'too_big': {
      const size = sizeWord(issue.origin, issue.maximum);
      if (size) return `не более ${size}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive ? `не больше ${issue.maximum}` : `меньше ${issue.maximum}`;
      }
      break;
    }
    case 'too_small': {
      if (Number(issue.minimum) === 1 && issue.inclusive !== false && issue.origin === 'string') return 'не может быть пустым';
      if (Number(issue.minimum) === 1 && issue.inclusive !== false && issue.origin === 'array') return 'нужен хотя бы один элемент';
      const size = sizeWord(issue.origin, issue.minimum);
      if (size) return `не менее ${size}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive ? `не меньше ${issue.minimum}` : `больше ${issue.minimum}`;
      }
      break;
    }
    default:
      break;
  }
  const fallback = ruLocale.localeError(issue);
  return typeof fallback === 'string' ? fallback : fallback?.message;
}
