import { randomBytes } from 'node:crypto';
import { roleByName, type RoleName, type User, type UserRegister } from '@permit/shared-contracts';
import { diff, type AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { AuthCache } from '../auth/auth-cache';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { pageWindow } from '../db/sql';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { toUserWire, type UserItem } from './user-wire';
import {
  countUsers,
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  listUsersBy,
  organizationExists,
  sectionOrganization,
  setPassword,
  setUserRoles,
  updateUser,
  type UserFields,
} from './users-repository';

export interface UsersService {
  getById(caller: AuthUser, userId: number): Promise<User>;
  /** Admin lists (the endpoint table restricts them to ADMIN). */
  list(page: number, size: number): Promise<User[]>;
  count(): Promise<number>;
  listAll(caller: AuthUser): Promise<User[]>;
  listAllByRole(caller: AuthUser, role: RoleName): Promise<User[]>;
  byOrganization(caller: AuthUser, organizationId: number): Promise<User[]>;
  register(caller: AuthUser, body: UserRegister): Promise<User>;
  remove(caller: AuthUser, id: number): Promise<{ ok: true }>;
}

/** 16 characters from a 96-bit random value: letters, digits, '-' and '_'. */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}

const SITE = 'Портал наряд-допусков';

/** What the audit trail keeps of a user: the form's fields, ids for placement, role names sorted. */
function auditFields(user: UserItem): Record<string, unknown> {
  return {
    family: user.family,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    profession: user.profession,
    qualification: user.qualification,
    organization: user.organization?.id ?? null,
    section: user.section?.id ?? null,
    roles: user.roles.map((r) => r.name).sort(),
  };
}

/**
 * Users as administrators maintain them (a user's own password: password-service.ts). Scoping: everyone
 * but ADMIN sees the users of their own organization only (listAll, listAllByRole,
 * getUserByOrganizationId); ADMIN maintains all users and sees them all.
 */
export function createUsersService(db: Db, deps: { mailer: Mailer; audit: AuditLog; authCache?: AuthCache }): UsersService {
  const { mailer, audit } = deps;
  const forget = (userId: number) => deps.authCache?.invalidate(userId);
  const scope = (caller: AuthUser) => (caller.isAdmin ? {} : { organizationId: caller.organizationId ?? -1 });

  async function checkPlacement(tx: Db, body: UserRegister): Promise<void> {
    if (!(await organizationExists(tx, body.organization))) {
      throw badRequest(`Поле «Организация»: запись с id ${body.organization} не найдена`);
    }
    const owner = await sectionOrganization(tx, body.section);
    if (owner === undefined) throw badRequest(`Поле «Отдел»: запись с id ${body.section} не найдена`);
    if (owner !== body.organization) throw badRequest('Поле «Отдел»: отдел не принадлежит выбранной организации');
  }

  /**
   * The entries of an administrator's register: create or update (the fields that changed), the role
   * change on its own entry, and `password` when the administrator set one (never the password itself).
   */
  async function auditRegister(tx: Db, caller: AuthUser, userId: number, before: UserItem | null, after: UserItem, passwordSet: boolean) {
    const entry = { actorId: caller.id, organizationId: after.organization?.id ?? null, entityType: 'user' as const, entityId: userId };
    const now = auditFields(after);
    if (!before) {
      await audit.record(tx, { ...entry, action: 'create', changes: now });
      if (passwordSet) await audit.record(tx, { ...entry, action: 'password', changes: {} });
      return;
    }
    const was = auditFields(before);
    const changed = diff(
      was,
      now,
      Object.keys(now).filter((k) => k !== 'roles'),
    );
    if (Object.keys(changed).length > 0 || (!passwordSet && JSON.stringify(was.roles) === JSON.stringify(now.roles))) {
      await audit.record(tx, { ...entry, action: 'update', changes: changed });
    }
    if (JSON.stringify(was.roles) !== JSON.stringify(now.roles)) {
      await audit.record(tx, { ...entry, action: 'roles', changes: { roles: [was.roles, now.roles] } });
    }
    if (passwordSet) await audit.record(tx, { ...entry, action: 'password', changes: {} });
  }

  return {
    /**
     * A user may read themselves and colleagues of their own organization; ADMIN may read anyone.
     * For everyone else a missing user and a foreign one are the same 403, so ids cannot be probed.
     */
    async getById(caller, userId) {
      const user = await findUserById(db, userId);
      if (caller.isAdmin) {
        if (!user) throw notFound();
        return toUserWire(user);
      }
      const sameOrganization = caller.organizationId !== null && user?.organization?.id === caller.organizationId;
      if (!user || (user.id !== caller.id && !sameOrganization)) throw forbidden();
      return toUserWire(user);
    },
    list: async (page, size) => (await listUsers(db, pageWindow(page, size))).map(toUserWire),
    count: () => countUsers(db),
    listAll: async (caller) => (await listUsersBy(db, scope(caller))).map(toUserWire),
    listAllByRole: async (caller, role) => (await listUsersBy(db, { ...scope(caller), roleId: roleByName(role).id })).map(toUserWire),
    async byOrganization(caller, organizationId) {
      // Another organization's staff is not the caller's business; asked or not, it is refused the same way.
      if (!caller.isAdmin && caller.organizationId !== organizationId) throw forbidden();
      return (await listUsersBy(db, { organizationId })).map(toUserWire);
    },

    async register(caller, body) {
      if (body.create && body.id !== undefined) throw badRequest('Новый пользователь создаётся без id (create=true)');
      if (!body.create && body.id === undefined) throw badRequest('Для изменения пользователя укажите id (create=false)');
      if (!body.create && body.id === caller.id && !body.roles.includes('ADMIN')) {
        throw badRequest('Нельзя снять роль администратора с самого себя');
      }
      const fields: UserFields = {
        family: body.family,
        name: body.name,
        surname: body.surname,
        email: body.email.trim(),
        phone: body.phone,
        profession: body.profession,
        qualification: body.qualification,
        organizationId: body.organization,
        sectionId: body.section,
      };
      const roleIds = [...new Set(body.roles)].map((r) => roleByName(r).id);
      const generated = body.create && body.password === undefined ? temporaryPassword() : null;
      const password = body.password ?? generated;
      const hash = password === null ? null : await hashPassword(password);

      const id = await db.transaction(async (tx) => {
        await checkPlacement(tx, body);
        let userId: number;
        const before = body.id === undefined ? null : await findUserById(tx, body.id);
        if (body.id === undefined) {
          userId = await insertUser(tx, fields, hash!);
        } else {
          if (!before || !(await updateUser(tx, body.id, fields))) throw notFound();
          userId = body.id;
          if (hash !== null) await setPassword(tx, userId, hash, null);
        }
        await setUserRoles(tx, userId, roleIds);
        await auditRegister(tx, caller, userId, before, (await findUserById(tx, userId))!, body.password !== undefined);
        return userId;
      });
      forget(id);
      if (generated !== null) {
        await mailer.send({
          to: fields.email,
          subject: `${SITE}: учётная запись создана`,
          text: `Для вас создана учётная запись.\nЛогин: ${fields.email}\nВременный пароль: ${generated}\nСмените пароль после первого входа.`,
        });
      }
      const user = await findUserById(db, id);
      if (!user) throw notFound();
      return toUserWire(user);
    },

    async remove(caller, id) {
      if (id === caller.id) throw badRequest('Нельзя удалить собственную учётную запись');
      // A user still named in permits or their history stays: the database refuses (RESTRICT) and the
      // error handler answers 409 «Запись используется…».
      await db.transaction(async (tx) => {
        const before = await findUserById(tx, id);
        if (!before || !(await deleteUser(tx, id))) throw notFound();
        await audit.record(tx, {
          actorId: caller.id,
          organizationId: before.organization?.id ?? null,
          action: 'delete',
          entityType: 'user',
          entityId: id,
          changes: auditFields(before),
        });
      });
      forget(id);
      return { ok: true };
    },
  };
}
