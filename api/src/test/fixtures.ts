import { roleByName, type NdStatus, type RoleName } from '@permit/shared-contracts';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
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
  const id = await insertRow(db, 'app_user', {
    family: 'Тестов',
    name: 'Тест',
    surname: 'Тестович',
    email: username,
    username,
    phone: '+7 900 000-00-00',
    profession: 'Инженер',
    qualification: 'II категория',
    password_hash: await passwordHash,
    organization_id: options.organizationId,
    section_id: options.sectionId ?? null,
  });
  for (const role of options.roles ?? ['CREATOR']) {
    await db.query('insert into user_role (user_id, role_id) values ($1, $2)', [id, roleByName(role).id]);
  }
  return { id, username, password: FIXTURE_PASSWORD };
}

export async function createPlace(db: Db): Promise<number> {
  return insertRow(db, 'place_work', { place: unique('Место'), description: 'тест' });
}

export async function createContentWork(db: Db, placeId: number): Promise<number> {
  return insertRow(db, 'content_work', { content: unique('Работы'), description: 'тест', place: placeId });
}

export async function createType(db: Db): Promise<number> {
  return insertRow(db, 'type_nd', { type: unique('Вид'), description: 'тест', route: ['ISSUANCER', 'APPROVER'] });
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
    number_paper_nd: p.numberPaperNd ?? '',
    datetime_start: p.datetimeStart ?? null,
    datetime_end: p.datetimeEnd ?? null,
    organization_id: p.organizationId,
    section_id: p.sectionId ?? null,
    place_id: p.placeId ?? null,
    type_nd_id: p.typeId ?? null,
    creator_id: p.creatorId,
    user_executor_id: p.executorId ?? null,
  });
  for (const [position, contentWorkId] of (p.contentWorkIds ?? []).entries()) {
    await db.query('insert into nd_content_work (nd_id, content_work_id, position) values ($1, $2, $3)', [id, contentWorkId, position]);
  }
  return id;
}

export async function createNotification(
  db: Db,
  n: { userId: number; ndId?: number | null; message?: string; created?: string; readed?: boolean },
): Promise<number> {
  return insertRow(db, 'notification', {
    user_id: n.userId,
    nd_id: n.ndId ?? null,
    kind: 'INFO',
    message: n.message ?? unique('Уведомление'),
    ...(n.created ? { created: n.created } : {}),
    readed: n.readed ?? false,
  });
}
