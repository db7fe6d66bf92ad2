import { z } from 'zod';
import { ndStatusSchema, type NdStatus } from '../statuses';
import type { Actor } from '../transitions';

/**
 * The groups of «Мои задачи» (docs/domain.md «Таблица переходов»): each is a status set and the actor of
 * the transition table who moves a permit out of it. A permit is in a group when the table gives the user,
 * as that actor, a move on it now; the server decides with the same table and route-step rules the
 * workflow uses. 'ending' is not a move: the user's permits in work whose end is within 24 hours.
 */
export const WORKLIST_GROUPS = [
  { key: 'approve', label: 'Ждут моего согласования', statuses: ['ON_ACCEPTANCE'], actor: 'routeStep' },
  { key: 'start', label: 'Готовы к началу работ', statuses: ['READY_TO_WORK', 'STOPPED'], actor: 'executor' },
  { key: 'inWork', label: 'В работе под моим руководством', statuses: ['IN_WORK', 'PROLONG', 'PROLONGED'], actor: 'executor' },
  { key: 'decide', label: 'Ждут моего решения: продление или закрытие', statuses: ['PROLONG', 'CLOSE_WORK'], actor: 'issuancer' },
  { key: 'returned', label: 'Возвращены мне на доработку', statuses: ['ON_MODIFICATION'], actor: 'creator' },
  { key: 'drafts', label: 'Мои черновики', statuses: ['DRAFT'], actor: 'creator' },
] as const satisfies readonly { key: string; label: string; statuses: readonly NdStatus[]; actor: Actor }[];

export const WORKLIST_ENDING = { key: 'ending', label: 'Заканчиваются в ближайшие 24 часа', hours: 24 } as const;

export type WorklistGroupKey = (typeof WORKLIST_GROUPS)[number]['key'] | typeof WORKLIST_ENDING.key;
export const worklistGroupKeySchema = z.enum(['approve', 'start', 'inWork', 'decide', 'returned', 'drafts', 'ending'] satisfies WorklistGroupKey[]);

/** At most this many rows per group are sent; the count is always complete. */
export const WORKLIST_ROWS_PER_GROUP = 50;

export const worklistRowSchema = z.object({
  id: z.number().int(),
  status: ndStatusSchema,
  numberPaperNd: z.string().nullable(),
  type: z.string().nullable(),
  place: z.string().nullable(),
  /** 'YYYY-MM-DDTHH:mm:ss' or '' when not set. */
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
});
export type WorklistRow = z.infer<typeof worklistRowSchema>;

export const worklistGroupSchema = z.object({
  key: worklistGroupKeySchema,
  label: z.string(),
  count: z.number().int(),
  rows: z.array(worklistRowSchema),
});
export type WorklistGroup = z.infer<typeof worklistGroupSchema>;

/** GET /api/nd_processing/worklist: every group (empty ones too), the user's total and the organization's. */
export const worklistSchema = z.object({
  /** Distinct permits across the groups. */
  total: z.number().int(),
  /** The organization's permits still in the workflow (not archived, cancelled or expired). */
  organizationTotal: z.number().int(),
  groups: z.array(worklistGroupSchema),
});
export type Worklist = z.infer<typeof worklistSchema>;
