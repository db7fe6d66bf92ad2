import type { AuditAction, AuditEntityType, Notification } from '@permit/shared-contracts';
import { bigint, bool, int, jsonb, text, textOf, timestamp } from './columns';

/** Notifications, the mail outbox (migration 004), the audit trail (009) and the migrations' own bookkeeping. */
export const MESSAGING_TABLES = {
  notification: {
    id: int({ fill: 'default' }),
    user_id: int(),
    nd_id: int({ nullable: true }),
    kind: textOf<Notification['kind']>()({ fill: 'default' }),
    message: text(),
    created: timestamp({ fill: 'default' }),
    readed: bool({ fill: 'default' }),
  },
  mail_outbox: {
    id: int({ fill: 'default' }),
    recipient: text(),
    subject: text(),
    body: text(),
    created: timestamp({ fill: 'default' }),
    sent_at: timestamp({ nullable: true }),
    attempts: int({ fill: 'default' }),
    last_error: text({ nullable: true }),
  },
  audit_log: {
    id: bigint({ fill: 'default' }),
    at: timestamp({ fill: 'default' }),
    user_id: int({ nullable: true }),
    user_name: text({ fill: 'default' }),
    organization_id: int({ nullable: true }),
    // No CHECK here (the trail outlives renames); the audit service writes only the contract's names.
    action: textOf<AuditAction>()(),
    entity_type: textOf<AuditEntityType>()(),
    entity_id: int({ nullable: true }),
    changes: jsonb<Record<string, unknown>>()({ fill: 'default' }),
  },
  // Written by db/migrate.ts, not by a migration.
  schema_migrations: {
    version: int(),
    name: text(),
    applied_at: timestamp({ fill: 'default' }),
  },
};
