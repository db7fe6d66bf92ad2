import type { AuditAction, AuditEntityType, Notification } from '@permit/shared-contracts';
import { bigint, bool, int, jsonb, text, textOf, timestamp } from './columns';

/** Notifications, the mail outbox (migration 004), the audit trail (009) and the migrations' own bookkeeping. */
export const MESSAGING_TABLES = {
  notification: {
    id: int({ fill: 'default' }),
    userId: int(),
    ndId: int({ nullable: true }),
    kind: textOf<Notification['kind']>()({ fill: 'default' }),
    message: text(),
    created: timestamp({ fill: 'default' }),
    readed: bool({ fill: 'default' }),
  },
  mailOutbox: {
    id: int({ fill: 'default' }),
    recipient: text(),
    subject: text(),
    body: text(),
    created: timestamp({ fill: 'default' }),
    sentAt: timestamp({ nullable: true }),
    attempts: int({ fill: 'default' }),
    lastError: text({ nullable: true }),
  },
  auditLog: {
    id: bigint({ fill: 'default' }),
    at: timestamp({ fill: 'default' }),
    userId: int({ nullable: true }),
    userName: text({ fill: 'default' }),
    organizationId: int({ nullable: true }),
    // No CHECK here (the trail outlives renames); the audit service writes only the contract's names.
    action: textOf<AuditAction>()(),
    entityType: textOf<AuditEntityType>()(),
    entityId: int({ nullable: true }),
    changes: jsonb<Record<string, unknown>>()({ fill: 'default' }),
  },
  // Written by db/migrate.ts, not by a migration.
  schemaMigrations: {
    version: int(),
    name: text(),
    appliedAt: timestamp({ fill: 'default' }),
  },
};
