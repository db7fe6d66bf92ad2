import type { FastifyInstance } from 'fastify';
import { ND_STATUSES, TRANSITIONS, type Actor, type NdStatus, type RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, hoursFromNow, type Crew, type Person } from '../test/crew';
import { unique } from '../test/fixtures';
import { PERMIT_TABLES, postAs, snapshot } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { createWorkflowService } from './workflow-service';

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let other: Crew;
/** Now - 2 h … now + 6 h: a window that contains the present. */
const win = { start: '', end: '', later: '', tooLate: '' };

const FULL_ROUTE: RoleName[] = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'];

/** A permit of the crew in `status`, in a zone of its own unless one is given; columns as nd stores them. */
async function permit(status: NdStatus, extra: Record<string, unknown> = {}, c: Crew = crew): Promise<number> {
  const region = extra.region_id ?? (await insertRow(db, 'region_work', { region: unique('Зона'), description: 'тест', place: c.placeId }));
  return insertRow(db, 'nd', {
    status,
    draft: status === 'DRAFT',
    organization_id: c.organizationId,
    section_id: c.sectionId,
    place_id: c.placeId,
    type_nd_id: c.typeId,
    workshift_id: c.workshiftId,
    creator_id: c.creator.id,
    user_preparator_id: c.preparator.id,
    user_industrial_safer_id: c.safer.id,
    user_issuancer_id: c.issuer.id,
    user_approver_id: c.approver.id,
    user_executor_id: c.executor.id,
    user_object_owner_id: c.owner.id,
    datetime_start: win.start,
    datetime_end: win.end,
    ...extra,
    region_id: region,
  });
}

const processing = (person: Person, body: Record<string, unknown>) => postAs(app, person.token, '/api/nd_processing/processingND', body);

async function state(ndId: number) {
  const { rows } = await db.query<{
    status: NdStatus;
    approved_steps: string[];
    prolonged: boolean;
    datetime_end: string;
    prolong_end: string | null;
  }>(
    `select status, approved_steps, prolonged, to_char(datetime_end, 'YYYY-MM-DD"T"HH24:MI:SS') as datetime_end,
            to_char(prolong_end, 'YYYY-MM-DD"T"HH24:MI:SS') as prolong_end from nd where id = $1`,
    [ndId],
  );
  return rows[0]!;
}
async function lastHistory(ndId: number) {
  const { rows } = await db.query<{ status_from: string; status_to: string; user_id: number | null; step: string | null; comment: string }>(
    'select status_from, status_to, user_id, step, comment from route_history where nd_id = $1 order by id desc limit 1',
    [ndId],
  );
  return rows[0];
}
async function notices(ndId: number) {
  const { rows } = await db.query<{ user_id: number; kind: string }>('select user_id, kind from notification where nd_id = $1 order by id', [ndId]);
  return rows;
}

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db, FULL_ROUTE);
  other = await createCrew(app, db, []);
  win.start = await hoursFromNow(db, -2);
  win.end = await hoursFromNow(db, 6);
  win.later = await hoursFromNow(db, 30);
  win.tooLate = await hoursFromNow(db, 16 * 24);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

/** Everybody of the crew, and who each of them is on a permit with the full crew. */
const people = () => ({
  creator: crew.creator,
  preparator: crew.preparator,
  safer: crew.safer,
  issuer: crew.issuer,
  approver: crew.approver,
  executor: crew.executor,
  owner: crew.owner,
  bystander: crew.bystander,
  admin: crew.admin,
});
const ACTOR_PEOPLE: Record<Actor, (keyof ReturnType<typeof people>)[]> = {
  creator: ['creator'],
  // The setup below leaves only the last route step (APPROVER) to approve.
  routeStep: ['approver'],
  routeParticipant: ['preparator', 'safer', 'issuer', 'approver'],
  preparator: ['preparator'],
  industrialSafer: ['safer'],
  issuancer: ['issuer'],
  approver: ['approver'],
  executor: ['executor'],
  objectOwner: ['owner'],
};

/** State that makes a move from `from` to `to` possible, apart from who makes it. */
function setupFor(from: NdStatus, to: NdStatus): Record<string, unknown> {
  if (from === 'ON_ACCEPTANCE' && to === 'READY_TO_WORK') return { approved_steps: FULL_ROUTE.slice(0, -1) };
  if (from === 'PROLONG') return { prolong_end: win.later };
  return {};
}

const moves = TRANSITIONS.flatMap((t) => t.from.map((from) => ({ t, from, name: `${from} → ${t.to} by ${t.who.join('/')}` })));

describe('the transition table (docs/domain.md), move by move', () => {
  it.each(moves)('$name: the right participant moves it; every other one gets 403 and nothing changes', async ({ t, from }) => {
    const ndId = await permit(from, setupFor(from, t.to));
    const body = { ndId, status: t.to, comment: 'Комментарий', datetimeEnd: win.later };
    const everybody = people();
    const allowed = new Set(t.who.flatMap((a) => ACTOR_PEOPLE[a]));
    const before = await snapshot(db, PERMIT_TABLES);
    for (const [key, person] of Object.entries(everybody)) {
      if (allowed.has(key as keyof typeof everybody)) continue;
      const res = await processing(person, body);
      expect({ who: key, status: res.statusCode, code: res.json().code }).toEqual({ who: key, status: 403, code: 'FORBIDDEN' });
    }
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);

    const actor = everybody[[...allowed][0]!];
    const res = await processing(actor, body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: true });
    expect((await state(ndId)).status).toBe(t.to);
    expect(await lastHistory(ndId)).toMatchObject({ status_from: from, status_to: t.to, user_id: actor.id });
    const sent = await notices(ndId);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((n) => n.user_id !== actor.id)).toBe(true);
  });

  const refused = ND_STATUSES.flatMap((from) =>
    ND_STATUSES.filter((to) => !TRANSITIONS.some((t) => t.to === to && t.from.includes(from))).map((to) => ({ from, to })),
  );

  it(`refuses the ${refused.length} moves the table does not have with 409, changing nothing`, async () => {
    const ids = new Map<NdStatus, number>();
    for (const status of ND_STATUSES) ids.set(status, await permit(status, { prolong_end: win.later }));
    const before = await snapshot(db, PERMIT_TABLES);
    for (const { from, to } of refused) {
      // The creator and the executor between them hold most moves; neither may make these.
      for (const person of [crew.creator, crew.executor]) {
        const res = await processing(person, { ndId: ids.get(from), status: to, comment: 'к', datetimeEnd: win.later });
        expect({ from, to, status: res.statusCode, code: res.json().code }).toEqual({ from, to, status: 409, code: 'CONFLICT' });
      }
    }
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });
});

describe('approvals along the permit type’s route', () => {
  it('one history row per step, in the route’s order; the permit is ready after the last one', async () => {
    const ndId = await permit('ON_ACCEPTANCE');
    const order: [Person, string][] = [
      [crew.preparator, 'PREPARATOR'],
      [crew.safer, 'INDUSTRIAL_SAFER'],
      [crew.issuer, 'ISSUANCER'],
      [crew.approver, 'APPROVER'],
    ];
    for (const [i, [person, step]] of order.entries()) {
      // Out of turn: the next-but-one step's user may not approve yet.
      const ahead = order[i + 1];
      if (ahead) expect((await processing(ahead[0], { ndId, status: 'READY_TO_WORK' })).statusCode).toBe(403);
      expect((await processing(person, { ndId, status: 'READY_TO_WORK' })).json()).toBe(true);
      const last = i === order.length - 1;
      expect(await lastHistory(ndId)).toMatchObject({ status_from: 'ON_ACCEPTANCE', status_to: last ? 'READY_TO_WORK' : 'ON_ACCEPTANCE', step });
      expect(await state(ndId)).toMatchObject({ status: last ? 'READY_TO_WORK' : 'ON_ACCEPTANCE', approved_steps: FULL_ROUTE.slice(0, i + 1) });
      if (!last) expect((await notices(ndId)).at(-1)).toEqual({ user_id: order[i + 1]![0].id, kind: 'AWAITING_APPROVAL' });
    }
    const history = (await getAs(app, crew.creator.token, `/api/routes/listAll/${ndId}`)).json();
    expect(history.map((h: { step: string }) => h.step)).toEqual(FULL_ROUTE);
    expect((await notices(ndId)).filter((n) => n.kind === 'APPROVED').map((n) => n.user_id)).toContain(crew.executor.id);
  });

  it('an empty route is the issuer, then the approver; a route step nobody is named for is skipped', async () => {
    const ndId = await permit('ON_ACCEPTANCE', {}, other);
    expect((await processing(other.approver, { ndId, status: 'READY_TO_WORK' })).statusCode).toBe(403);
    expect((await processing(other.issuer, { ndId, status: 'READY_TO_WORK' })).json()).toBe(true);
    expect((await processing(other.approver, { ndId, status: 'READY_TO_WORK' })).json()).toBe(true);
    expect((await state(ndId)).status).toBe('READY_TO_WORK');

    const ownerType = await insertRow(db, 'type_nd', { type: unique('Вид'), description: 'т', route: ['OBJECT_OWNER', 'ISSUANCER', 'APPROVER'] });
    const noOwner = await permit('ON_ACCEPTANCE', { type_nd_id: ownerType, user_object_owner_id: null, approved_steps: ['ISSUANCER'] });
    expect((await processing(crew.approver, { ndId: noOwner, status: 'READY_TO_WORK' })).json()).toBe(true);
    expect((await state(noOwner)).status).toBe('READY_TO_WORK');
  });

  it('a return needs a comment (400), restarts the route, and the creator resubmits (processing or create_nd)', async () => {
    const ndId = await permit('ON_ACCEPTANCE', { approved_steps: ['PREPARATOR', 'INDUSTRIAL_SAFER'] });
    for (const comment of [undefined, '   ']) {
      const res = await processing(crew.safer, { ndId, status: 'ON_MODIFICATION', comment });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Укажите комментарий');
    }
    expect((await processing(crew.safer, { ndId, status: 'ON_MODIFICATION', comment: 'Уточните схему' })).json()).toBe(true);
    expect(await state(ndId)).toMatchObject({ status: 'ON_MODIFICATION', approved_steps: [] });
    expect(await lastHistory(ndId)).toMatchObject({ comment: 'Уточните схему' });
    expect((await notices(ndId)).some((n) => n.user_id === crew.creator.id && n.kind === 'RETURNED')).toBe(true);
    expect((await processing(crew.creator, { ndId, status: 'ON_ACCEPTANCE' })).json()).toBe(true);
    expect(await state(ndId)).toMatchObject({ status: 'ON_ACCEPTANCE', approved_steps: [] });
    expect((await notices(ndId)).at(-1)).toEqual({ user_id: crew.preparator.id, kind: 'AWAITING_APPROVAL' });
  });

  it('submitting an incomplete permit is a 400 naming the missing fields', async () => {
    const ndId = await permit('DRAFT', { user_executor_id: null, workshift_id: null });
    const res = await processing(crew.creator, { ndId, status: 'ON_ACCEPTANCE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Поле «Исполнитель» обязательно; Поле «Рабочая смена» обязательно');
    expect((await state(ndId)).status).toBe('DRAFT');
  });
});

describe('work: start, extension, who and when', () => {
  it('a start outside the permit’s window is a 409', async () => {
    const future = await permit('READY_TO_WORK', { datetime_start: win.later, datetime_end: win.tooLate });
    const res = await processing(crew.executor, { ndId: future, status: 'IN_WORK' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Начать работы можно только в период действия наряда-допуска/);
  });

  it('an extension: new end required and later than the current, granted once, at most 15 days after the decision', async () => {
    const ndId = await permit('IN_WORK');
    expect((await processing(crew.executor, { ndId, status: 'PROLONG' })).statusCode).toBe(400);
    expect((await processing(crew.executor, { ndId, status: 'PROLONG', datetimeEnd: win.start })).statusCode).toBe(400);
    expect((await processing(crew.executor, { ndId, status: 'PROLONG', datetimeEnd: win.tooLate })).json()).toBe(true);
    expect((await state(ndId)).prolong_end).toBe(win.tooLate);
    const tooFar = await processing(crew.issuer, { ndId, status: 'PROLONGED' });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toMatch(/не более чем на 15 дней/);
    expect((await processing(crew.issuer, { ndId, status: 'PROLONGED', datetimeEnd: win.later })).json()).toBe(true);
    expect(await state(ndId)).toMatchObject({ status: 'PROLONGED', prolonged: true, datetime_end: win.later, prolong_end: null });
    // The audit trail records what the move's own UPDATE returned: the end asked for, then the end granted.
    const { rows: moves } = await db.query<{ changes: Record<string, unknown> }>(
      `select changes from audit_log where entity_type = 'nd' and entity_id = $1 and action = 'move' order by id`,
      [ndId],
    );
    expect(moves.map((m) => m.changes)).toEqual([
      { from: 'IN_WORK', to: 'PROLONG', requestedEnd: win.tooLate },
      { from: 'PROLONG', to: 'PROLONGED', datetimeEnd: [win.end, win.later] },
    ]);
    // Stopped, restarted, and asked again: the one extension is used.
    expect((await processing(crew.safer, { ndId, status: 'STOPPED', comment: 'Ветер' })).json()).toBe(true);
    expect((await processing(crew.executor, { ndId, status: 'IN_WORK' })).json()).toBe(true);
    const again = await processing(crew.executor, { ndId, status: 'PROLONG', datetimeEnd: win.tooLate });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/один раз/);
  });

  it('a refused extension returns the permit to IN_WORK and clears the request', async () => {
    const ndId = await permit('PROLONG', { prolong_end: win.later });
    expect((await processing(crew.issuer, { ndId, status: 'IN_WORK' })).json()).toBe(true);
    expect(await state(ndId)).toMatchObject({ status: 'IN_WORK', prolong_end: null, prolonged: false });
    expect((await notices(ndId)).some((n) => n.user_id === crew.executor.id && n.kind === 'PROLONG_REFUSED')).toBe(true);
  });

  it('work waiting for an extension decision can be stopped: the request goes, and may be asked again after the restart', async () => {
    const ndId = await permit('PROLONG', { prolong_end: win.later });
    expect((await processing(crew.safer, { ndId, status: 'STOPPED', comment: 'Загазованность' })).json()).toBe(true);
    expect(await state(ndId)).toMatchObject({ status: 'STOPPED', prolong_end: null, prolonged: false });
    expect(await lastHistory(ndId)).toMatchObject({
      status_from: 'PROLONG',
      status_to: 'STOPPED',
      user_id: crew.safer.id,
      comment: 'Загазованность',
    });
    // No grant from STOPPED (the table has none); the state above shows the request itself is gone.
    expect((await processing(crew.issuer, { ndId, status: 'PROLONGED', datetimeEnd: win.later })).statusCode).toBe(409);
    expect((await processing(crew.executor, { ndId, status: 'IN_WORK' })).json()).toBe(true);
    expect((await processing(crew.executor, { ndId, status: 'PROLONG', datetimeEnd: win.later })).json()).toBe(true);
    expect(await state(ndId)).toMatchObject({ status: 'PROLONG', prolong_end: win.later });
  });

  it('an extension is not granted once the permit’s end has passed, before the expiry job has run (409, nothing changes)', async () => {
    const ended = await hoursFromNow(db, -1);
    const ndId = await permit('PROLONG', { datetime_start: await hoursFromNow(db, -5), datetime_end: ended, prolong_end: win.later });
    const before = await snapshot(db, PERMIT_TABLES);
    const res = await processing(crew.issuer, { ndId, status: 'PROLONGED', datetimeEnd: win.later });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: expect.stringMatching(/^Срок действия наряда-допуска истёк .*: продлить его нельзя$/) });
    // Nor asked for: an IN_WORK permit past its end.
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
    const over = await permit('IN_WORK', { datetime_start: await hoursFromNow(db, -5), datetime_end: ended });
    const beforeAsking = await snapshot(db, PERMIT_TABLES);
    const asked = await processing(crew.executor, { ndId: over, status: 'PROLONG', datetimeEnd: win.later });
    expect([asked.statusCode, asked.json().message]).toEqual([409, expect.stringMatching(/: запросить продление нельзя$/)]);
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(beforeAsking);
  });

  it('ADMIN makes no moves unless named (403); another organization gets 404; bad bodies 400 — nothing changes', async () => {
    const ndId = await permit('READY_TO_WORK');
    const before = await snapshot(db, PERMIT_TABLES);
    expect((await processing(crew.admin, { ndId, status: 'IN_WORK' })).statusCode).toBe(403);
    expect((await processing(other.executor, { ndId, status: 'IN_WORK' })).statusCode).toBe(404);
    expect((await processing(other.admin, { ndId, status: 'CANCELLED' })).statusCode).toBe(404);
    expect((await processing(crew.executor, { ndId: 2_000_000_000, status: 'IN_WORK' })).statusCode).toBe(404);
    for (const body of [
      {},
      { ndId },
      { ndId, status: 'WORKING' },
      { ndId: 'x', status: 'IN_WORK' },
      { ndId, status: 'PROLONG', datetimeEnd: '2026-13-45' },
      [ndId],
    ]) {
      const res = await processing(crew.executor, body as Record<string, unknown>);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
    expect((await app.inject({ method: 'POST', url: '/api/nd_processing/processingND', payload: { ndId, status: 'IN_WORK' } })).statusCode).toBe(401);
  });
});

describe('the zone-conflict rule', () => {
  it('20 concurrent starts in one zone: exactly one true, the rest false with START_REFUSED to the executor', async () => {
    const region = await insertRow(db, 'region_work', { region: unique('Зона'), description: 'тест', place: crew.placeId });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await permit('READY_TO_WORK', { region_id: region }));
    const results = await Promise.all(ids.map((ndId) => processing(crew.executor, { ndId, status: 'IN_WORK' })));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const answers = results.map((r) => r.json());
    expect(answers.filter((a) => a === true)).toHaveLength(1);
    expect(answers.filter((a) => a === false)).toHaveLength(19);
    const { rows } = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from nd where region_id = $1 group by status order by status',
      [region],
    );
    expect(rows).toEqual([
      { status: 'IN_WORK', n: 1 },
      { status: 'READY_TO_WORK', n: 19 },
    ]);
    const refusedId = ids[answers.indexOf(false)]!;
    expect(await notices(refusedId)).toEqual([{ user_id: crew.executor.id, kind: 'START_REFUSED' }]);
    expect(await lastHistory(refusedId)).toBeUndefined();
  });

  it('work in another zone, or whose window does not overlap, does not conflict', async () => {
    const region = await insertRow(db, 'region_work', { region: unique('Зона'), description: 'тест', place: crew.placeId });
    // Still IN_WORK (not yet expired) but its window ended an hour ago.
    await permit('IN_WORK', { region_id: region, datetime_start: await hoursFromNow(db, -5), datetime_end: await hoursFromNow(db, -1) });
    const ndId = await permit('READY_TO_WORK', { region_id: region, datetime_start: await hoursFromNow(db, -1), datetime_end: win.end });
    expect((await processing(crew.executor, { ndId, status: 'IN_WORK' })).json()).toBe(true);
    const busy = await permit('STOPPED', { region_id: region });
    expect((await processing(crew.executor, { ndId: busy, status: 'IN_WORK' })).json()).toBe(false);
  });
});

describe('the expiry job', () => {
  it('moves permits past their end from the expirable statuses to EXPIRED, with a history row by nobody and notices', async () => {
    const past = { datetime_start: await hoursFromNow(db, -10), datetime_end: await hoursFromNow(db, -1) };
    const due = [];
    for (const status of ['READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED'] as const) due.push(await permit(status, past));
    const keptDraft = await permit('DRAFT', past);
    const keptClosed = await permit('CLOSE_WORK', past);
    const current = await permit('IN_WORK');
    const workflow = createWorkflowService(db);
    let moved = 0;
    for (let n = await workflow.expire(2); n > 0; n = await workflow.expire(2)) moved += n;
    expect(moved).toBeGreaterThanOrEqual(due.length);
    for (const ndId of due) {
      expect((await state(ndId)).status).toBe('EXPIRED');
      expect(await lastHistory(ndId)).toMatchObject({ status_to: 'EXPIRED', user_id: null });
      expect((await notices(ndId)).filter((n) => n.kind === 'EXPIRED').map((n) => n.user_id)).toEqual(
        expect.arrayContaining([crew.creator.id, crew.executor.id]),
      );
    }
    for (const [ndId, status] of [
      [keptDraft, 'DRAFT'],
      [keptClosed, 'CLOSE_WORK'],
      [current, 'IN_WORK'],
    ] as const) {
      expect((await state(ndId)).status).toBe(status);
    }
    const history = (await getAs(app, crew.creator.token, `/api/routes/listAll/${due[0]}`)).json();
    expect(history.at(-1)).toMatchObject({ status_to: 'EXPIRED', user_detail: null });
    expect(await workflow.expire()).toBe(0);
  });
});

describe('the status, day and section counters (migrations 006, 018, 021)', () => {
  it('stay exact through every insert, move, expiry and delete above', async () => {
    await db.query('delete from nd where id = (select max(id) from nd)');
    const exact = await db.query(
      'select organization_id, status, count(*)::int as n from nd where organization_id is not null group by 1, 2 order by 1, 2',
    );
    // Summed over the shards (migration 018).
    const counters = await db.query(
      'select organization_id, status, sum(n)::int as n from nd_status_count group by 1, 2 having sum(n) <> 0 order by 1, 2',
    );
    expect(counters.rows).toEqual(exact.rows);
    const days = await db.query(
      `select organization_id, status, day::text, sum(n)::int as n from nd_day_count group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
    );
    const dated = await db.query(
      `select organization_id, status, datetime_start::date::text as day, count(*)::int as n from nd
        where organization_id is not null and datetime_start is not null group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(days.rows).toEqual(dated.rows);
    const sections = await db.query(
      `select organization_id, section_id, status, sum(n)::int as n from nd_section_count group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
    );
    const bySection = await db.query(
      `select organization_id, section_id, status, count(*)::int as n from nd
        where organization_id is not null and section_id is not null group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(sections.rows).toEqual(bySection.rows);
    expect(bySection.rows.length).toBeGreaterThan(3);
    expect(exact.rows.length).toBeGreaterThan(5);
    const res = await getAs(app, crew.creator.token, '/api/nd_processing/countByStatus/READY_TO_WORK');
    const ready = exact.rows.find((r) => r.organization_id === crew.organizationId && r.status === 'READY_TO_WORK');
    expect(res.json()).toBe(ready?.n ?? 0);
  });
});

describe('round trips of a move', () => {
  it('a stop is 6 statements in its transaction, a start 8: the zone lock with the zone, the roles once, no read-back', async () => {
    const ndId = await permit('IN_WORK');
    const statements: string[] = [];
    const counting = (d: Db): Db => ({
      ...d,
      query: (sql, params, options) => {
        statements.push(sql);
        return d.query(sql, params, options);
      },
      transaction: (fn) => d.transaction((tx) => fn(counting(tx))),
    });
    const workflow = createWorkflowService(counting(db));
    const caller = {
      id: crew.executor.id,
      organizationId: crew.organizationId,
      sectionId: crew.sectionId,
      roles: ['EXECUTOR' as const],
      isAdmin: false,
      sid: 's',
    };
    expect(await workflow.process(caller, { ndId, status: 'STOPPED', comment: 'Пауза' })).toBe(true);
    // The locked read, the caller's roles, the move (which returns what the audit records), its history, the
    // notices, the audit.
    expect(statements).toHaveLength(6);
    expect(statements.filter((sql) => /^select/i.test(sql.trim()))).toHaveLength(2);
    expect((await state(ndId)).status).toBe('STOPPED');
    // A restart: the zone's lock taken with the zone in one statement, the locked read, one roles read for both
    // duty checks, the SIMOPS look-up, then as above.
    statements.length = 0;
    expect(await workflow.process(caller, { ndId, status: 'IN_WORK', comment: '' })).toBe(true);
    expect(statements.filter((sql) => /user_role/.test(sql))).toHaveLength(1);
    expect(statements[0]).toMatch(/pg_advisory_xact_lock/);
    expect(statements).toHaveLength(8);
    statements.length = 0;
    expect(await workflow.process(caller, { ndId, status: 'STOPPED', comment: 'Пауза' })).toBe(true);
    // A move of another organization's permit is refused as absent, before anything is written.
    statements.length = 0;
    const stranger = { ...caller, organizationId: other.organizationId };
    await expect(workflow.process(stranger, { ndId, status: 'IN_WORK', comment: '' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(workflow.process(stranger, { ndId, status: 'ARCHIVE', comment: '' })).rejects.toMatchObject({ statusCode: 404 });
    // Each refused at its first statement: the start's zone lock finds no permit of that organization (its
    // WHERE names the organization, so the lock in its select list is never reached), the other move's locked
    // read finds none.
    expect(statements).toHaveLength(2);
    expect((await state(ndId)).status).toBe('STOPPED');
  });
});
