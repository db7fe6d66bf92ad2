import type { RoleName, User } from '@permit/shared-contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../db/db';
import { kysely, type Q } from '../db/kysely';
import type { Database } from '../db/schema';
import { arrayOf, localTimestamp, paged, unnestInts } from '../db/kysely-sql';
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

/** The names of user `u`'s roles in role order, for a select from `app_user as u`. */
export function roleNamesOfUser(eb: ExpressionBuilder<Database & { u: Database['app_user'] }, 'u'>) {
  return arrayOf(
    eb
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select('r.name')
      .whereRef('ur.user_id', '=', 'u.id')
      .orderBy('r.id'),
  );
}

export async function findAuthUser(db: Db, id: number): Promise<AuthUserRow | null> {
  const row = await kysely(db)
    .selectFrom('app_user as u')
    .select((eb) => ['u.id', 'u.organization_id', 'u.section_id', 'u.token_version', 'u.keep_sid', roleNamesOfUser(eb).as('roles')])
    .where('u.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The login name is the e-mail and is compared case-insensitively (a unique index on lower(username)). */
export async function findForLogin(db: Db, username: string): Promise<LoginRow | null> {
  const row = await kysely(db)
    .selectFrom('app_user')
    .select(['id', 'email', 'username', 'family', 'name', 'surname', 'phone', 'profession', 'qualification', 'password_hash', 'token_version'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .executeTakeFirst();
  return row ?? null;
}

/** The user as the contract's userSchema shapes it: organization, section and roles embedded. */
function selectUsers(q: Q) {
  return q
    .selectFrom('app_user as u')
    .leftJoin('organization as o', 'o.id', 'u.organization_id')
    .leftJoin('section as s', 's.id', 'u.section_id')
    .select((eb) => [
      'u.id',
      'u.family',
      'u.name',
      'u.surname',
      'u.email',
      'u.username',
      'u.phone',
      'u.profession',
      'u.qualification',
      eb
        .case()
        .when('o.id', 'is', null)
        .then(null)
        .else(jsonBuildObject({ id: eb.ref('o.id').$notNull(), name: eb.ref('o.name').$notNull() }))
        .end()
        .as('organization'),
      eb
        .case()
        .when('s.id', 'is', null)
        .then(null)
        .else(jsonBuildObject({ id: eb.ref('s.id').$notNull(), section: eb.ref('s.section').$notNull() }))
        .end()
        .as('section'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('user_role as ur')
            .innerJoin('role as r', 'r.id', 'ur.role_id')
            .select((r) =>
              r.fn
                .jsonAgg(jsonBuildObject({ id: r.ref('r.id'), name: r.ref('r.name') }))
                .orderBy('r.id')
                .as('roles'),
            )
            .whereRef('ur.user_id', '=', 'u.id'),
          sql<{ id: number; name: RoleName }[]>`'[]'::json`,
        )
        .as('roles'),
    ]);
}

export async function findUserById(db: Db, id: number): Promise<User | null> {
  const row = await selectUsers(kysely(db)).where('u.id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function listUsers(db: Db, window: PageWindow): Promise<User[]> {
  return selectUsers(kysely(db)).orderBy('u.family').orderBy('u.name').orderBy('u.id').$call(paged(window)).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await kysely(db)
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Users matching optional organization and role filters, by name. */
export async function listUsersBy(db: Db, filter: { organizationId?: number; roleId?: number }): Promise<User[]> {
  const { organizationId, roleId } = filter;
  return selectUsers(kysely(db))
    .$if(organizationId !== undefined, (query) => query.where('u.organization_id', '=', organizationId!))
    .$if(roleId !== undefined, (query) =>
      query.where((eb) =>
        eb.exists(eb.selectFrom('user_role as fr').select(eb.lit(1).as('one')).whereRef('fr.user_id', '=', 'u.id').where('fr.role_id', '=', roleId!)),
      ),
    )
    .orderBy('u.family')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
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

/** The login name is the e-mail (docs/domain.md «Форматы обмена»). */
const columnsOf = (f: UserFields) => ({
  family: f.family,
  name: f.name,
  surname: f.surname,
  email: f.email,
  phone: f.phone,
  profession: f.profession,
  qualification: f.qualification,
  organization_id: f.organizationId,
  section_id: f.sectionId,
  username: f.email,
});

export async function insertUser(db: Db, fields: UserFields, passwordHash: string): Promise<number> {
  const row = await kysely(db)
    .insertInto('app_user')
    .values({ ...columnsOf(fields), password_hash: passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, fields: UserFields): Promise<boolean> {
  const rows = await kysely(db).updateTable('app_user').set(columnsOf(fields)).where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  const q = kysely(db);
  await q.deleteFrom('user_role').where('user_id', '=', userId).execute();
  await q
    .insertInto('user_role')
    .columns(['user_id', 'role_id'])
    .expression(q.selectNoFrom((eb) => [eb.val(userId).as('user_id'), unnestInts(roleIds).as('role_id')]))
    .execute();
}

/**
 * A new password ends every earlier session (token_version + 1) except `keepSid`, the session that
 * changed its own password (null: none, after a reset or an administrator's change).
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, keepSid: string | null): Promise<void> {
  await kysely(db)
    .updateTable('app_user')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', eb.lit(1)),
      keep_sid: keepSid,
      password_changed: localTimestamp(),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const row = await kysely(db).selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Password reset: both the e-mail and the login must name the same user (case-insensitive). */
export async function findByEmailAndUsername(db: Db, email: string, username: string): Promise<{ id: number; email: string } | null> {
  const row = await kysely(db)
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where((eb) =>
      eb.and([
        eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])),
        eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])),
      ]),
    )
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await kysely(db).deleteFrom('app_user').where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

export async function sectionOrganization(db: Db, sectionId: number): Promise<number | null | undefined> {
  const row = await kysely(db).selectFrom('section').select('organization').where('id', '=', sectionId).executeTakeFirst();
  return row?.organization;
}

export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const row = await kysely(db)
    .selectFrom('organization')
    .select((eb) => eb.lit(1).as('one'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
