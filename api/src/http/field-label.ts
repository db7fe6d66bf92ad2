import { z } from 'zod';
import { namedFields } from '@permit/shared-contracts';

type Def = Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isSchema = (value: unknown): value is z.core.$ZodType => value instanceof z.core.$ZodType;

/**
 * The schemas a value passes through at one place of the path: optional, nullable, default, catch, readonly, lazy,
 * and both sides of a pipe (z.preprocess validates on its output side; a named field itself is never piped on:
 * named-fields.test.ts in the contracts).
 */
function* layers(schema: unknown): Generator<z.core.$ZodType> {
  if (!isSchema(schema)) return;
  yield schema;
  const def = defOf(schema);
  if (def.type === 'pipe') {
    yield* layers(def.in);
    yield* layers(def.out);
  } else if (def.type === 'lazy') yield* layers((schema as unknown as { _zod: { innerType: unknown } })._zod.innerType);
  else yield* layers(def.innerType);
}

/** The schema of `key` inside `schema`: an object's member, an array's or record's values, a tuple's item, or the first option of a union or intersection that has it. */
function child(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  for (const layer of layers(schema)) {
    const def = defOf(layer);
    switch (def.type) {
      case 'object': {
        const member = typeof key === 'string' ? (def.shape as Record<string, unknown>)[key] : undefined;
        return isSchema(member) ? member : undefined;
      }
      case 'array':
        return isSchema(def.element) ? def.element : undefined;
      case 'record':
        return isSchema(def.valueType) ? def.valueType : undefined;
      case 'tuple': {
        const item = typeof key === 'number' ? (def.items as unknown[])[key] : undefined;
        return isSchema(item) ? item : isSchema(def.rest) ? def.rest : undefined;
      }
      case 'union':
        return (def.options as unknown[])
          .filter(isSchema)
          .reduce<z.core.$ZodType | undefined>((found, option) => found ?? child(option, key), undefined);
      case 'intersection':
        return [def.left, def.right].filter(isSchema).reduce<z.core.$ZodType | undefined>((found, side) => found ?? child(side, key), undefined);
      default:
    }
  }
  return undefined;
}

/**
 * The Russian label the contract gave the field at `path` (namedFields in shared-contracts), if any. Its checks
 * carry their own texts, so an issue of one of them is said as it is.
 */
export function namedFieldAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    current = current && child(current, key);
    if (!current) return undefined;
  }
  for (const layer of layers(current)) {
    const label = namedFields.get(layer)?.label;
    if (label) return label;
  }
  return undefined;
}
