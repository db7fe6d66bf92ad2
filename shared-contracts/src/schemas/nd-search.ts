import { z } from 'zod';
import { EMPTY_TEXT_FILTER } from '../constants';
import { ndStatusSchema } from '../statuses';
import { countSchema, isCalendarMoment, LIMITS } from './common';
import { PARTICIPANT_FILTER_KEYS } from '../permit/permit-field-schemas';

/** An id filter: 0 (or nothing) means "any" (docs/domain.md «Форматы обмена»). */
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

/** A text filter: '!' (or nothing) means "any". */
const textFilter = z
  .string()
  .max(LIMITS.shortText)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' || v === EMPTY_TEXT_FILTER ? null : v.trim()));

/** A date filter: '!' means "any"; otherwise 'YYYY-MM-DD HH:mm' (a 'T' and seconds are accepted too). */
const dateFilter = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === EMPTY_TEXT_FILTER || v === '' || v === '0') return null;
    const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(v.trim());
    if (!m || !isCalendarMoment(`${m[1]}T${m[2]}:00`)) {
      ctx.addIssue({ code: 'custom', message: 'Ожидается дата в формате ГГГГ-ММ-ДД чч:мм' });
      return z.NEVER;
    }
    return `${m[1]}T${m[2]}${m[3] ?? ':00'}`;
  });

const statusFilter = z
  .union([ndStatusSchema, z.literal(''), z.literal('0')])
  .optional()
  .transform((v) => (v ? (v === '0' ? null : v) : null));

const participantFilters = Object.fromEntries(PARTICIPANT_FILTER_KEYS.map((key) => [key, idFilter])) as Record<
  (typeof PARTICIPANT_FILTER_KEYS)[number],
  typeof idFilter
>;

/** Query of GET /api/nd_processing/ndSearch/{page}/{size}, wire form in, normalised filter out. */
export const ndSearchQuerySchema = z.object({
  contentWorks: idFilter,
  numberPaperNd: textFilter,
  type: idFilter,
  // One filter per participant the field map marks `filter` (userPreparator … userExecutor).
  ...participantFilters,
  creator: idFilter,
  date_start: dateFilter,
  date_end: dateFilter,
  section: idFilter,
  place: idFilter,
  status: statusFilter,
  organization: idFilter,
  /** «Я участник»: the user named as creator or in any participant field. */
  participant: idFilter,
});
export type NdSearchQueryInput = z.input<typeof ndSearchQuerySchema>;
export type NdSearchFilter = z.output<typeof ndSearchQuerySchema>;

/** The list scope selector; 'organization' is the default (docs/architecture.md «Поведение клиента»). */
export const ND_SCOPES = [
  { value: 'own', label: 'Ваши' },
  { value: 'section', label: 'По отделу' },
  { value: 'organization', label: 'По организации' },
  { value: 'participant', label: 'Я участник' },
] as const;
export type NdScope = (typeof ND_SCOPES)[number]['value'];
export const DEFAULT_ND_SCOPE: NdScope = 'organization';

/** Every status's count at once (GET countsByStatus): the header's poll in one request instead of twelve. */
export const statusCountsSchema = z.record(ndStatusSchema, countSchema);
export type StatusCounts = z.infer<typeof statusCountsSchema>;
