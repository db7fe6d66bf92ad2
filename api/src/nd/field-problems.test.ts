import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { createCrew, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { PERMIT_TABLES, postAs, snapshot } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * A refused permit save names each field twice (field-problems.ts): in the message, by its label, and in
 * `fields`, by its save key as the payload spelled it, for the form to mark the field itself.
 */
let db: Db;
let app: FastifyInstance;
let crew: Crew;
let other: Crew;
const window = { start: '', end: '' };

const save = (body: object) => postAs(app, crew.creator.token, '/api/nd_processing/create_nd', body);

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
  other = await createCrew(app, db);
  window.start = await hoursFromNow(db, 24);
  window.end = await hoursFromNow(db, 32);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('a refused permit save, field by field', () => {
  it('names each missing field of a submission under its save key, with the same words the form uses', async () => {
    const before = await snapshot(db, PERMIT_TABLES);
    const res = await save({ draft: false, datetimeStart: window.start });
    expect(res.statusCode).toBe(400);
    const { code, message, fields } = res.json() as { code: string; message: string; fields: Record<string, string> };
    expect(code).toBe('BAD_REQUEST');
    for (const key of ['userApprover', 'userExecutor', 'type_nd', 'region', 'workshift', 'datetimeEnd']) {
      expect({ key, text: fields[key] }).toEqual({ key, text: 'Заполните поле, чтобы отправить на рассмотрение' });
    }
    // The wire's spelling, not the plain name; and nothing about a field that was given.
    expect(fields).not.toHaveProperty('typeNd');
    expect(fields).not.toHaveProperty('datetimeStart');
    // The message still names every one of them by its label.
    expect(Object.keys(fields).length).toBe(message.split('; ').length);
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });

  it('a reference of another organization, a missing row and a reversed window each mark exactly their field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ section: other.sectionId }, 'section', `Запись с id ${other.sectionId} относится к другой организации`],
      [{ contentWorks: [2_000_000_000] }, 'contentWorks', 'Записи с id 2000000000 не найдены'],
      [{ type_nd: 2_000_000_000 }, 'type_nd', 'Запись с id 2000000000 не найдена'],
      [{ region: other.regionId }, 'region', 'Зона не относится к выбранному месту проведения работ'],
      [{ datetimeEnd: window.start }, 'datetimeEnd', 'Окончание работ должно быть позже начала'],
    ];
    for (const [extra, key, text] of cases) {
      const res = await save(fullPermit(crew, window, extra));
      expect({ key, status: res.statusCode, fields: res.json().fields }).toEqual({ key, status: 400, fields: { [key]: text } });
    }
  });

  it('other refusals keep the plain `{ code, message }`', async () => {
    const res = await postAs(app, crew.executor.token, '/api/nd_processing/create_nd', { draft: true });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    const malformed = await save({ draft: 'нет' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['code', 'message']);
  });
});
