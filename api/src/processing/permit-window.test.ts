import type { FastifyInstance } from 'fastify';
import type { NdStatus } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { plusDays } from '../nd/permit-window';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, fullPermit, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { unique } from '../test/fixtures';
import { PERMIT_TABLES, postAs, snapshot } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * The permit window (docs/domain/separation-of-duties.md): end − start ≤ MAX_PERMIT_DAYS (15 unless
 * configured) on every save and submission; an extension ends at most 15 days after the decision and
 * never past start + 2 × MAX_PERMIT_DAYS; a stored window longer than allowed does not start.
 */
let db: Db;
let app: FastifyInstance;
/** The same database with MAX_PERMIT_DAYS=3. */
let short: FastifyInstance;
let crew: Crew;

const save = (a: FastifyInstance, who: Person, body: object) => postAs(a, who.token, '/api/nd_processing/create_nd', body);
const processing = (a: FastifyInstance, who: Person, body: object) => postAs(a, who.token, '/api/nd_processing/processingND', body);
const state = async (ndId: number) =>
  (
    await db.query<{ status: NdStatus; end: string }>(
      `select status, to_char(datetime_end, 'YYYY-MM-DD"T"HH24:MI:SS') as end from nd where id = $1`,
      [ndId],
    )
  ).rows[0]!;
const zone = () => insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: crew.placeId });

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  short = await testApp(db, { config: { maxPermitDays: 3 } });
  crew = await createCrew(app, db);
});
afterAll(async () => {
  await short.close();
  await app.close();
  await closeTestDb();
});

describe('the window of a permit', () => {
  it('is at most 15 days by default: 15 days pass, a minute more is a 400 on draft and submission alike', async () => {
    const start = await hoursFromNow(db, 24);
    for (const draft of [true, false]) {
      expect((await save(app, crew.creator, fullPermit(crew, { start, end: plusDays(start, 15) }, { draft }))).statusCode).toBe(200);
    }
    const before = await snapshot(db, PERMIT_TABLES);
    const tenYears = { start, end: plusDays(start, 3650) };
    for (const [draft, window] of [
      [true, tenYears],
      [false, tenYears],
      [false, { start, end: `${plusDays(start, 15).slice(0, 14)}01:00` }],
    ] as const) {
      const res = await save(app, crew.creator, fullPermit(crew, window, { draft }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'Поле «Окончание работ»: срок действия наряда-допуска — не более 15 дн. от начала работ',
        // The same text for the form to put under the field itself, by the field's save key.
        fields: { datetimeEnd: 'Срок действия наряда-допуска — не более 15 дн. от начала работ' },
      });
    }
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });

  it('follows MAX_PERMIT_DAYS: with 3, a 4-day window is refused and a 3-day one saved', async () => {
    const start = await hoursFromNow(db, 24);
    const res = await save(short, crew.creator, fullPermit(crew, { start, end: plusDays(start, 4) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/не более 3 дн\./);
    expect((await save(short, crew.creator, fullPermit(crew, { start, end: plusDays(start, 3) }))).statusCode).toBe(200);
  });

  it('is checked again when a returned permit is resubmitted, and a stored over-long window does not start', async () => {
    const start = await hoursFromNow(db, -1);
    const returned = await insertPermit(db, crew, 'ON_MODIFICATION', { start, end: plusDays(start, 20) });
    const res = await processing(app, crew.creator, { ndId: returned, status: 'ON_ACCEPTANCE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/не более 15 дн\./);
    expect((await state(returned)).status).toBe('ON_MODIFICATION');

    const held = await insertPermit(db, crew, 'READY_TO_WORK', { start, end: plusDays(start, 3650) }, { region_id: await zone() });
    const refused = await processing(app, crew.executor, { ndId: held, status: 'IN_WORK' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/длиннее допустимых 15 дн\./);
    expect((await state(held)).status).toBe('READY_TO_WORK');
  });
});

describe('an extension', () => {
  it('never ends past start + 2 × MAX_PERMIT_DAYS, on the request and on the decision', async () => {
    // MAX_PERMIT_DAYS=3: started two days ago, so the latest end is in four days (earlier than now + 15 days).
    const start = await hoursFromNow(db, -48);
    const latest = plusDays(start, 6);
    const ndId = await insertPermit(db, crew, 'IN_WORK', { start, end: plusDays(start, 3) }, { region_id: await zone() });
    const tooFar = await processing(short, crew.executor, { ndId, status: 'PROLONG', datetimeEnd: plusDays(start, 7) });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe(
      `Срок с продлением — не более 6 дн. от начала работ (до ${latest.slice(8, 10)}.${latest.slice(5, 7)}.${latest.slice(0, 4)} ${latest.slice(11, 16)})`,
    );
    expect((await processing(short, crew.executor, { ndId, status: 'PROLONG', datetimeEnd: plusDays(start, 5) })).json()).toBe(true);

    const decided = await processing(short, crew.issuer, { ndId, status: 'PROLONGED', datetimeEnd: plusDays(start, 6.5) });
    expect(decided.statusCode).toBe(400);
    expect(decided.json().message).toMatch(/^Срок с продлением — не более 6 дн\./);
    expect((await processing(short, crew.issuer, { ndId, status: 'PROLONGED', datetimeEnd: latest })).json()).toBe(true);
    expect(await state(ndId)).toEqual({ status: 'PROLONGED', end: latest });
  });

  it('with the default 15 days, still ends at most 15 days after the decision', async () => {
    const start = await hoursFromNow(db, -2);
    const ndId = await insertPermit(
      db,
      crew,
      'PROLONG',
      { start, end: await hoursFromNow(db, 6) },
      { region_id: await zone(), prolong_end: await hoursFromNow(db, 16 * 24) },
    );
    const res = await processing(app, crew.issuer, { ndId, status: 'PROLONGED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/не более чем на 15 дней от текущего момента/);
  });
});
