import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/db';
import { createCrew, type Crew } from '../test/crew';
import { createOrganization } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb, usesPostgresServer } from '../test/test-db';

/**
 * A section moved to another organization while a permit or a user is being saved with it (docs/domain.md
 * «Решения портала…»). The move is held open in a transaction, as the catalogue save holds it between its UPDATE
 * and its check that nobody uses the row; the save must wait for it and then see the new owner. On a PostgreSQL
 * server the wait is the save's FOR SHARE read against the move's row lock (without it the save commits a
 * permit pointing into the other organization); PGlite has one connection, so there the save queues behind it.
 */
let db: Db;
let app: FastifyInstance;
let crew: Crew;
let elsewhere: number;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
  elsewhere = (await createOrganization(db)).organizationId;
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

/** Resolves once `request` waits for a lock (a server), or after a moment (PGlite, where it can only queue). */
async function waitingOrDone(request: Promise<unknown>): Promise<void> {
  let done = false;
  void request.finally(() => (done = true));
  if (!usesPostgresServer()) return new Promise((resolve) => setTimeout(resolve, 150));
  for (let tries = 0; tries < 250 && !done; tries++) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `save` while a transaction has moved `sectionId` to `elsewhere` and not committed yet; answers the save. */
async function saveDuringMove(sectionId: number, save: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let moved!: () => void;
  const movedYet = new Promise<void>((resolve) => (moved = resolve));
  const move = db.transaction(async (tx) => {
    await tx.query('update section set organization = $1 where id = $2', [elsewhere, sectionId]);
    moved();
    await held;
  });
  await movedYet;
  const answer = save();
  await waitingOrDone(answer);
  release();
  await move;
  return answer;
}

async function newSection(): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`insert into section (section, organization) values ($1, $2) returning id`, [
    `Отдел ${Date.now()}-${Math.random()}`,
    crew.organizationId,
  ]);
  return rows[0]!.id;
}

describe('a section moved to another organization while it is being used', () => {
  it('a permit saved during the move waits for it and is refused with 400; no permit points at the moved section', async () => {
    const section = await newSection();
    const res = await saveDuringMove(section, () => postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { draft: true, section }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`запись с id ${section} относится к другой организации`);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from nd where section_id = $1', [section]);
    expect(rows[0]!.n).toBe(0);
  });

  it('a user registered during the move waits for it and is refused with 400; nobody is placed in the moved section', async () => {
    const section = await newSection();
    const res = await saveDuringMove(section, () =>
      postAs(app, crew.admin.token, '/api/admin/user/register', {
        create: true,
        family: 'Петрова',
        name: 'Анна',
        surname: '',
        email: `race-${Date.now()}@demo.ru`,
        phone: '+7 912 345-67-89',
        organization: crew.organizationId,
        section,
        profession: 'Инженер',
        qualification: 'III группа',
        roles: ['CREATOR'],
        password: 'race-password-1',
      }),
    );
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Поле «Отдел»: отдел не принадлежит выбранной организации' });
    expect(res.statusCode).toBe(400);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from app_user where section_id = $1', [section]);
    expect(rows[0]!.n).toBe(0);
  });
});
