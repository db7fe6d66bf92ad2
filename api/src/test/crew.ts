import type { FastifyInstance } from 'fastify';
import {
  ND_PARTICIPANT_KEYS,
  PARTICIPANT_ROLES,
  type NdSaveInput,
  type NdStatus,
  type ParticipantField,
  type RoleName,
} from '@permit/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { toIsoDateTime } from '../db/kysely-sql';
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

type CrewRole = 'preparator' | 'safer' | 'issuer' | 'approver' | 'executor' | 'owner';
/** The crew member who holds each participant role. */
const CREW_OF_ROLE: Partial<Record<RoleName, CrewRole>> = {
  PREPARATOR: 'preparator',
  INDUSTRIAL_SAFER: 'safer',
  ISSUANCER: 'issuer',
  APPROVER: 'approver',
  EXECUTOR: 'executor',
  OBJECT_OWNER: 'owner',
};

/** The crew member a participant field names (each field of the map, by its role). */
export const crewMemberOf = (crew: Crew, field: ParticipantField): Person => crew[CREW_OF_ROLE[PARTICIPANT_ROLES[field]]!];

/** Every participant field → the id of its crew member, under `key(field)`. */
const crewNaming = (crew: Crew, key: (field: ParticipantField) => string) =>
  Object.fromEntries(ND_PARTICIPANT_KEYS.map((field) => [key(field), crewMemberOf(crew, field).id]));

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
  const row = await kysely(db)
    .selectNoFrom(toIsoDateTime(sql<string>`date_trunc('hour', localtimestamp) + make_interval(hours => ${hours}::int)`).as('at'))
    .executeTakeFirstOrThrow();
  return row.at;
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
    ...crewNaming(crew, (field) => field),
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
    organizationId: crew.organizationId,
    sectionId: crew.sectionId,
    placeId: crew.placeId,
    regionId: crew.regionId,
    typeNdId: crew.typeId,
    workshiftId: crew.workshiftId,
    creatorId: crew.creator.id,
    // Each participant column (`<field>Id`) naming its crew member.
    ...crewNaming(crew, (field) => `${field}Id`),
    datetimeStart: window.start,
    datetimeEnd: window.end,
    ...extra,
  });
}
