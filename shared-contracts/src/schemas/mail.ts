import { z } from 'zod';

/** A queued or sent mail as admins see it; the body is never shown (it may carry a temporary password). */
export const mailOutboxItemSchema = z.object({
  id: z.number().int().positive(),
  recipient: z.string(),
  subject: z.string(),
  created: z.string(),
  sent: z.boolean(),
  attempts: z.number().int().min(0),
  last_error: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;
