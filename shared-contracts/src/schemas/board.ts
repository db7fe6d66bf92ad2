import { z } from 'zod';
import { EMPTY_TEXT_FILTER } from '../constants';
import type { NdStatus } from '../statuses';
import { idSchema, isoLocalDateTime, LIMITS } from './common';

/**
 * «Доска работ» (docs/board.md): the permits that stand in the zones of a site over a few days, one call per
 * view. The statuses a permit is on the board in: approved and not yet closed (ready, in work, extension asked,
 * extended, stopped, expired).
 */
export const BOARD_STATUSES = ['READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED', 'EXPIRED'] as const satisfies readonly NdStatus[];
export const boardStatusSchema = z.enum(BOARD_STATUSES);
export type BoardStatus = z.infer<typeof boardStatusSchema>;

/** Today and the next 7 days when the view names no window. */
export const BOARD_DEFAULT_DAYS = 8;
/** The longest window one call may ask for, in days (both ends included). */
export const BOARD_MAX_DAYS = 31;
/** A permit whose end is this close is marked «заканчивается» (the same 24 hours as «Мои задачи»). */
export const BOARD_ENDING_HOURS = 24;
/** The board refreshes this often while its tab is visible. */
export const BOARD_REFRESH_MS = 15_000;

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as a UTC day number, or null when it is not a real calendar day. */
export function boardDayNumber(value: string): number | null {
  const m = YMD.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? t / DAY_MS : null;
}

/** The day `days` after 'YYYY-MM-DD' (calendar arithmetic, no time zone involved). */
export function boardAddDays(value: string, days: number): string {
  const n = boardDayNumber(value);
  if (n === null) throw new Error(`not a day: ${value}`);
  return new Date((n + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A day of the window: 'YYYY-MM-DD' as the list's date filters send it (a time after it is accepted and
 * ignored: the board works in whole days). '!' or nothing: the default.
 */
const dayParam = z
  .string()
  .max(32)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '' || v === EMPTY_TEXT_FILTER) return null;
    const day = v.trim().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/.test(v.trim()) || boardDayNumber(day) === null) {
      ctx.addIssue({ code: 'custom', message: 'Ожидается дата в формате ГГГГ-ММ-ДД' });
      return z.NEVER;
    }
    return day;
  });

/** 0 or nothing: any. */
const idFilter = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'Ожидается идентификатор')
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(LIMITS.maxId))
  .optional()
  .transform((v) => (v ? v : null));

/** The days a board can show: four-digit years that a browser's date parsing takes as they are (not 19xx). */
const FIRST_DAY = boardDayNumber('0100-01-01')!;
const LAST_DAY = boardDayNumber('9999-12-31')!;

/**
 * The end the server works out for a missing one (BOARD_DEFAULT_DAYS from the other, as the repository does) must
 * be a day too; with both ends given, the end is not before the start, and at most BOARD_MAX_DAYS days.
 */
function checkWindow(q: { from: string | null; to: string | null }, ctx: z.RefinementCtx): void {
  const start = q.from === null ? null : boardDayNumber(q.from);
  const end = q.to === null ? null : boardDayNumber(q.to);
  if (start === null && end === null) return;
  const span = BOARD_DEFAULT_DAYS - 1;
  const first = start ?? (end ?? 0) - span;
  const last = end ?? (start ?? 0) + span;
  if (first < FIRST_DAY || last > LAST_DAY)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Период доски работ — с 0100-01-01 по 9999-12-31' });
  if (start === null || end === null) return;
  const days = end - start + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Конец периода раньше его начала' });
  else if (days > BOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Период доски работ — не более ${BOARD_MAX_DAYS} дней` });
}

/**
 * Query of GET /api/board. from and to are days, both included; either may be left out (the other end is
 * then 7 days away; both out: today and the next 7 days by the site's clock). At most BOARD_MAX_DAYS days.
 */
export const boardQuerySchema = z
  .object({ from: dayParam, to: dayParam, place: idFilter, type: idFilter, organization: idFilter })
  .superRefine(checkWindow);
export type BoardQueryInput = z.input<typeof boardQuerySchema>;
export type BoardQuery = z.output<typeof boardQuerySchema>;

/** Query of GET /api/board/places: the same window as the board's (the same defaults and limits). */
export const boardPlacesQuerySchema = z.object({ from: dayParam, to: dayParam }).superRefine(checkWindow);
export type BoardPlacesQueryInput = z.input<typeof boardPlacesQuerySchema>;
export type BoardPlacesQuery = z.output<typeof boardPlacesQuerySchema>;

/**
 * One place of the picker: a place where the caller's organization has a permit on the board in the window
 * (exactly the places the whole-organization board would show), with what helps to choose it.
 */
export const boardPlaceChoiceSchema = z.object({
  id: idSchema,
  place: z.string(),
  /** The organization's permits on the board there in the window. */
  permits: z.number().int().nonnegative(),
  /** Of those, the ones in work now (status IN_WORK). */
  inWork: z.number().int().nonnegative(),
});
export type BoardPlaceChoice = z.infer<typeof boardPlaceChoiceSchema>;

/** GET /api/board/places: by place name; empty for a user of no organization or an organization with no work there. */
export const boardPlacesSchema = z.array(boardPlaceChoiceSchema);

/**
 * A name of the board, as its position in `names`: a place's board repeats a few types, organizations and
 * executors over hundreds of bars, and spelled out on each they were a third of the answer polled every 15 s.
 */
const nameRefSchema = z.number().int().nonnegative().nullable();

export const boardPermitSchema = z.object({
  id: idSchema,
  numberPaperNd: z.string(),
  status: boardStatusSchema,
  /** The type's name: its position in the board's `names` (null: none). */
  type: nameRefSchema,
  /** The organization's name, in `names`. */
  organization: nameRefSchema,
  /** The executor's full name, in `names`. */
  executor: nameRefSchema,
  datetimeStart: isoLocalDateTime,
  datetimeEnd: isoLocalDateTime,
  /** Of the caller's organization: its page opens for the caller. Another organization's is shown (the zone is shared) but not linked. */
  sameOrganization: z.boolean(),
  /** Not yet ended, and ends within BOARD_ENDING_HOURS. */
  endingSoon: z.boolean(),
  /**
   * Ids of the other permits on the board in this zone whose windows overlap this one and whose pair of types
   * the SIMOPS matrix does not allow outright (forbidden, no rule, or allowed only under conditions).
   */
  conflictWith: z.array(idSchema),
});
export type BoardPermit = z.infer<typeof boardPermitSchema>;

export const boardZoneSchema = z.object({
  id: idSchema,
  region: z.string(),
  /** Earliest start first. */
  permits: z.array(boardPermitSchema),
});
export type BoardZone = z.infer<typeof boardZoneSchema>;

export const boardPlaceSchema = z.object({
  id: idSchema,
  place: z.string(),
  /** Every zone of the place, those without permits in the window too. */
  zones: z.array(boardZoneSchema),
});
export type BoardPlace = z.infer<typeof boardPlaceSchema>;

/**
 * GET /api/board: the window actually shown and the site's clock (so the screen draws the same days and the
 * «now» line the server judged by), and the places where the caller's organization has a permit on the board
 * in the window, with all their zones and every organization's permits in them.
 */
export const boardSchema = z
  .object({
    from: z.string().regex(YMD),
    to: z.string().regex(YMD),
    now: isoLocalDateTime,
    /** Every name the bars refer to (type, organization, executor), each once. */
    names: z.array(z.string()),
    places: z.array(boardPlaceSchema),
  })
  .superRefine((board, ctx) => {
    // A reference past the table would show no name at all: the answer is refused instead.
    const refs = board.places.flatMap((p) => p.zones.flatMap((z) => z.permits.flatMap((b) => [b.type, b.organization, b.executor])));
    if (refs.some((ref) => ref !== null && ref >= board.names.length)) {
      ctx.addIssue({ code: 'custom', message: 'ссылка на имя вне таблицы names', path: ['names'] });
    }
  });
export type Board = z.infer<typeof boardSchema>;

/** The name a bar's reference stands for in the board's `names` (null for none). */
export const boardName = (names: readonly string[], ref: number | null): string | null => (ref === null ? null : (names[ref] ?? null));
