import type { ColumnType } from 'kysely';

/**
 * Table declarations exist once, as small runtime objects (db/tables/*.ts). The Kysely types are derived
 * from them with a mapped type, and db/schema.test.ts compares the same objects with the migrated
 * database, so a type that drifts from the migrations fails a test instead of lying to the compiler.
 */

/** How a column gets its value when an insert leaves it out: not at all, a default (or identity), or always. */
export type Fill = 'none' | 'default' | 'always';

export interface Column<S, W, N extends boolean, F extends Fill> {
  /** information_schema.columns.udt_name: int4, int8, text, _text (text[]), bool, timestamp, timestamptz, … */
  readonly udt: string;
  readonly nullable: N;
  readonly fill: F;
  /**
   * Types only, never set: what a select returns (after db/type-parsers.ts: dates and times as text,
   * int8 as a number) and what an insert or update takes.
   */
  readonly types?: { select: S; write: W };
}

interface Options<N extends boolean, F extends Fill> {
  nullable?: N;
  fill?: F;
}

/** A column kind: `int()`, `int({ nullable: true })`, `text({ fill: 'default' })`. */
function kind<S, W = S>(udt: string) {
  return <N extends boolean = false, F extends Fill = 'none'>(options: Options<N, F> = {}): Column<S, W, N, F> => ({
    udt,
    nullable: (options.nullable ?? false) as N,
    fill: (options.fill ?? 'none') as F,
  });
}

export const int = kind<number>('int4');
/** int8 comes back as a number (db/type-parsers.ts). */
export const bigint = kind<number>('int8');
export const text = kind<string>('text');
/** A text column that a CHECK constraint limits to the names of `T`. */
export const textOf = <T extends string>() => kind<T>('text');
export const textArray = <T extends string = string>() => kind<T[]>('_text');
export const bool = kind<boolean>('bool');
/** Wall-clock 'YYYY-MM-DD HH:MM:SS' text (db/type-parsers.ts keeps date and time types as text). */
export const timestamp = kind<string>('timestamp');
export const timestamptz = kind<string>('timestamptz');
export const time = kind<string>('time');
/** 'YYYY-MM-DD' text. */
export const date = kind<string>('date');
/** A Buffer from `pg`, a Uint8Array from PGlite (db/type-parsers.ts `toBuffer`). */
export const bytea = kind<Buffer | Uint8Array, Uint8Array>('bytea');
/** Parsed on the way out by both drivers; written as JSON text, which the database parses. */
export const jsonb = <T>() => kind<T, string>('jsonb');

type OrNull<T, N> = N extends true ? T | null : T;

/** One declared column as Kysely sees it. */
export type ColumnOf<C> =
  C extends Column<infer S, infer W, infer N, infer F>
    ? F extends 'always'
      ? ColumnType<OrNull<S, N>, never, never>
      : F extends 'default'
        ? ColumnType<OrNull<S, N>, OrNull<W, N> | undefined, OrNull<W, N>>
        : ColumnType<OrNull<S, N>, OrNull<W, N>, OrNull<W, N>>
    : never;

export type AnyColumn = Column<unknown, unknown, boolean, Fill>;
export type TableColumns = Record<string, AnyColumn>;

export type TableOf<T> = { [K in keyof T]: ColumnOf<T[K]> };
export type DatabaseOf<D> = { [K in keyof D]: TableOf<D[K]> };
