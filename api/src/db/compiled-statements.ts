import type { CompiledQuery, Compilable } from 'kysely';
import type { Db, QueryOptions } from './db';
import { kysely, type Q } from './kysely';

/** Stands for one named value of each execution: compiled into the statement as a parameter like any value. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A placeholder for the value `name`, typed as the value it stands for, to use wherever the builder takes a
 * value (a comparison, a limit). Never in JavaScript logic: the statement's shape is decided by the caller.
 */
export const slot = <T>(name: string): T => new Slot(name) as unknown as T;

/**
 * Statements built with Kysely once per shape and then only executed (docs/performance.md «Что держит эти
 * цифры»). Building a list query (its nested selects for every row part), letting the camelCase plugin
 * rewrite it and compiling it cost more CPU than the database spends answering it; the text depends only on
 * the shape (which filters are set), so it is compiled the first time a shape is seen and reused with each
 * call's values. The key must name everything the builder decides in JavaScript. At most `maxShapes` are
 * kept; beyond that a statement is compiled per call, as without this cache.
 */
export function compiledStatements(maxShapes = 500) {
  const compiled = new Map<string, CompiledQuery<unknown>>();
  return async function execute<R>(
    db: Db,
    shape: string,
    values: Readonly<Record<string, unknown>>,
    build: (q: Q) => Compilable<R>,
    options?: QueryOptions,
  ): Promise<R[]> {
    const q = kysely(db, options);
    let statement = compiled.get(shape) as CompiledQuery<R> | undefined;
    if (!statement) {
      statement = build(q).compile();
      if (compiled.size < maxShapes) compiled.set(shape, statement);
    }
    const parameters = statement.parameters.map((p) => {
      if (!(p instanceof Slot)) return p;
      if (!(p.name in values)) throw new Error(`no value for ${p.name} in statement shape ${shape}`);
      return values[p.name];
    });
    return (await q.executeQuery<R>({ ...statement, parameters })).rows;
  };
}
