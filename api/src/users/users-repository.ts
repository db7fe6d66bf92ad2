import type { RoleName } from '@permit/shared-contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../db/db';
import { kysely, type Q } from '../db/kysely';
import type { Database } from '../db/schema';
import { arrayOf, localTimestamp, now, paged, unnestInts } from '../db/kysely-sql';
import type { PageWindow } from '../db/sql';
import type { UserItem } from './user-wire';

/** What every authenticated request needs to know about its caller. */
export interface AuthUserRow {
  id: number;
  organizationId: number | null;
  sectionId: number | null;
  roles: RoleName[];
  tokenVersion: number;
  keepSid: string | null;
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
  passwordHash: string;
  tokenVersion: number;
}

/** The names of user `u`'s roles in role order, for a select from `app_user as u`. */
export function roleNamesOfUser(eb: ExpressionBuilder<Database & { u: Database['appUser'] }, 'u'>) {
  return arrayOf(
    eb.selectFrom('userRole as ur').innerJoin('role as r', 'r.id', 'ur.roleId').select('r.name').whereRef('ur.userId', '=', 'u.id').orderBy('r.id'),
  );
}

export async function findAuthUser(db: Db, id: number): Promise<AuthUserRow | null> {
  const row = await kysely(db)
    .selectFrom('appUser as u')
    .select((eb) => ['u.id', 'u.organizationId', 'u.sectionId', 'u.tokenVersion', 'u.keepSid', roleNamesOfUser(eb).as('roles')])
    .where('u.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The login name is the e-mail and is compared case-insensitively (a unique index on lower(username)). */
export async function findForLogin(db: Db, username: string): Promise<LoginRow | null> {
  const row = await kysely(db)
    .selectFrom('appUser')
    .select(['id', 'email', 'username', 'family', 'name', 'surname', 'phone', 'profession', 'qualification', 'passwordHash', 'tokenVersion'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .executeTakeFirst();
  return row ?? null;
}

/** The user as the contract's userSchema shapes it: organization, section and roles embedded. */
function selectUsers(q: Q) {
  return q
    .selectFrom('appUser as u')
    .leftJoin('organization as o', 'o.id', 'u.organizationId')
    .leftJoin('section as s', 's.id', 'u.sectionId')
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
            .selectFrom('userRole as ur')
            .innerJoin('role as r', 'r.id', 'ur.roleId')
            .select((r) =>
              r.fn
                .jsonAgg(jsonBuildObject({ id: r.ref('r.id'), name: r.ref('r.name') }))
                .orderBy('r.id')
                .as('roles'),
            )
            .whereRef('ur.userId', '=', 'u.id'),
          sql<{ id: number; name: RoleName }[]>`'[]'::json`,
        )
        .as('roles'),
    ]);
}

export async function findUserById(db: Db, id: number): Promise<UserItem | null> {
  const row = await selectUsers(kysely(db)).where('u.id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function listUsers(db: Db, window: PageWindow): Promise<UserItem[]> {
  return selectUsers(kysely(db)).orderBy('u.family').orderBy('u.name').orderBy('u.id').$call(paged(window)).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await kysely(db)
    .selectFrom('appUser')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Users matching optional organization and role filters, by name. */
export async function listUsersBy(db: Db, filter: { organizationId?: number; roleId?: number }): Promise<UserItem[]> {
  const { organizationId, roleId } = filter;
  return selectUsers(kysely(db))
    .$if(organizationId !== undefined, (query) => query.where('u.organizationId', '=', organizationId!))
    .$if(roleId !== undefined, (query) =>
      query.where((eb) =>
        eb.exists(eb.selectFrom('userRole as fr').select(eb.lit(1).as('one')).whereRef('fr.userId', '=', 'u.id').where('fr.roleId', '=', roleId!)),
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
  organizationId: f.organizationId,
  sectionId: f.sectionId,
  username: f.email,
});

export async function insertUser(db: Db, fields: UserFields, passwordHash: string): Promise<number> {
  const row = await kysely(db)
    .insertInto('appUser')
    .values({ ...columnsOf(fields), passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, fields: UserFields): Promise<boolean> {
  const rows = await kysely(db).updateTable('appUser').set(columnsOf(fields)).where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  const q = kysely(db);
  await q.deleteFrom('userRole').where('userId', '=', userId).execute();
  await q
    .insertInto('userRole')
    .columns(['userId', 'roleId'])
    .expression(q.selectNoFrom((eb) => [eb.val(userId).as('userId'), unnestInts(roleIds).as('roleId')]))
    .execute();
}

/**
 * A new password ends every earlier session (token_version + 1) except `keepSid`, the session that
 * changed its own password (null: none, after a reset or an administrator's change). A `keepSid` whose session a
 * renewal has replaced meanwhile (its grace running, auth/session-repository.ts `inRenewalGrace`) changes nothing
 * and answers false: kept, it would end the renewed session at once and itself with the grace.
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, keepSid: string | null): Promise<boolean> {
  const updated = await kysely(db)
    .updateTable('appUser as u')
    .set((eb) => ({
      passwordHash,
      tokenVersion: eb('u.tokenVersion', '+', eb.lit(1)),
      keepSid,
      passwordChanged: localTimestamp(),
    }))
    .where('u.id', '=', userId)
    .$if(keepSid !== null, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('revokedSession as r')
              .select('r.sid')
              .whereRef('r.userId', '=', 'u.id')
              .where('r.sid', '=', keepSid ?? '')
              .where('r.effectiveAt', '>', now()),
          ),
        ),
      ),
    )
    // The database's own answer (the portal's driver reports rows, not counts).
    .returning('u.id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const row = await kysely(db).selectFrom('appUser').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  return row?.passwordHash ?? null;
}

/** Password reset: both the e-mail and the login must name the same user (case-insensitive). */
export async function findByEmailAndUsername(db: Db, email: string, username: string): Promise<{ id: number; email: string } | null> {
  const row = await kysely(db)
    .selectFrom('appUser')
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
  const rows = await kysely(db).deleteFrom('appUser').where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

/**
 * The section's organization, read FOR SHARE inside the register's transaction: a catalogue edit moving the section
 * to another organization at the same moment waits and sees the user (409), or the register sees the move (400).
 */
export async function sectionOrganization(db: Db, sectionId: number): Promise<number | null | undefined> {
  const row = await kysely(db).selectFrom('section').select('organization').where('id', '=', sectionId).forShare().executeTakeFirst();
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
