import { z } from 'zod';
import { disableSchemaCompilation } from './strict-csp';

describe('disableSchemaCompilation', () => {
  const original = globalThis.Function;
  let compiled: unknown[][];

  beforeEach(() => {
    compiled = [];
    // Counts what a strict CSP would refuse: every `new Function(...)`, zod's eval probe included.
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
  });

  afterEach(() => {
    globalThis.Function = original;
  });

  it('object schemas built and parsed afterwards never reach for new Function, and still validate', () => {
    disableSchemaCompilation();
    const schema = z.object({ id: z.number().int(), name: z.string().min(1), tags: z.array(z.string()) });

    for (let i = 0; i < 3; i += 1) expect(schema.parse({ id: i, name: 'Наряд', tags: ['a'] })).toEqual({ id: i, name: 'Наряд', tags: ['a'] });
    expect(schema.safeParse({ id: 1.5, name: '', tags: [1] }).success).toBe(false);
    expect(compiled).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });
});
