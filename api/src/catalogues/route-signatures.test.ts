import type { FastifyInstance } from 'fastify';
import { ROLE_LABELS } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, type Crew } from '../test/crew';
import { unique } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * A permit type's route always holds the issuer's and the approver's signatures, which the creator may never give
 * (docs/domain/separation-of-duties.md): otherwise a creator named for every step of a route such as
 * [PREPARATOR] approved his own permit alone. The save schema refuses such a route, the database refuses it too,
 * and migration 025 completed the routes stored
 * before (route-signatures-migration.test.ts).
 */
afterAll(closeTestDb);

const MESSAGE = `В маршруте нужны «${ROLE_LABELS.ISSUANCER}» и «${ROLE_LABELS.APPROVER}»`;

describe('a permit type route without the issuer and the approver', () => {
  let db: Db;
  let app: FastifyInstance;
  let crew: Crew;
  beforeAll(async () => {
    db = await testDb();
    app = await testApp(db);
    crew = await createCrew(app, db);
  });
  afterAll(() => app.close());

  it('is refused on save with 400 and the rule in Russian; an empty route and a full one are saved', async () => {
    for (const route of [['PREPARATOR'], ['PREPARATOR', 'APPROVER'], ['ISSUANCER', 'OBJECT_OWNER']]) {
      const res = await postAs(app, crew.admin.token, '/api/typeNd/save', { type: unique('Вид'), description: 'Описание', route });
      expect([route, res.statusCode, res.json().message]).toEqual([route, 400, `Поле «route»: ${MESSAGE}`]);
    }
    for (const route of [[], ['OBJECT_OWNER', 'ISSUANCER', 'APPROVER'], ['APPROVER', 'ISSUANCER']]) {
      const res = await postAs(app, crew.admin.token, '/api/typeNd/save', { type: unique('Вид'), description: 'Описание', route });
      expect([route, res.statusCode, res.json().route]).toEqual([route, 200, route]);
    }
  });

  it('is refused by the database as well, whoever writes it', async () => {
    await expect(insertRow(db, 'type_nd', { type: unique('Вид'), description: 'т', route: ['PREPARATOR'] })).rejects.toMatchObject({
      code: '23514',
    });
  });
});
