import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { createCrew, createPerson, fullPermit, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { createNotification } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let other: Crew;
const win = { start: '', end: '' };

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db, ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER']);
  other = await createCrew(app, db, []);
  win.start = await hoursFromNow(db, -2);
  win.end = await hoursFromNow(db, 6);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

async function unread(userId: number, ndId?: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select id from notification where user_id = $1 and not readed ${ndId === undefined ? '' : 'and nd_id = $2'} order by id`,
    ndId === undefined ? [userId] : [userId, ndId],
  );
  return rows.map((r) => r.id);
}
async function noticesTo(userId: number, ndId: number) {
  const { rows } = await db.query<{ kind: string }>('select kind from notification where user_id = $1 and nd_id = $2', [userId, ndId]);
  return rows.map((r) => r.kind);
}
const readed = (person: Person, query: string) => postAs(app, person.token, `/api/notifications/readed${query}`);

describe('POST /api/notifications/readed?ndId= (opening a permit reads its notifications)', () => {
  it('marks read every unread notification of the caller about that permit, and nothing else', async () => {
    const nd = await insertPermit(db, crew, 'ON_ACCEPTANCE', win);
    const second = await insertPermit(db, crew, 'ON_ACCEPTANCE', win);
    const a = await createNotification(db, { userId: crew.issuer.id, ndId: nd });
    await createNotification(db, { userId: crew.issuer.id, ndId: nd });
    const elsewhere = await createNotification(db, { userId: crew.issuer.id, ndId: second });
    const general = await createNotification(db, { userId: crew.issuer.id });
    const colleagues = await createNotification(db, { userId: crew.approver.id, ndId: nd });
    expect(await unread(crew.issuer.id, nd)).toHaveLength(2);

    const res = await readed(crew.issuer, `?ndId=${nd}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await unread(crew.issuer.id, nd)).toEqual([]);
    expect(await unread(crew.issuer.id)).toEqual(expect.arrayContaining([elsewhere, general]));
    expect(await unread(crew.issuer.id)).not.toContain(a);
    // Another participant's notification about the same permit stays his to read.
    expect(await unread(crew.approver.id, nd)).toEqual([colleagues]);
  });

  it('a foreign or missing permit answers the same and changes nobody’s rows', async () => {
    const foreign = await insertPermit(db, other, 'ON_ACCEPTANCE', win);
    const theirs = await createNotification(db, { userId: other.issuer.id, ndId: foreign });
    for (const ndId of [foreign, 2_000_000_000]) {
      const res = await readed(crew.issuer, `?ndId=${ndId}`);
      expect(res.statusCode).toBe(200);
    }
    expect(await unread(other.issuer.id, foreign)).toEqual([theirs]);
  });

  it('answers 400 for a malformed ndId', async () => {
    for (const query of ['?ndId=abc', '?ndId=0', '?ndId=-1']) {
      const res = await readed(crew.issuer, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe('nobody is notified of his own move', () => {
  const lastId = async () => (await db.query<{ id: number | null }>('select max(id) as id from notification')).rows[0]?.id ?? 0;
  /** Makes the move and checks that none of the notifications it sent went to the mover. */
  const move = async (person: Person, ndId: number, status: string, extra: Record<string, unknown> = {}) => {
    const before = await lastId();
    const res = await postAs(app, person.token, '/api/nd_processing/processingND', { ndId, status, ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const { rows } = await db.query<{ user_id: number }>('select user_id from notification where nd_id = $1 and id > $2', [ndId, before]);
    expect(rows.map((r) => r.user_id)).not.toContain(person.id);
  };
  const draft = async (extra: Record<string, unknown> = {}, creator: Person = crew.creator) => {
    const res = await postAs(app, creator.token, '/api/nd_processing/create_nd', fullPermit(crew, win, { draft: true, ...extra }));
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }).id;
  };

  it('a creator who is also the first route step is not asked to approve his own submission', async () => {
    const both = await createPerson(app, db, crew, ['CREATOR', 'PREPARATOR']);
    const ndId = await draft({ userPreparator: both.id }, both);
    await move(both, ndId, 'ON_ACCEPTANCE');
    // The next step's participant is the one asked.
    expect(await noticesTo(crew.safer.id, ndId)).toEqual([]);
  });

  it('through a whole life of a permit, each mover hears nothing of his own move while the others do', async () => {
    const ndId = await draft();
    await move(crew.creator, ndId, 'ON_ACCEPTANCE');
    expect(await noticesTo(crew.preparator.id, ndId)).toEqual(['AWAITING_APPROVAL']);
    for (const person of [crew.preparator, crew.safer, crew.issuer, crew.approver]) await move(person, ndId, 'READY_TO_WORK');
    await move(crew.executor, ndId, 'IN_WORK');
    await move(crew.owner, ndId, 'STOPPED', { comment: 'Остановлено' });
    await move(crew.executor, ndId, 'CLOSE_WORK');
    await move(crew.issuer, ndId, 'ARCHIVE');
    expect(await noticesTo(crew.creator.id, ndId)).toEqual(expect.arrayContaining(['APPROVED', 'WORK_STARTED', 'WORK_STOPPED', 'CLOSED']));
  });
});
