import type { RoleName } from '@permit/shared-contracts';
import { int, text, textOf, timestamp, timestamptz, bigint } from './columns';

/** Users, roles and what sign-in keeps (migrations 002, 005, 010, 011, 012). */
export const USER_TABLES = {
  role: {
    id: int(),
    name: textOf<RoleName>()(),
  },
  appUser: {
    id: int({ fill: 'default' }),
    family: text(),
    name: text(),
    surname: text({ fill: 'default' }),
    email: text(),
    username: text(),
    phone: text({ fill: 'default' }),
    profession: text({ fill: 'default' }),
    qualification: text({ fill: 'default' }),
    passwordHash: text(),
    organizationId: int({ nullable: true }),
    sectionId: int({ nullable: true }),
    created: timestamp({ fill: 'default' }),
    passwordChanged: timestamp({ nullable: true }),
    tokenVersion: int({ fill: 'default' }),
    keepSid: text({ nullable: true }),
  },
  userRole: {
    userId: int(),
    roleId: int(),
  },
  loginThrottle: {
    scope: text(),
    key: text(),
    failures: int(),
    windowStart: timestamptz({ fill: 'default' }),
  },
  revokedSession: {
    userId: int(),
    sid: text(),
    expiresAt: timestamptz(),
    /** From when the session's tokens are refused: a renewed session keeps a short grace (migration 027). */
    effectiveAt: timestamptz({ fill: 'default' }),
  },
  passwordReset: {
    id: bigint({ fill: 'always' }),
    userId: int(),
    tokenHash: text(),
    created: timestamptz({ fill: 'default' }),
    expiresAt: timestamptz(),
    usedAt: timestamptz({ nullable: true }),
  },
};
