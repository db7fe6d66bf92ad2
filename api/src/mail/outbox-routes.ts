import type { FastifyInstance } from 'fastify';
import { endpoints, type MailOutboxItem } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { isoDateTime, pageWindow } from '../db/sql';
import { route } from '../http/route';

/**
 * What the portal tried to mail, for administrators: without SMTP the outbox is where reset mail
 * waits, and with SMTP it shows what failed and why. The body stays hidden (temporary passwords,
 * one-time reset links).
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  route(app, endpoints.system.mailOutbox, async ({ params }) => {
    const window = pageWindow(params.page, params.size);
    const { rows } = await deps.db.query<MailOutboxItem>(
      `select id, recipient, subject, ${isoDateTime('created')} as created, sent_at is not null as sent, attempts, last_error
         from mail_outbox
        order by id desc
        limit $1::bigint offset $2::bigint`,
      [window.limit, window.offset],
    );
    return rows;
  });
}
