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

/** The checks that can fail and have no text of their own (trim and other overwrites cannot fail). */
const checksWithoutText = (schema: z.core.$ZodType) =>
  (internals(schema).def.checks ?? [])
    .map((check) => (check as unknown as { _zod: Internals })._zod.def)
    .filter((def) => def.check !== 'overwrite' && def.error === undefined)
    .map((def) => String(def.check));

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

  it('the check itself catches a named field with a check of zod’s own text', () => {
    const careless = namedField('Пример', z.string().max(5));
    expect(checksWithoutText(careless)).toEqual(['max_length']);
    // A check added after marking keeps the label (zod's registries follow a clone to its parent).
    expect(namedFields.get(careless.min(1))?.label).toBe('Пример');
  });
});
