import type { FastifyInstance } from 'fastify';
import { endpoints, type MailOutboxItem } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { paged, toIsoDateTime } from '../db/kysely-sql';
import { pageWindow } from '../db/sql';
import { route } from '../http/route';

/**
 * What the portal tried to mail, for administrators: without SMTP the outbox is where reset mail
 * waits, and with SMTP it shows what failed and why. The body stays hidden (temporary passwords,
 * one-time reset links).
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  route(app, endpoints.system.mailOutbox, async ({ params }) => {
    const rows = await kysely(deps.db)
      .selectFrom('mailOutbox')
      .select((eb) => [
        'id',
        'recipient',
        'subject',
        toIsoDateTime(eb.ref('created')).as('created'),
        eb('sentAt', 'is not', null).$castTo<boolean>().as('sent'),
        'attempts',
        'lastError',
      ])
      .orderBy('id', 'desc')
      .$call(paged(pageWindow(params.page, params.size)))
      .execute();
    // The contract's wire name for the error is last_error.
    return rows.map(({ lastError, ...row }): MailOutboxItem => ({ ...row, last_error: lastError }));
  });
}
