import { z } from 'zod';
import { idSchema, spacedDateTime } from './common';

export const NOTIFICATION_KINDS = [
  'AWAITING_APPROVAL',
  'RETURNED',
  'APPROVED',
  'WORK_STARTED',
  'WORK_STOPPED',
  'PROLONG_REQUESTED',
  'PROLONG_GRANTED',
  'PROLONG_REFUSED',
  'CLOSED',
  'ARCHIVED',
  'CANCELLED',
  'EXPIRED',
  'START_REFUSED',
  'INFO',
] as const;

/** GET /api/notifications/list/{page}/{size}: `date` uses a space between date and time. */
export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  date: spacedDateTime,
  readed: z.boolean(),
  nd_id: idSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
