import type { FastifyInstance } from 'fastify';
import { ndSchema, type Nd } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import type { Db } from '../db/db';
import { createCrew, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { postAs, uploadAs } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let window: { start: string; end: string };

const save = (token: string, body: unknown) => postAs(app, token, '/api/nd_processing/create_nd', body);
async function load(token: string, id: number): Promise<Nd> {
  const res = await getAs(app, token, `/api/nd_processing/getNdById/${id}`);
  expect(res.statusCode).toBe(200);
  return ndSchema.parse(res.json());
}
async function newDraft(extra: Record<string, unknown> = {}): Promise<Nd> {
  const res = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, ...extra });
  expect(res.statusCode).toBe(200);
  return ndSchema.parse(res.json());
}
const stored = async (id: number) =>
  (await db.query<{ number_paper_nd: string; version: number }>('select number_paper_nd, version from nd where id = $1', [id])).rows[0]!;

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

describe('no lost update on create_nd', () => {
  it('refuses the second of two saves based on the same load with 409 and keeps the first', async () => {
    const created = await newDraft({ numberPaperNd: 'Исходный' });
    expect(created.version).toBe(1);
    // Two people (two tabs) open the same permit.
    const first = await load(crew.creator.token, created.id);
    const second = await load(crew.creator.token, created.id);

    const ok = await save(crew.creator.token, {
      ...fullPermit(crew, window),
      draft: true,
      id: created.id,
      version: first.version,
      numberPaperNd: 'Первый',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ numberPaperNd: 'Первый', version: first.version + 1 });

    const stale = await save(crew.creator.token, {
      ...fullPermit(crew, window),
      draft: true,
      id: created.id,
      version: second.version,
      numberPaperNd: 'Второй',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.ndChangedSinceLoad });
    expect(await stored(created.id)).toEqual({ number_paper_nd: 'Первый', version: first.version + 1 });

    // After a reload the same edit goes through.
    const reloaded = await load(crew.creator.token, created.id);
    const retried = await save(crew.creator.token, {
      ...fullPermit(crew, window),
      draft: true,
      id: created.id,
      version: reloaded.version,
      numberPaperNd: 'Второй',
    });
    expect(retried.statusCode).toBe(200);
    expect(await stored(created.id)).toEqual({ number_paper_nd: 'Второй', version: reloaded.version + 1 });
  });

  it('lets exactly one of two concurrent saves from one version win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await newDraft();
      const body = (n: string) => ({ ...fullPermit(crew, window), draft: true, id: created.id, version: created.version, numberPaperNd: n });
      const answers = await Promise.all([save(crew.creator.token, body('А')), save(crew.creator.token, body('Б'))]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json<Nd>();
      expect(await stored(created.id)).toEqual({ number_paper_nd: winner.numberPaperNd, version: created.version + 1 });
    }
  });

  it('counts a processing move as a change: a form opened before it is stale', async () => {
    const created = await newDraft();
    const opened = await load(crew.creator.token, created.id);
    // Submitted through create_nd (draft=false) then returned for modification by the preparator.
    const submitted = await save(crew.creator.token, { ...fullPermit(crew, window), id: created.id, version: opened.version });
    expect(submitted.statusCode).toBe(200);
    const returned = await postAs(app, crew.preparator.token, '/api/nd_processing/processingND', {
      ndId: created.id,
      status: 'ON_MODIFICATION',
      comment: 'Уточните меры',
    });
    expect(returned.json()).toBe(true);
    const now = await load(crew.creator.token, created.id);
    expect(now.version).toBeGreaterThan(submitted.json<Nd>().version);

    const stale = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, id: created.id, version: submitted.json<Nd>().version });
    expect(stale.statusCode).toBe(409);
    const fresh = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, id: created.id, version: now.version });
    expect(fresh.statusCode).toBe(200);
  });

  it('does not count attached files and links: a save after them still goes through', async () => {
    const created = await newDraft();
    const parts = [{ name: 'file', value: Buffer.from('акт'), filename: 'akt.txt', contentType: 'text/plain' }];
    expect(
      (await uploadAs(app, crew.executor.token, `/api/nd_processing/uploadAddFiles?NdID=${created.id}&delete=false&name=akt.txt`, parts)).statusCode,
    ).toBe(200);
    const links = [
      { name: 'file', value: Buffer.alloc(0), filename: 'blob', contentType: 'application/octet-stream' },
      { name: 'documents', value: encodeURIComponent('https://example.ru---Схема') },
    ];
    expect(
      (await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${created.id}&delete=false&name=`, links)).statusCode,
    ).toBe(200);
    expect((await load(crew.creator.token, created.id)).version).toBe(created.version);
    const res = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, id: created.id, version: created.version });
    expect(res.statusCode).toBe(200);
  });

  it('bumps the version of any change of the row, even one that does not say so (migration 008)', async () => {
    const created = await newDraft();
    await db.query('update nd set comment = $2 where id = $1', [created.id, 'правка в обход API']);
    expect((await stored(created.id)).version).toBe(created.version + 1);
    await db.query('update nd set documents = $2 where id = $1', [created.id, 'x---y']);
    expect((await stored(created.id)).version).toBe(created.version + 1);
  });

  it('keeps a payload without version working: such a save is last-write-wins', async () => {
    const created = await newDraft();
    await db.query('update nd set comment = $2 where id = $1', [created.id, 'чужая правка']);
    const res = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, id: created.id, numberPaperNd: 'Без версии' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ numberPaperNd: 'Без версии', version: created.version + 2 });
  });

  it('checks permission before the version: another organization’s permit is 404, not 409', async () => {
    const created = await newDraft();
    const outsider = await createCrew(app, db);
    const res = await save(outsider.creator.token, { draft: true, id: created.id, version: 99 });
    expect(res.statusCode).toBe(404);
  });
});
