import { ALL_ROWS_SIZE } from '@permit/shared-contracts';

/**
 * SQL fragments shared by repositories. They interpolate only column expressions written in this
 * codebase, never values: values always travel as $n parameters.
 */

/** 'YYYY-MM-DDTHH:mm:ss', the same string from PGlite and from a server whatever its DateStyle. */
export const isoDateTime = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
/** The same, or '' when the column is null (the contract's "empty date"). */
export const isoDateTimeOrEmpty = (expr: string) => `coalesce(${isoDateTime(expr)}, '')`;
/** 'YYYY-MM-DD HH:mm:ss' for notification dates (docs/domain.md «Форматы обмена»). */
export const spacedDateTime = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD HH24:MI:SS')`;
/** 'HH:mm' for work-shift times. */
export const timeOfDay = (expr: string) => `to_char(${expr}, 'HH24:MI')`;

/** userRefSchema of a joined app_user alias. */
export const userRefJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'family', ${alias}.family, 'name', ${alias}.name, 'surname', ${alias}.surname, 'email', ${alias}.email, 'profession', ${alias}.profession)`;

/** { id, <label> } of a left-joined alias, or null when the join found nothing. */
export function refJson(alias: string, label: string, column: string = label): string {
  // The key is checked to be a plain name, so it cannot break out of its string literal.
  const key = quoteAlias(label).slice(1, -1);
  return `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, '${key}', ${alias}.${quoteIdent(column)}) end`;
}

/** Identifiers come from static definitions only; quoting keeps reserved words (type, section) safe. */
export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected identifier ${name}`);
  return `"${name}"`;
}

/** An output column name in the contract's spelling (camelCase allowed), from static definitions only. */
export function quoteAlias(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`unexpected alias ${name}`);
  return `"${name}"`;
}

/** Collects parameter values and hands back their $n placeholders, so WHERE clauses can be assembled safely. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** '%' and '_' typed by a user are literal characters in a substring search, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PageWindow {
  /** null = no limit. */
  limit: number | null;
  /** A decimal string: page × size can exceed 2^53 for absurd input, and bigint takes it exactly. */
  offset: string;
}

/**
 * The paging convention (docs/domain.md «Форматы обмена»): page is zero-based; a size of 0 or less, or of
 * 10000000 and more, means "all rows", which all sit on page 0.
 */
export function pageWindow(page: number, size: number): PageWindow {
  if (size <= 0 || size >= ALL_ROWS_SIZE) return { limit: null, offset: page === 0 ? '0' : '9223372036854775807' };
  return { limit: size, offset: (BigInt(page) * BigInt(size)).toString() };
}
