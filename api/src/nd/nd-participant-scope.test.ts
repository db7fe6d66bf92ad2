import type { FastifyInstance } from 'fastify';
import { endpoints, PARTICIPANT_ROLES } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { PARTICIPANTS } from './nd-detail-repository';

/**
 * The list scope «Я участник» (participant=<user id> on ndSearch), on PGlite and PostgreSQL: a permit
 * is listed when the user is its creator or is named in any participant field, in the caller's
 * organization only, and the count agrees with the rows.
 */
let app: FastifyInstance;
let db: Db;
let crew: Crew;
let other: Crew;
const win = { start: '', end: '' };
const byField: Record<string, number> = {};
let creatorOnly = 0;
let foreign = 0;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
  other = await createCrew(app, db);
  win.start = await hoursFromNow(db, -1);
  win.end = await hoursFromNow(db, 8);
  // Each permit names the crew's bystander in exactly one field; the rest of the fields name the crew.
  for (const p of PARTICIPANTS) byField[p.key] = await insertPermit(db, crew, 'IN_WORK', win, { [p.column]: crew.bystander.id });
  creatorOnly = await insertPermit(db, crew, 'DRAFT', win, { creator_id: crew.bystander.id });
  await insertPermit(db, crew, 'ARCHIVE', win);
  // Another organization's permit naming him (old data) is never his to see.
  foreign = await insertPermit(db, other, 'IN_WORK', win, { user_executor_id: crew.bystander.id, creator_id: crew.bystander.id });
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

async function participantSearch(who: Person, participant: number, extra = '') {
  const res = await getAs(app, who.token, `/api/nd_processing/ndSearch/0/50?participant=${participant}${extra}`);
  expect(res.statusCode).toBe(200);
  return endpoints.nd.search.response.parse(res.json());
}

it('lists every permit that names the user in any participant field or as creator, newest first, with the count', async () => {
  expect(Object.keys(byField).sort()).toEqual(Object.keys(PARTICIPANT_ROLES).sort());
  const result = await participantSearch(crew.bystander, crew.bystander.id);
  expect(result.data.map((r) => r.id)).toEqual([creatorOnly, ...Object.values(byField)].sort((a, b) => b - a));
  expect(result.count).toBe(7);
});

it('combines with the other filters and pages', async () => {
  expect((await participantSearch(crew.bystander, crew.bystander.id, '&status=DRAFT')).data.map((r) => r.id)).toEqual([creatorOnly]);
  const res = await getAs(app, crew.bystander.token, `/api/nd_processing/ndSearch/1/3?participant=${crew.bystander.id}`);
  expect(res.json()).toMatchObject({ count: 7 });
  expect(res.json().data).toHaveLength(3);
});

it('stays inside the caller’s organization and ignores 0 as "any"', async () => {
  expect((await participantSearch(other.creator, crew.bystander.id)).data.map((r) => r.id)).toEqual([foreign]);
  expect((await participantSearch(crew.bystander, crew.bystander.id)).data.map((r) => r.id)).not.toContain(foreign);
  expect((await participantSearch(crew.bystander, 0)).count).toBe(8);
});

it('refuses a malformed participant id (400) with the Russian message', async () => {
  const res = await getAs(app, crew.bystander.token, '/api/nd_processing/ndSearch/0/20?participant=abc');
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain('Ожидается идентификатор');
});
