import { z } from 'zod';
import { listEndpoints, namedField, namedFields, requiredText } from '@permit/shared-contracts';
import { namedFieldAt } from './field-label';

describe('namedFieldAt: the label of the field an issue is about', () => {
  const name = requiredText('Наименование');

  it('finds a named field through the wrappers and containers a contract uses', () => {
    const schemas: [z.ZodType, PropertyKey[]][] = [
      [z.object({ a: name }), ['a']],
      [z.object({ a: name.optional() }), ['a']],
      [z.object({ a: name.nullable().default(null) }), ['a']],
      [z.object({ a: name }).partial(), ['a']],
      [z.object({ a: name }).extend({ b: z.number() }), ['a']],
      [z.object({ list: z.array(z.object({ a: name })) }), ['list', 0, 'a']],
      [z.object({ map: z.record(z.string(), name) }), ['map', 'x']],
      [z.object({ pair: z.tuple([z.number(), name]) }), ['pair', 1]],
      [z.union([z.object({ b: z.number() }), z.object({ a: name })]), ['a']],
      [z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), a: name }), z.object({ kind: z.literal('y') })]), ['a']],
      [z.intersection(z.object({ b: z.number() }), z.object({ a: name })), ['a']],
      [z.lazy(() => z.object({ a: name })), ['a']],
      [z.preprocess((v) => v, z.object({ a: name })), ['a']],
      [z.object({ a: name }).superRefine(() => undefined), ['a']],
    ];
    schemas.forEach(([schema, path], i) => expect([i, path, namedFieldAt(schema, path)]).toEqual([i, path, 'Наименование']));
  });

  it('finds nothing for an unnamed field or a path the schema does not have', () => {
    const schema = z.object({ a: z.string(), b: name });
    expect(namedFieldAt(schema, ['a'])).toBeUndefined();
    expect(namedFieldAt(schema, ['c'])).toBeUndefined();
    expect(namedFieldAt(schema, ['b', 'deeper'])).toBeUndefined();
  });

  it('finds every named field of every endpoint where the route looks for it', () => {
    // An independent walk: each named schema under object members (and their optional or nullable wrappers).
    const found: string[] = [];
    const walk = (root: z.core.$ZodType, schema: unknown, path: string[]) => {
      if (!(schema instanceof z.core.$ZodType)) return;
      const label = namedFields.get(schema)?.label;
      if (label && path.length > 0) {
        expect([path.join('.'), namedFieldAt(root, path)]).toEqual([path.join('.'), label]);
        found.push(label);
      }
      const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
      if (def.type === 'object') for (const [key, member] of Object.entries(def.shape as object)) walk(root, member, [...path, key]);
      else walk(root, def.innerType ?? def.in, path);
    };
    for (const { endpoint } of listEndpoints()) {
      for (const part of [endpoint.body, endpoint.query, endpoint.params]) if (part instanceof z.core.$ZodType) walk(part, part, []);
    }
    for (const label of ['Наименование', 'ИНН', 'Фамилия', 'Телефон', 'Условия совмещения']) expect(found).toContain(label);
  });

  it('a named field is the one the contract marked, not a schema of the same shape', () => {
    expect(namedFieldAt(z.object({ a: namedField('ИНН', z.string()) }), ['a'])).toBe('ИНН');
    expect(namedFieldAt(z.object({ a: z.string().trim().min(1) }), ['a'])).toBeUndefined();
  });
});
