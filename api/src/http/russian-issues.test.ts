import { z } from 'zod';
import { russianIssue } from './russian-issues';

const said = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: russianIssue });
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]!.message;
};

describe('what a refused value is told, without an English word', () => {
  it.each([
    [z.object({ a: z.string() }), null, 'ожидается объект, получено: пустое значение'],
    [z.object({ a: z.string() }), [], 'ожидается объект, получено: список'],
    [z.string(), undefined, 'значение не указано'],
    [z.string(), 5, 'ожидается строка, получено: число'],
    [z.number().int(), 1.5, 'ожидается целое число, получено: число'],
    [z.number(), Infinity, 'ожидается конечное число'],
    [z.boolean(), null, 'ожидается логическое значение, получено: пустое значение'],
    [z.array(z.number()), 'x', 'ожидается список, получено: строка'],
    [z.string().max(8000), 'ж'.repeat(8001), 'не более 8000 символов'],
    [z.string().max(21), 'ж'.repeat(22), 'не более 21 символа'],
    [z.string().min(1), '', 'не может быть пустым'],
    [z.string().min(8), 'корот', 'не менее 8 символов'],
    [z.array(z.number()).max(500), Array.from({ length: 501 }, () => 1), 'не более 500 элементов'],
    [z.array(z.number()).min(1), [], 'нужен хотя бы один элемент'],
    [z.number().min(0), -1, 'не меньше 0'],
    [z.number().max(2_147_483_647), 99_999_999_999, 'не больше 2147483647'],
    [z.number().gt(0), 0, 'больше 0'],
  ])('%#: %p', (schema, value, text) => {
    expect(said(schema, value)).toBe(text);
    expect(said(schema, value)).not.toMatch(/[A-Za-z]/);
  });

  it('leaves the rest to zod’s Russian locale', () => {
    expect(said(z.enum(['A', 'B']), 'C')).toMatch(/^Неверный вариант: ожидалось одно из/);
  });
});
