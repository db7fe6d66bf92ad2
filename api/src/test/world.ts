import type { FastifyInstance } from 'fastify';
import type { CatalogueArea, RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, fullPermit, hoursFromNow, type Crew, type Person } from './crew';
import { createOrganization, createPermit, createUser, unique, type TestUser } from './fixtures';
import { bearer, login } from './test-app';

/**
 * Everything the endpoint-table suites (fuzz, permission matrix) aim at: one organization with a user per
 * role and permits in it, a user with no roles, a user with no organization, and another organization
 * with its own permit and file. Spare rows exist only to be deleted.
 */
export interface World {
  crew: Crew;
  noRole: Person;
  homeless: Person;
  outsider: Person;
  outsiderAdmin: Person;
  otherOrganizationId: number;
  /** crew.creator's DRAFT naming every participant, with one attached file. */
  draftId: number;
  fileId: number;
  /** Submitted (ON_ACCEPTANCE): the preparator's approval is the next move. */
  submittedId: number;
  otherPermitId: number;
  otherFileId: number;
  /** Users that only one endpoint's example touches (their password or existence changes). */
  loginUser: TestUser;
  forgetUser: TestUser;
  passwordUser: Person;
  /** Logs out, which ends his session. */
  logoutUser: Person;
  spareUserId: number;
  /** A row of each catalogue that is in use (reads) and one nothing uses (deletes). */
  ids: Record<CatalogueArea, number>;
  spare: Record<CatalogueArea, number>;
  /** A SIMOPS matrix rule (a fresh type with itself) that only the delete example touches. */
  spareSimopsRuleId: number;
}

async function person(app: FastifyInstance, db: Db, organizationId: number | null, sectionId: number | null, roles: RoleName[]): Promise<Person> {
  const user = await createUser(db, { organizationId, sectionId, roles });
  return { ...user, token: await login(app, user.username, user.password) };
}

async function spareRows(db: Db, crew: Crew): Promise<Record<CatalogueArea, number>> {
  const text = { description: 'запасная запись' };
  const org = await createOrganization(db);
  return {
    typeNd: await insertRow(db, 'type_nd', { type: unique('Вид'), ...text, route: [] }),
    contentworks: await insertRow(db, 'content_work', { content: unique('Работы'), ...text, place: crew.placeId }),
    placesWorks: await insertRow(db, 'place_work', { place: unique('Место'), ...text }),
    regionWorks: await insertRow(db, 'region_work', { region: unique('Зона'), ...text, place: crew.placeId }),
    organizations: await insertRow(db, 'organization', { name: unique('Организация'), inn: String(2e11 + crew.organizationId) }),
    workshifts: await insertRow(db, 'work_shift', { organization_id: org.organizationId, time_start: '09:00', time_end: '18:00' }),
    sections: org.sectionId,
    dangerous_factors: await insertRow(db, 'dangerous_factor', { factor: unique('Фактор'), ...text }),
    instruments: await insertRow(db, 'instrument', { instrument_name: unique('Инструмент'), ...text }),
    security_measures: await insertRow(db, 'security_measure', { measure: unique('Мера'), ...text, dangerous_factor: crew.factorId }),
    Siz: await insertRow(db, 'siz', { siz_name: unique('СИЗ'), ...text }),
    events: await insertRow(db, 'event', { event_name: unique('Мероприятие'), ...text, type_nd: crew.typeId }),
  };
}

async function savePermit(app: FastifyInstance, crew: Crew, body: object): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/nd_processing/create_nd', headers: bearer(crew.creator.token), payload: body });
  if (res.statusCode !== 200) throw new Error(`create_nd: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

export async function createWorld(app: FastifyInstance, db: Db): Promise<World> {
  const crew = await createCrew(app, db);
  const window = { start: await hoursFromNow(db, 2), end: await hoursFromNow(db, 8) };
  const draftId = await savePermit(app, crew, fullPermit(crew, window, { draft: true }));
  const submittedId = await savePermit(app, crew, fullPermit(crew, window));
  const file = { name: 'акт.txt', size: 5, content_type: 'text/plain', content: Buffer.from('hello'), description: '' };
  const fileId = await insertRow(db, 'nd_file', { ...file, nd_id: draftId, uploaded_by: crew.creator.id });

  const other = await createOrganization(db);
  const outsider = await person(app, db, other.organizationId, other.sectionId, ['CREATOR']);
  const otherPermitId = await createPermit(db, { organizationId: other.organizationId, creatorId: outsider.id, sectionId: other.sectionId });
  const otherFileId = await insertRow(db, 'nd_file', { ...file, nd_id: otherPermitId, uploaded_by: outsider.id });
  const org = { organizationId: crew.organizationId, sectionId: crew.sectionId };
  const typeForRule = await insertRow(db, 'type_nd', { type: unique('Вид'), description: 'правило совмещения', route: [] });
  return {
    crew,
    noRole: await person(app, db, org.organizationId, org.sectionId, []),
    homeless: await person(app, db, null, null, ['CREATOR', 'EXECUTOR']),
    outsider,
    outsiderAdmin: await person(app, db, other.organizationId, other.sectionId, ['ADMIN']),
    otherOrganizationId: other.organizationId,
    draftId,
    fileId,
    submittedId,
    otherPermitId,
    otherFileId,
    loginUser: await createUser(db, { ...org, roles: ['EXECUTOR'] }),
    forgetUser: await createUser(db, { ...org, roles: ['EXECUTOR'] }),
    passwordUser: await person(app, db, org.organizationId, org.sectionId, ['EXECUTOR']),
    logoutUser: await person(app, db, org.organizationId, org.sectionId, ['EXECUTOR']),
    spareUserId: (await createUser(db, { ...org, roles: ['EXECUTOR'] })).id,
    ids: {
      typeNd: crew.typeId,
      contentworks: crew.contentWorkId,
      placesWorks: crew.placeId,
      regionWorks: crew.regionId,
      organizations: crew.organizationId,
      workshifts: crew.workshiftId,
      sections: crew.sectionId,
      dangerous_factors: crew.factorId,
      instruments: crew.instrumentId,
      security_measures: crew.measureId,
      Siz: crew.sizId,
      events: crew.eventId,
    },
    spare: await spareRows(db, crew),
    spareSimopsRuleId: await insertRow(db, 'simops_rule', { type_a: typeForRule, type_b: typeForRule, decision: 'allowed' }),
  };
}
