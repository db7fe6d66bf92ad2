import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ndSchema, type Nd } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, createPerson, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { postAs } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * A save sent again after its answer was lost (a dropped connection on site). With the form's save key a create finds
 * the permit the first send made, instead of making a second one that would go for approval beside it; an edit, whose
 * version its own first send moved on, saves over that send instead of getting «изменён другим пользователем».
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

const stored = async (id: number) =>
  (
    await db.query<{ status: string; version: number; detail_content_works: string }>(
      'select status, version, detail_content_works from nd where id = $1',
      [id],
    )
  ).rows[0]!;
/** A draft as the edit form opens it, and the body the form sends for it with its key. */
async function openedDraft(): Promise<{ nd: Nd; edit: Record<string, unknown> }> {
  const res = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true });
  expect(res.statusCode).toBe(200);
  const nd = ndSchema.parse(res.json());
  return { nd, edit: { ...fullPermit(crew, window), draft: true, id: nd.id, version: nd.version, saveKey: newKey() } };
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

  it('a permit moved on by the route since (returned for changes) is answered unchanged: a late resend overwrites nothing', async () => {
    const saveKey = newKey();
    const number = `КЛЮЧ-${saveKey.slice(0, 8)}`;
    const body = { ...fullPermit(crew, window), draft: false, numberPaperNd: number, saveKey };
    const first = ndSchema.parse((await save(crew.creator.token, body)).json());
    await db.query(`update nd set status = 'ON_MODIFICATION', version = version + 1 where id = $1`, [first.id]);
    const again = await save(crew.creator.token, { ...body, detail_content_works: 'Не должно попасть' });
    expect(again.statusCode).toBe(200);
    expect(ndSchema.parse(again.json())).toMatchObject({ id: first.id, status: 'ON_MODIFICATION', detail_content_works: first.detail_content_works });
    expect(await permitsNumbered(number)).toHaveLength(1);
  });

  it('an edit by id ends the key: a late resend of the create then makes a permit of its own, the edit stays', async () => {
    const saveKey = newKey();
    const number = `КЛЮЧ-${saveKey.slice(0, 8)}`;
    const body = { ...fullPermit(crew, window), draft: true, numberPaperNd: number, saveKey };
    const first = ndSchema.parse((await save(crew.creator.token, body)).json());
    const { saveKey: _unused, ...byId } = body;
    const edited = await save(crew.creator.token, {
      ...byId,
      id: first.id,
      version: first.version,
      detail_content_works: 'Правка во второй вкладке',
    });
    expect(edited.statusCode).toBe(200);
    expect((await save(crew.creator.token, body)).statusCode).toBe(200);
    const rows = await permitsNumbered(number);
    expect(rows).toHaveLength(2);
    expect(ndSchema.parse(edited.json()).detail_content_works).toBe('Правка во второй вкладке');
    const { rows: kept } = await db.query<{ detail_content_works: string }>('select detail_content_works from nd where id = $1', [first.id]);
    expect(kept[0]!.detail_content_works).toBe('Правка во второй вкладке');
  });

  it('two sends of one key at the same moment make one permit, and both are answered with it', async () => {
    const saveKey = newKey();
    const number = `КЛЮЧ-${saveKey.slice(0, 8)}`;
    const body = { ...fullPermit(crew, window), draft: true, numberPaperNd: number, saveKey };
    const answers = await Promise.all([save(crew.creator.token, body), save(crew.creator.token, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((a) => ndSchema.parse(a.json()).id);
    expect(a).toBe(b);
    expect(await permitsNumbered(number)).toHaveLength(1);
  });

  it('a creator who lost the CREATOR role gets 403 for an old key, not the permit', async () => {
    const saveKey = newKey();
    const author = await createPerson(app, db, crew, ['CREATOR']);
    const body = { ...fullPermit(crew, window), draft: false, numberPaperNd: `КЛЮЧ-${saveKey.slice(0, 8)}`, saveKey };
    expect((await save(author.token, body)).statusCode).toBe(200);
    await db.query(`delete from user_role where user_id = $1`, [author.id]);
    await db.query(`insert into user_role (user_id, role_id) select $1, id from role where name = 'EXECUTOR'`, [author.id]);
    const res = await save(author.token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('id');
  });

  it('a key that is not 32 hex digits is refused with 400 and nothing is made', async () => {
    const number = `КЛЮЧ-${newKey().slice(0, 8)}`;
    const res = await save(crew.creator.token, { ...fullPermit(crew, window), draft: true, numberPaperNd: number, saveKey: 'x'.repeat(32) });
    expect(res.statusCode).toBe(400);
    expect(await permitsNumbered(number)).toEqual([]);
  });
});

describe('an edit sent again with its save key', () => {
  it('saves over its own first send, with what was typed after it, instead of 409', async () => {
    const { nd, edit } = await openedDraft();
    expect((await save(crew.creator.token, { ...edit, detail_content_works: 'Первая отправка' })).statusCode).toBe(200);
    const again = await save(crew.creator.token, { ...edit, detail_content_works: 'Исправлено после обрыва связи' });
    expect(again.statusCode).toBe(200);
    expect(ndSchema.parse(again.json())).toMatchObject({ id: nd.id, detail_content_works: 'Исправлено после обрыва связи' });
    expect(await stored(nd.id)).toEqual({ status: 'DRAFT', version: nd.version + 2, detail_content_works: 'Исправлено после обрыва связи' });
  });

  it('a submission sent again is answered with the submitted permit, unchanged: one move to approval', async () => {
    const { nd, edit } = await openedDraft();
    const first = await save(crew.creator.token, { ...edit, draft: false });
    expect(first.statusCode).toBe(200);
    const again = await save(crew.creator.token, { ...edit, draft: false, detail_content_works: 'Не должно попасть' });
    expect(again.statusCode).toBe(200);
    expect(ndSchema.parse(again.json())).toEqual(ndSchema.parse(first.json()));
    expect(await historyOf(nd.id)).toEqual(['ON_ACCEPTANCE']);
  });

  it('a save from another tab in between (its own key) wins: the resend gets 409 and changes nothing', async () => {
    const { nd, edit } = await openedDraft();
    expect((await save(crew.creator.token, edit)).statusCode).toBe(200);
    const current = ndSchema.parse((await save(crew.creator.token, { ...edit, detail_content_works: 'x' })).json());
    const other = { ...edit, version: current.version, saveKey: newKey(), detail_content_works: 'Другая вкладка' };
    expect((await save(crew.creator.token, other)).statusCode).toBe(200);
    const again = await save(crew.creator.token, { ...edit, detail_content_works: 'Не должно попасть' });
    expect(again.statusCode).toBe(409);
    expect(await stored(nd.id)).toMatchObject({ detail_content_works: 'Другая вкладка' });
  });

  it('a move after the first send (submitted, then returned) is a change: the resend gets 409', async () => {
    const { nd, edit } = await openedDraft();
    expect((await save(crew.creator.token, { ...edit, draft: false })).statusCode).toBe(200);
    const returned = await postAs(app, crew.preparator.token, '/api/nd_processing/processingND', {
      ndId: nd.id,
      status: 'ON_MODIFICATION',
      comment: 'Уточните меры',
    });
    expect(returned.json()).toBe(true);
    const again = await save(crew.creator.token, { ...edit, draft: false, detail_content_works: 'Не должно попасть' });
    expect(again.statusCode).toBe(409);
    expect(await historyOf(nd.id)).toEqual(['ON_ACCEPTANCE', 'ON_MODIFICATION']);
  });

  it('a move after a draft save (submitted or cancelled from the permit page) keeps the key but not the version: the resend gets 403 and changes nothing', async () => {
    for (const status of ['ON_ACCEPTANCE', 'CANCELLED']) {
      const { nd, edit } = await openedDraft();
      expect((await save(crew.creator.token, { ...edit, detail_content_works: 'Первая отправка' })).statusCode).toBe(200);
      const moved = await postAs(app, crew.creator.token, '/api/nd_processing/processingND', { ndId: nd.id, status, comment: 'Со страницы наряда' });
      expect(moved.json()).toBe(true);
      const again = await save(crew.creator.token, { ...edit, detail_content_works: 'Не должно попасть' });
      expect(again.statusCode).toBe(403);
      expect(await stored(nd.id)).toEqual({ status, version: nd.version + 2, detail_content_works: 'Первая отправка' });
    }
  });

  it('without a key, or with another key, a stale edit is refused as before', async () => {
    const { nd, edit } = await openedDraft();
    expect((await save(crew.creator.token, edit)).statusCode).toBe(200);
    const { saveKey: _unused, ...withoutKey } = edit;
    expect((await save(crew.creator.token, withoutKey)).statusCode).toBe(409);
    expect((await save(crew.creator.token, { ...edit, saveKey: newKey() })).statusCode).toBe(409);
    expect(await stored(nd.id)).toMatchObject({ version: nd.version + 1 });
  });

  it("an edit with the key another of the creator's permits holds gets 409 naming the key, and changes nothing", async () => {
    const first = await openedDraft();
    expect((await save(crew.creator.token, first.edit)).statusCode).toBe(200);
    const { nd, edit } = await openedDraft();
    const taken = await save(crew.creator.token, { ...edit, saveKey: first.edit.saveKey, detail_content_works: 'Не должно попасть' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'CONFLICT', message: expect.stringContaining('уже принадлежит другому наряд-допуску') });
    expect(await stored(nd.id)).toMatchObject({ version: nd.version });
    expect((await save(crew.creator.token, edit)).statusCode).toBe(200);
  });
});
