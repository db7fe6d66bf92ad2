import { z } from 'zod';

/** The 12 permit statuses, in the order the product shows them (docs/domain.md «Статусы»). */
export const ND_STATUSES = [
  'DRAFT',
  'ON_ACCEPTANCE',
  'READY_TO_WORK',
  'IN_WORK',
  'CLOSE_WORK',
  'PROLONG',
  'PROLONGED',
  'CANCELLED',
  'ON_MODIFICATION',
  'ARCHIVE',
  'EXPIRED',
  'STOPPED',
] as const;

export const ndStatusSchema = z.enum(ND_STATUSES);
export type NdStatus = z.infer<typeof ndStatusSchema>;

export const ND_STATUS_LABELS: Record<NdStatus, string> = {
  DRAFT: 'Черновик',
  ON_ACCEPTANCE: 'На рассмотрении',
  READY_TO_WORK: 'Готов к работе',
  IN_WORK: 'В работе',
  CLOSE_WORK: 'Работы закончены',
  PROLONG: 'Продлить',
  PROLONGED: 'Срок продлен',
  CANCELLED: 'Отменён',
  ON_MODIFICATION: 'На доработке',
  ARCHIVE: 'Архив',
  EXPIRED: 'Истек срок',
  STOPPED: 'Работы остановлены',
};

/** Route segment under /nd for each status list (docs/domain.md «Статусы»). */
export const ND_STATUS_SLUGS: Record<NdStatus, string> = {
  DRAFT: 'draft',
  ON_ACCEPTANCE: 'onacceptance',
  READY_TO_WORK: 'readytowork',
  IN_WORK: 'inwork',
  CLOSE_WORK: 'closework',
  PROLONG: 'prolong',
  PROLONGED: 'prolonged',
  CANCELLED: 'cancelled',
  ON_MODIFICATION: 'onmodification',
  EXPIRED: 'expired',
  STOPPED: 'stopped',
  ARCHIVE: 'archive',
};

export function statusFromSlug(slug: string): NdStatus | undefined {
  return ND_STATUSES.find((s) => ND_STATUS_SLUGS[s] === slug);
}

/** Statuses in which work is physically going on in a zone (docs/domain.md «Конфликт в зоне»). */
export const ACTIVE_WORK_STATUSES: readonly NdStatus[] = ['IN_WORK', 'PROLONG', 'PROLONGED'];
