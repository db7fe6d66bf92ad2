import type { RoleName, User } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import type { PageWindow } from '../db/sql';

/** What every authenticated request needs to know about its caller. */
export interface AuthUserRow {
  id: number;
  organization_id: number | null;
  section_id: number | null;
  roles: RoleName[];
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
}

const ROLE_NAMES_OF_USER = `array(select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id order by r.id)`;

export async function findAuthUser(db: Db, id: number): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(
    `select u.id, u.organization_id, u.section_id, ${ROLE_NAMES_OF_USER} as roles from app_user u where u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The login name is the e-mail and is compared case-insensitively (a unique index on lower(username)). */
export async function findForLogin(db: Db, username: string): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    `select id, email, username, family, name, surname, phone, profession, qualification, password_hash
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
