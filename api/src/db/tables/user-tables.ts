import type { RoleName } from '@permit/shared-contracts';
import { int, text, textOf, timestamp, timestamptz, bigint } from './columns';

/** Users, roles and what sign-in keeps (migrations 002, 005, 010, 011, 012). */
export const USER_TABLES = {
  role: {
    id: int(),
    name: textOf<RoleName>()(),
  },
  app_user: {
    id: int({ fill: 'default' }),
    family: text(),
    name: text(),
    surname: text({ fill: 'default' }),
    email: text(),
    username: text(),
    phone: text({ fill: 'default' }),
    profession: text({ fill: 'default' }),
    qualification: text({ fill: 'default' }),
    password_hash: text(),
    organization_id: int({ nullable: true }),
    section_id: int({ nullable: true }),
    created: timestamp({ fill: 'default' }),
    password_changed: timestamp({ nullable: true }),
    token_version: int({ fill: 'default' }),
    keep_sid: text({ nullable: true }),
  },
  user_role: {
    user_id: int(),
    role_id: int(),
  },
  login_throttle: {
    scope: text(),
    key: text(),
    failures: int(),
    window_start: timestamptz({ fill: 'default' }),
  },
  revoked_session: {
    user_id: int(),
    sid: text(),
    expires_at: timestamptz(),
  },
  password_reset: {
    id: bigint({ fill: 'always' }),
    user_id: int(),
    token_hash: text(),
    created: timestamptz({ fill: 'default' }),
    expires_at: timestamptz(),
    used_at: timestamptz({ nullable: true }),
  },
};
