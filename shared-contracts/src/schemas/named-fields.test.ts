import { z } from 'zod';
import * as contracts from '../index';
import { namedField, namedFields } from './common';

type Internals = { def: Record<string, unknown> & { checks?: z.core.$ZodCheck[]; error?: unknown } };
const internals = (schema: z.core.$ZodType) => (schema as unknown as { _zod: Internals })._zod;

/** Every schema reachable from `root`: object members, wrappers' inner types, pipes, arrays, unions. */
function reachable(root: unknown, seen = new Set<z.core.$ZodType>()): Set<z.core.$ZodType> {
  if (!(root instanceof z.core.$ZodType) || seen.has(root)) return seen;
  seen.add(root);
  const { def } = internals(root);
  for (const value of Object.values(def)) {
    if (value instanceof z.core.$ZodType) reachable(value, seen);
    else if (Array.isArray(value)) value.forEach((item) => reachable(item, seen));
    else if (value && typeof value === 'object' && !(value instanceof z.core.$ZodCheck))
      Object.values(value).forEach((item) => reachable(item, seen));
  }
  return seen;
}

/**
 * What can fail on the schema with no text of its own: checks (trim and other overwrites cannot fail), and the type
 * itself where its failure is not a wrong type (a format such as z.email(), an enum, a literal). A pipe is refused
 * outright: the route cannot tell which side raised an issue.
 */
const checksWithoutText = (schema: z.core.$ZodType) => {
  const { def } = internals(schema);
  const own = def.type === 'pipe' ? ['pipe'] : ['enum', 'literal'].includes(String(def.type)) || def.format ? [String(def.format ?? def.type)] : [];
  const ofType = def.error === undefined || def.type === 'pipe' ? own : [];
  const checks = (def.checks ?? [])
    .map((check) => (check as unknown as { _zod: Internals })._zod.def)
    .filter((check) => check.check !== 'overwrite' && check.error === undefined)
    .map((check) => String(check.check));
  return [...ofType, ...checks];
};

describe('named fields (the API says their texts as they are)', () => {
  const schemas = new Set<z.core.$ZodType>();
  for (const value of Object.values(contracts)) {
    const found = [value, ...(value && typeof value === 'object' ? Object.values(value) : [])];
    for (const candidate of found) reachable(candidate, schemas);
  }
  const named = [...schemas].filter((schema) => namedFields.get(schema));

  it('are found among the exported schemas', () => {
    const labels = new Set(named.map((schema) => namedFields.get(schema)?.label));
    for (const label of ['Наименование', 'ИНН', 'Телефон', 'Фамилия', 'Условия совмещения']) expect(labels).toContain(label);
  });

  it('carry a text of their own on every check that can fail', () => {
    const missing = named.flatMap((schema) => checksWithoutText(schema).map((check) => `${namedFields.get(schema)?.label}: ${check}`));
    expect(missing).toEqual([]);
  });

  it('the check itself catches a named field with a check, format or value of zod’s own text, or a pipe', () => {
    const careless = namedField('Пример', z.string().max(5));
    expect(checksWithoutText(careless)).toEqual(['max_length']);
    expect(checksWithoutText(namedField('Почта', z.email()))).toEqual(['email']);
    expect(checksWithoutText(namedField('Почта', z.email('Некорректный адрес почты')))).toEqual([]);
    expect(checksWithoutText(namedField('Решение', z.enum(['a', 'b'])))).toEqual(['enum']);
    expect(checksWithoutText(namedField('Текст', z.string().pipe(z.string().max(3, 'Поле «Текст»: не более 3 символов'))))).toEqual(['pipe']);
    // A check added after marking keeps the label (zod's registries follow a clone to its parent).
    expect(namedFields.get(careless.min(1))?.label).toBe('Пример');
  });
});
