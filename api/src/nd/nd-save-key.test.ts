import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ndSchema } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, createPerson, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { postAs } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * A create sent again after its answer was lost (a dropped connection on site): with the form's save key it finds
 * the permit the first send made, instead of making a second one that would go for approval beside it.
 */
let app: FastifyInstance;
let db: Db;
let crew: Crew;
let window: { start: string; end: string };

const save = (token: string, body: unknown) => postAs(app, token, '/api/nd_processing/create_nd', body);
const newKey = () => randomBytes(16).toString('hex');

async function permitsNumbered(number: string) {
  const { rows } = await db.query<{ id: number; status: string; version: number }>(
    'select id, status, version from nd where number_paper_nd = $1 order by id',
    [number],
  );
  return rows;
}
async function historyOf(id: number) {
  const { rows } = await db.query<{ status_to: string }>('select status_to from route_history where nd_id = $1 order by id', [id]);
  return rows.map((r) => r.status_to);
}

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
  window = { start: await hoursFromNow(db, 24), end: await hoursFromNow(db, 32) };
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('create_nd sent again with its save key', () => {
  it('a draft saved twice is one permit; the second send saves what it carries over the first', async () => {
    const saveKey = newKey();
    const number = `КЛЮЧ-${saveKey.slice(0, 8)}`;
    const first = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, numberPaperNd: number, saveKey });
    expect(first.statusCode).toBe(200);
    const again = await save(crew.creator.token, {
      ...fullPermit(crew, window),
      draft: true,
      numberPaperNd: number,
      detail_content_works: 'Исправлено после обрыва связи',
      saveKey,
    });
    expect(again.statusCode).toBe(200);
    const [one, two] = [ndSchema.parse(first.json()), ndSchema.parse(again.json())];
    expect(two.id).toBe(one.id);
    expect(two.detail_content_works).toBe('Исправлено после обрыва связи');
    expect(await permitsNumbered(number)).toEqual([{ id: one.id, status: 'DRAFT', version: 2 }]);
  });

  it('a submission sent again is answered with the submitted permit, unchanged: one permit, one move to approval', async () => {
    const saveKey = newKey();
    const number = `КЛЮЧ-${saveKey.slice(0, 8)}`;
    const body = { ...fullPermit(crew, window), draft: false, numberPaperNd: number, saveKey };
    const first = await save(crew.creator.token, body);
    expect(first.statusCode).toBe(200);
    const again = await save(crew.creator.token, { ...body, detail_content_works: 'Не должно попасть' });
    expect(again.statusCode).toBe(200);
    expect(ndSchema.parse(again.json())).toEqual(ndSchema.parse(first.json()));
    const rows = await permitsNumbered(number);
    expect(rows).toEqual([{ id: ndSchema.parse(first.json()).id, status: 'ON_ACCEPTANCE', version: 2 }]);
    expect(await historyOf(rows[0]!.id)).toEqual(['ON_ACCEPTANCE']);
  });

  it('the same key from another creator, or no key, makes a permit of its own', async () => {
    const saveKey = newKey();
    const number = `КЛЮЧ-${saveKey.slice(0, 8)}`;
    const colleague = await createPerson(app, db, crew, ['CREATOR']);
    const body = { ...fullPermit(crew, window), draft: true, numberPaperNd: number };
    for (const [token, key] of [
      [crew.creator.token, saveKey],
      [colleague.token, saveKey],
      [crew.creator.token, undefined],
      [crew.creator.token, undefined],
    ] as const) {
      expect((await save(token, { ...body, saveKey: key })).statusCode).toBe(200);
    }
    expect(await permitsNumbered(number)).toHaveLength(4);
  });

  it('a key that is not 32 hex digits is refused with 400 and nothing is made', async () => {
    const number = `КЛЮЧ-${newKey().slice(0, 8)}`;
    const res = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, numberPaperNd: number, saveKey: 'x'.repeat(32) });
    expect(res.statusCode).toBe(400);
    expect(await permitsNumbered(number)).toEqual([]);
  });
});
