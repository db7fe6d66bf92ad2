import { roleByName, type NdStatus, type RoleName } from '@permit/shared-contracts';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { replaceList } from '../nd/nd-save-repository';
import { insertRow } from '../seed/seed-helpers';

/**
 * Rows a test creates for itself. Names carry a unique suffix so tests in one file (and, on a shared
 * server, anything else) never collide.
 */
let counter = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

export const FIXTURE_PASSWORD = 'fixture-password-1';
let passwordHash: Promise<string> | undefined;

export async function createOrganization(db: Db): Promise<{ organizationId: number; sectionId: number }> {
  // A 12-digit INN from the counter keeps the unique constraint happy.
  const inn = String(100_000_000_000 + (Date.now() % 1_000_000) * 1000 + (++counter % 1000)).slice(0, 12);
  const organizationId = await insertRow(db, 'organization', { name: unique('Организация'), inn });
  const sectionId = await insertRow(db, 'section', { section: unique('Отдел'), description: 'тест', organization: organizationId });
  return { organizationId, sectionId };
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
}

export async function createUser(
  db: Db,
  options: { organizationId: number | null; sectionId?: number | null; roles?: RoleName[] },
): Promise<TestUser> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const username = `${unique('user')}@test.ru`;
  const id = await insertRow(db, 'appUser', {
    family: 'Тестов',
    name: 'Тест',
    surname: 'Тестович',
    email: username,
    username,
    phone: '+7 900 000-00-00',
    profession: 'Инженер',
    qualification: 'II категория',
    passwordHash: await passwordHash,
    organizationId: options.organizationId,
    sectionId: options.sectionId ?? null,
  });
  const roles = options.roles ?? ['CREATOR'];
  if (roles.length > 0)
    await kysely(db)
      .insertInto('userRole')
      .values(roles.map((role) => ({ userId: id, roleId: roleByName(role).id })))
      .execute();
  return { id, username, password: FIXTURE_PASSWORD };
}

export async function createPlace(db: Db): Promise<number> {
  return insertRow(db, 'placeWork', { place: unique('Место'), description: 'тест' });
}

export async function createContentWork(db: Db, placeId: number): Promise<number> {
  return insertRow(db, 'contentWork', { content: unique('Работы'), description: 'тест', place: placeId });
}

export async function createType(db: Db): Promise<number> {
  return insertRow(db, 'typeNd', { type: unique('Вид'), description: 'тест', route: ['ISSUANCER', 'APPROVER'] });
}

export interface PermitFixture {
  organizationId: number;
  creatorId: number;
  status?: NdStatus;
  numberPaperNd?: string;
  datetimeStart?: string | null;
  datetimeEnd?: string | null;
  sectionId?: number | null;
  placeId?: number | null;
  typeId?: number | null;
  executorId?: number | null;
  contentWorkIds?: number[];
}

export async function createPermit(db: Db, p: PermitFixture): Promise<number> {
  const id = await insertRow(db, 'nd', {
    status: p.status ?? 'DRAFT',
    draft: (p.status ?? 'DRAFT') === 'DRAFT',
    numberPaperNd: p.numberPaperNd ?? '',
    datetimeStart: p.datetimeStart ?? null,
    datetimeEnd: p.datetimeEnd ?? null,
    organizationId: p.organizationId,
    sectionId: p.sectionId ?? null,
    placeId: p.placeId ?? null,
    typeNdId: p.typeId ?? null,
    creatorId: p.creatorId,
    userExecutorId: p.executorId ?? null,
  });
  await replaceList(db, id, 'contentWorks', p.contentWorkIds ?? []);
  return id;
}

export async function createNotification(
  db: Db,
  n: { userId: number; ndId?: number | null; message?: string; created?: string; readed?: boolean },
): Promise<number> {
  return insertRow(db, 'notification', {
    userId: n.userId,
    ndId: n.ndId ?? null,
    kind: 'INFO',
    message: n.message ?? unique('Уведомление'),
    ...(n.created ? { created: n.created } : {}),
    readed: n.readed ?? false,
  });
}
