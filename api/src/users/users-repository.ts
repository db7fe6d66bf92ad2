import type { RoleName, User } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import type { PageWindow } from '../db/sql';

/** What every authenticated request needs to know about its caller. */
export interface AuthUserRow {
  id: number;
  organization_id: number | null;
  section_id: number | null;
  roles: RoleName[];
  token_version: number;
  keep_sid: string | null;
}

export interface LoginRow {
  id: number;
  email: string;
  username: string;
  family: string;
  name: string;
  surname: string;
  phone: string;
  profession: string;
  qualification: string;
  password_hash: string;
  token_version: number;
}

const ROLE_NAMES_OF_USER = `array(select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id order by r.id)`;

export async function findAuthUser(db: Db, id: number): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(
    `select u.id, u.organization_id, u.section_id, u.token_version, u.keep_sid, ${ROLE_NAMES_OF_USER} as roles from app_user u where u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The login name is the e-mail and is compared case-insensitively (a unique index on lower(username)). */
export async function findForLogin(db: Db, username: string): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    `select id, email, username, family, name, surname, phone, profession, qualification, password_hash, token_version
       from app_user where lower(username) = lower($1)`,
    [username],
  );
  return rows[0] ?? null;
}

/** The user as the contract's userSchema shapes it: organization, section and roles embedded. */
const USER_SELECT = `
  select u.id, u.family, u.name, u.surname, u.email, u.username, u.phone, u.profession, u.qualification,
         case when o.id is null then null else json_build_object('id', o.id, 'name', o.name) end as organization,
         case when s.id is null then null else json_build_object('id', s.id, 'section', s.section) end as section,
         coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
                     from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles
    from app_user u
    left join organization o on o.id = u.organization_id
    left join section s on s.id = u.section_id`;

export async function findUserById(db: Db, id: number): Promise<User | null> {
  const { rows } = await db.query<User>(`${USER_SELECT} where u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listUsers(db: Db, window: PageWindow): Promise<User[]> {
  const { rows } = await db.query<User>(`${USER_SELECT} order by u.family, u.name, u.id limit $1::bigint offset $2::bigint`, [
    window.limit,
    window.offset,
  ]);
  return rows;
}

export async function countUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from app_user');
  return rows[0]?.count ?? 0;
}

/** Users matching optional organization and role filters, by name. */
export async function listUsersBy(db: Db, filter: { organizationId?: number; roleId?: number }): Promise<User[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.organizationId !== undefined) {
    params.push(filter.organizationId);
    conditions.push(`u.organization_id = $${params.length}`);
  }
  if (filter.roleId !== undefined) {
    params.push(filter.roleId);
    conditions.push(`exists (select 1 from user_role fr where fr.user_id = u.id and fr.role_id = $${params.length})`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const { rows } = await db.query<User>(`${USER_SELECT} ${where} order by u.family, u.name, u.id`, params);
  return rows;
}

export interface UserFields {
  family: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  profession: string;
  qualification: string;
  organizationId: number;
  sectionId: number;
}

const FIELD_VALUES = (f: UserFields) => [f.family, f.name, f.surname, f.email, f.phone, f.profession, f.qualification, f.organizationId, f.sectionId];

/** The login name is the e-mail (docs/domain.md «Форматы обмена»). */
export async function insertUser(db: Db, fields: UserFields, passwordHash: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into app_user (family, name, surname, email, phone, profession, qualification, organization_id, section_id, username, password_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $4, $10) returning id`,
    [...FIELD_VALUES(fields), passwordHash],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into app_user returned no id');
  return id;
}

export async function updateUser(db: Db, id: number, fields: UserFields): Promise<boolean> {
  const { rows } = await db.query(
    `update app_user set family = $1, name = $2, surname = $3, email = $4, phone = $5, profession = $6, qualification = $7,
            organization_id = $8, section_id = $9, username = $4
      where id = $10 returning id`,
    [...FIELD_VALUES(fields), id],
  );
  return rows.length > 0;
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.query('delete from user_role where user_id = $1', [userId]);
  await db.query('insert into user_role (user_id, role_id) select $1, unnest($2::int[])', [userId, roleIds]);
}

/**
 * A new password ends every earlier session (token_version + 1) except `keepSid`, the session that
 * changed its own password (null: none, after a reset or an administrator's change).
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, keepSid: string | null): Promise<void> {
  await db.query(
    `update app_user set password_hash = $1, token_version = token_version + 1, keep_sid = $2, password_changed = localtimestamp(0)
      where id = $3`,
    [passwordHash, keepSid, userId],
  );
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('select password_hash from app_user where id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

/** Password reset: both the e-mail and the login must name the same user (case-insensitive). */
export async function findByEmailAndUsername(db: Db, email: string, username: string): Promise<{ id: number; email: string } | null> {
  const { rows } = await db.query<{ id: number; email: string }>(
    'select id, email from app_user where lower(username) = lower($1) and lower(email) = lower($2)',
    [username, email],
  );
  return rows[0] ?? null;
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from app_user where id = $1 returning id', [id]);
  return rows.length > 0;
}

export async function sectionOrganization(db: Db, sectionId: number): Promise<number | null | undefined> {
  const { rows } = await db.query<{ organization: number }>('select organization from section where id = $1', [sectionId]);
  return rows[0]?.organization;
}

export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from organization where id = $1', [id]);
  return rows.length > 0;
}
