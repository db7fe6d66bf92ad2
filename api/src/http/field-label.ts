import { z } from 'zod';
import { namedFields } from '@permit/shared-contracts';

type Def = Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value passes through at one place of the path: optional, nullable, default, pipe and the like. */
function* layers(schema: z.core.$ZodType): Generator<z.core.$ZodType> {
  let current: unknown = schema;
  while (current instanceof z.core.$ZodType) {
    yield current;
    const def = defOf(current);
    current = def.innerType ?? def.in;
  }
}

function child(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  for (const layer of layers(schema)) {
    const def = defOf(layer);
    if (def.type === 'object' && typeof key === 'string') {
      const member = (def.shape as Record<string, unknown>)[key];
      return member instanceof z.core.$ZodType ? member : undefined;
    }
    if (def.type === 'array') return def.element instanceof z.core.$ZodType ? def.element : undefined;
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
  for (const layer of layers(current as z.core.$ZodType)) {
    const label = namedFields.get(layer)?.label;
    if (label) return label;
  }
  return undefined;
}
