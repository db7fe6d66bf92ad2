import type { FastifyInstance } from 'fastify';
import type { NdSaveInput, NdStatus, RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createOrganization, createUser, unique, type TestUser } from './fixtures';
import { login } from './test-app';

export interface Person extends TestUser {
  token: string;
}

/** An organization with everything a complete permit needs, and one user (with a token) per participant role. */
export interface Crew {
  organizationId: number;
  sectionId: number;
  workshiftId: number;
  placeId: number;
  regionId: number;
  typeId: number;
  contentWorkId: number;
  factorId: number;
  instrumentId: number;
  measureId: number;
  sizId: number;
  eventId: number;
  creator: Person;
  preparator: Person;
  safer: Person;
  issuer: Person;
  approver: Person;
  executor: Person;
  owner: Person;
  bystander: Person;
  admin: Person;
}

/** A user of the organization with these roles, signed in. */
export async function createPerson(
  app: FastifyInstance,
  db: Db,
  org: { organizationId: number; sectionId: number },
  roles: RoleName[],
): Promise<Person> {
  const user = await createUser(db, { ...org, roles });
  return { ...user, token: await login(app, user.username, user.password) };
}

/** route: the permit type's approval route (empty = ISSUANCER, APPROVER). */
export async function createCrew(
  app: FastifyInstance,
  db: Db,
  route: RoleName[] = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'],
): Promise<Crew> {
  const org = await createOrganization(db);
  const placeId = await insertRow(db, 'place_work', { place: unique('Место'), description: 'тест' });
  const typeId = await insertRow(db, 'type_nd', { type: unique('Вид'), description: 'тест', route });
  const factorId = await insertRow(db, 'dangerous_factor', { factor: unique('Фактор'), description: 'тест' });
  return {
    ...org,
    workshiftId: await insertRow(db, 'work_shift', { organization_id: org.organizationId, time_start: '08:00', time_end: '20:00' }),
    placeId,
    regionId: await insertRow(db, 'region_work', { region: unique('Зона'), description: 'тест', place: placeId }),
    typeId,
    contentWorkId: await insertRow(db, 'content_work', { content: unique('Работы'), description: 'тест', place: placeId, type_nd: typeId }),
    factorId,
    instrumentId: await insertRow(db, 'instrument', { instrument_name: unique('Инструмент'), description: 'тест' }),
    measureId: await insertRow(db, 'security_measure', { measure: unique('Мера'), description: 'тест', dangerous_factor: factorId }),
    sizId: await insertRow(db, 'siz', { siz_name: unique('СИЗ'), description: 'тест' }),
    eventId: await insertRow(db, 'event', { event_name: unique('Мероприятие'), description: 'тест', type_nd: typeId }),
    creator: await createPerson(app, db, org, ['CREATOR']),
    preparator: await createPerson(app, db, org, ['PREPARATOR']),
    safer: await createPerson(app, db, org, ['INDUSTRIAL_SAFER']),
    issuer: await createPerson(app, db, org, ['ISSUANCER']),
    approver: await createPerson(app, db, org, ['APPROVER']),
    executor: await createPerson(app, db, org, ['EXECUTOR']),
    owner: await createPerson(app, db, org, ['OBJECT_OWNER']),
    bystander: await createPerson(app, db, org, ['CREATOR', 'EXECUTOR', 'ISSUANCER']),
    admin: await createPerson(app, db, org, ['ADMIN']),
  };
}

/** 'YYYY-MM-DDTHH:00:00' hours from the database's current hour (the site's wall clock). */
export async function hoursFromNow(db: Db, hours: number): Promise<string> {
  const { rows } = await db.query<{ at: string }>(
    `select to_char(date_trunc('hour', localtimestamp) + make_interval(hours => $1::int), 'YYYY-MM-DD"T"HH24:MI:SS') as at`,
    [hours],
  );
  return rows[0]!.at;
}

/** A complete save payload (a submission passes) for the crew's organization. */
export function fullPermit(crew: Crew, window: { start: string; end: string }, extra: Partial<NdSaveInput> = {}): NdSaveInput {
  return {
    draft: false,
    numberPaperNd: unique('НД'),
    detail_content_works: 'Работы по ППР',
    datetimeStart: window.start,
    datetimeEnd: window.end,
    organization: crew.organizationId,
    section: crew.sectionId,
    place: crew.placeId,
    region: crew.regionId,
    type_nd: crew.typeId,
    workshift: crew.workshiftId,
    userPreparator: crew.preparator.id,
    userIndustrialSafer: crew.safer.id,
    userIssuancer: crew.issuer.id,
    userApprover: crew.approver.id,
    userExecutor: crew.executor.id,
    userObjectOwner: crew.owner.id,
    brigade: [crew.bystander.id],
    brigadeHand: 'Сидоров П.П.',
    contentWorks: [crew.contentWorkId],
    dangerousFactors: [crew.factorId],
    instruments: [crew.instrumentId],
    securityMeasures: [crew.measureId],
    securityMeasuresHand: '[]',
    siz: [crew.sizId],
    events: [crew.eventId],
    ...extra,
  };
}

/**
 * A permit of the crew stored directly (no API) in `status`, naming the whole crew; `extra` overrides
 * nd columns. For states the API would not produce today (old data, roles changed since).
 */
export async function insertPermit(
  db: Db,
  crew: Crew,
  status: NdStatus,
  window: { start: string; end: string },
  extra: Record<string, unknown> = {},
): Promise<number> {
  return insertRow(db, 'nd', {
    status,
    draft: status === 'DRAFT',
    organization_id: crew.organizationId,
    section_id: crew.sectionId,
    place_id: crew.placeId,
    region_id: crew.regionId,
    type_nd_id: crew.typeId,
    workshift_id: crew.workshiftId,
    creator_id: crew.creator.id,
    user_preparator_id: crew.preparator.id,
    user_industrial_safer_id: crew.safer.id,
    user_issuancer_id: crew.issuer.id,
    user_approver_id: crew.approver.id,
    user_executor_id: crew.executor.id,
    user_object_owner_id: crew.owner.id,
    datetime_start: window.start,
    datetime_end: window.end,
    ...extra,
  });
}
