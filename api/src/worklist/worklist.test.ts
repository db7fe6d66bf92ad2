import type { FastifyInstance } from 'fastify';
import { TRANSITIONS, WORKLIST_ENDING, WORKLIST_GROUPS, type NdStatus, type RoleName, type Worklist } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, fullPermit, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { postAs } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * «Мои задачи» on PGlite and PostgreSQL: each participant sees exactly the permits on which the transition
 * table gives him a move now (an approver only at his current step), the 24-hour group, never another
 * organization's permits, and what it lists is what processingND then accepts.
 */
let app: FastifyInstance;
let db: Db;
const win = { start: '', end: '' };
const FULL_ROUTE: RoleName[] = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'];

async function worklistOf(who: Person): Promise<Worklist> {
  const res = await app.inject({ method: 'GET', url: '/api/nd_processing/worklist', headers: { authorization: `Bearer_${who.token}` } });
  expect(res.statusCode).toBe(200);
  return res.json<Worklist>();
}
/** Group key → the permit ids it lists (only non-empty groups). */
async function groupsOf(who: Person): Promise<Record<string, number[]>> {
  const list = await worklistOf(who);
  return Object.fromEntries(list.groups.filter((g) => g.count > 0).map((g) => [g.key, g.rows.map((r) => r.id).sort((a, b) => a - b)]));
}
const sorted = (...ids: (number | undefined)[]) => (ids as number[]).sort((a, b) => a - b);
const processing = (who: Person, body: object) => postAs(app, who.token, '/api/nd_processing/processingND', body);

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  win.start = await hoursFromNow(db, -2);
  win.end = await hoursFromNow(db, 48);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

it('every group is a move of the transition table (status and actor), so the list and the workflow share one source', () => {
  for (const group of WORKLIST_GROUPS) {
    for (const status of group.statuses) {
      expect({
        group: group.key,
        status,
        moves: TRANSITIONS.some((t) => t.from.includes(status) && (t.who as string[]).includes(group.actor)),
      }).toEqual({
        group: group.key,
        status,
        moves: true,
      });
    }
  }
});

describe('an approver', () => {
  let crew: Crew;
  beforeAll(async () => {
    crew = await createCrew(app, db, FULL_ROUTE);
  });

  it('sees a submitted permit only while his step is the current one, and can approve what he sees', async () => {
    const saved = await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', fullPermit(crew, win));
    expect(saved.statusCode).toBe(200);
    const ndId = saved.json<{ id: number }>().id;
    const steps: [RoleName, Person][] = [
      ['PREPARATOR', crew.preparator],
      ['INDUSTRIAL_SAFER', crew.safer],
      ['ISSUANCER', crew.issuer],
      ['APPROVER', crew.approver],
    ];
    for (const [i, [, person]] of steps.entries()) {
      for (const [j, [, other]] of steps.entries()) {
        expect({ step: i, who: j, approve: (await groupsOf(other)).approve ?? [] }).toEqual({ step: i, who: j, approve: i === j ? [ndId] : [] });
      }
      expect((await processing(person, { ndId, status: 'READY_TO_WORK' })).json()).toBe(true);
    }
    // Approved: now it is the executor's to start, and nobody's to approve.
    expect((await groupsOf(crew.executor)).start).toEqual([ndId]);
    for (const [, person] of steps) expect((await groupsOf(person)).approve).toBeUndefined();
  });

  it('whose role was taken away does not see the step (processingND would refuse him)', async () => {
    const ndId = await insertPermit(db, crew, 'ON_ACCEPTANCE', win, { approved_steps: ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER'] });
    expect((await groupsOf(crew.approver)).approve).toContain(ndId);
    await db.query(`delete from user_role where user_id = $1`, [crew.approver.id]);
    try {
      expect((await groupsOf(crew.approver)).approve).toBeUndefined();
      expect((await processing(crew.approver, { ndId, status: 'READY_TO_WORK' })).statusCode).toBe(403);
    } finally {
      await db.query(`insert into user_role (user_id, role_id) select $1, id from role where name = 'APPROVER'`, [crew.approver.id]);
    }
  });
});

describe('by status and participant', () => {
  let crew: Crew;
  const ids: Partial<Record<NdStatus, number>> = {};
  beforeAll(async () => {
    crew = await createCrew(app, db, FULL_ROUTE);
    const statuses: NdStatus[] = [
      'DRAFT',
      'ON_MODIFICATION',
      'READY_TO_WORK',
      'STOPPED',
      'IN_WORK',
      'PROLONGED',
      'PROLONG',
      'CLOSE_WORK',
      'ARCHIVE',
      'CANCELLED',
      'EXPIRED',
    ];
    for (const status of statuses) ids[status] = await insertPermit(db, crew, status, win);
  });

  it('the executor: ready to start (and stopped), in work (and waiting for an extension, and prolonged); nothing he cannot move', async () => {
    expect(await groupsOf(crew.executor)).toEqual({
      start: sorted(ids.READY_TO_WORK, ids.STOPPED),
      // Waiting for the issuer's decision, the work goes on, and he may stop it.
      inWork: sorted(ids.IN_WORK, ids.PROLONG, ids.PROLONGED),
    });
  });

  it('the creator: his drafts and the permits returned to him', async () => {
    expect(await groupsOf(crew.creator)).toEqual({ drafts: [ids.DRAFT], returned: [ids.ON_MODIFICATION] });
  });

  it('the issuer: extension requests and closures to decide; the counts and totals add up', async () => {
    expect(await groupsOf(crew.issuer)).toEqual({ decide: sorted(ids.PROLONG, ids.CLOSE_WORK) });
    const list = await worklistOf(crew.issuer);
    expect(list.total).toBe(2);
    expect(list.groups.map((g) => g.key)).toEqual([...WORKLIST_GROUPS.map((g) => g.key), WORKLIST_ENDING.key]);
    // The organization's permits still in the workflow: all but archived, cancelled and expired.
    expect(list.organizationTotal).toBe(8);
  });

  it('a participant with no move and an administrator named nowhere have an empty list', async () => {
    for (const who of [crew.owner, crew.safer, crew.admin, crew.bystander]) {
      expect({ who: who.id, groups: await groupsOf(who), total: (await worklistOf(who)).total }).toEqual({ who: who.id, groups: {}, total: 0 });
    }
  });
});

describe('ending within 24 hours', () => {
  it("lists the user's permits in work that end within 24 hours, soonest first, to every participant", async () => {
    const crew = await createCrew(app, db, FULL_ROUTE);
    const start = await hoursFromNow(db, -5);
    const in3 = await insertPermit(db, crew, 'IN_WORK', { start, end: await hoursFromNow(db, 3) });
    const in20 = await insertPermit(db, crew, 'READY_TO_WORK', { start, end: await hoursFromNow(db, 20) });
    await insertPermit(db, crew, 'IN_WORK', { start, end: await hoursFromNow(db, 30) });
    await insertPermit(db, crew, 'ARCHIVE', { start, end: await hoursFromNow(db, 3) });
    await insertPermit(db, crew, 'ON_ACCEPTANCE', { start, end: await hoursFromNow(db, 3) }, { approved_steps: FULL_ROUTE });
    const ending = (await worklistOf(crew.owner)).groups.find((g) => g.key === 'ending')!;
    expect(ending.rows.map((r) => r.id)).toEqual([in3, in20]);
    expect(ending.count).toBe(2);
    expect((await worklistOf(crew.owner)).total).toBe(2);
    // The executor has them in his move groups as well; the total counts each permit once.
    const executor = await worklistOf(crew.executor);
    expect(executor.groups.find((g) => g.key === 'ending')!.count).toBe(2);
    expect(executor.total).toBe(3);
  });
});

describe('another organization', () => {
  it('never shows its permits, even one that names the user (by mistake or old data)', async () => {
    const mine = await createCrew(app, db, FULL_ROUTE);
    const theirs = await createCrew(app, db, FULL_ROUTE);
    const soon = { start: await hoursFromNow(db, -1), end: await hoursFromNow(db, 2) };
    const foreign = await insertPermit(db, theirs, 'READY_TO_WORK', soon, { user_executor_id: mine.executor.id, creator_id: mine.creator.id });
    await insertPermit(db, theirs, 'DRAFT', soon, { creator_id: mine.creator.id });
    const own = await insertPermit(db, mine, 'READY_TO_WORK', soon);
    expect(await groupsOf(mine.executor)).toEqual({ start: [own], ending: [own] });
    // Only his own organization's permit, which ends soon; the foreign draft naming him as creator is not his.
    expect(await groupsOf(mine.creator)).toEqual({ ending: [own] });
    expect((await groupsOf(theirs.executor)).start ?? []).not.toContain(own);
    expect(JSON.stringify(await worklistOf(theirs.executor))).not.toContain(`"id":${own},`);
    expect(foreign).toBeGreaterThan(0);
  });

  it('a user without an organization gets empty groups, not an error', async () => {
    const crew = await createCrew(app, db, FULL_ROUTE);
    await db.query('update app_user set organization_id = null where id = $1', [crew.bystander.id]);
    const list = await worklistOf(crew.bystander);
    expect({ total: list.total, organizationTotal: list.organizationTotal, counts: list.groups.map((g) => g.count) }).toEqual({
      total: 0,
      organizationTotal: 0,
      counts: [0, 0, 0, 0, 0, 0, 0],
    });
  });
});

it('a request without a token is refused (401) and changes nothing', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nd_processing/worklist' });
  expect(res.statusCode).toBe(401);
});
