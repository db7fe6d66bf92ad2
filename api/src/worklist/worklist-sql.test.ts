import type { FastifyInstance } from 'fastify';
import {
  ND_STATUSES,
  transitionsFrom,
  WORKLIST_ENDING,
  WORKLIST_GROUPS,
  WORKLIST_ROWS_PER_GROUP,
  type NdStatus,
  type RoleName,
} from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { databaseName } from '../db/kysely';
import type { NdAccess } from '../nd/nd-detail-repository';
import { actorRoles, isActor, participantsOf } from '../nd/route-steps';
import { insertRow } from '../seed/seed-helpers';
import { unique } from '../test/fixtures';
import { createCrew, hoursFromNow, insertPermit, type Crew } from '../test/crew';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { worklistData } from './worklist-repository';
import { WORKLIST_COLUMNS, armStatuses } from './worklist-sql';

/**
 * The database decides «Мои задачи» by SQL built from the groups, the transition table and the route
 * (worklist-sql.ts); the workflow's own rules (isActor, actorRoles, pendingSteps) are the reference. On
 * PGlite and PostgreSQL: over every status, several routes (the default, a full one, a repeated step,
 * steps of any participant role), every set of approved steps, namings with empty fields and one person in
 * two fields, and users with and without the role, each group holds exactly what the rules give.
 */
let app: FastifyInstance;
let db: Db;
afterAll(async () => {
  await app.close();
  await closeTestDb();
});
beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
});

const ROUTES: RoleName[][] = [
  [],
  ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'],
  ['OBJECT_OWNER', 'EXECUTOR', 'ISSUANCER', 'APPROVER'],
  ['ISSUANCER', 'APPROVER', 'ISSUANCER'],
];
/** Every subset of the route's steps (as the approved steps of a round). */
const subsets = (route: RoleName[]): RoleName[][] =>
  [...new Set(route)].reduce<RoleName[][]>((all, step) => [...all, ...all.map((s) => [...s, step])], [[]]);

type Permit = NdAccess & { ending: boolean; end: string };
const GROUPS = [...WORKLIST_GROUPS, WORKLIST_ENDING];

/**
 * What the workflow's rules say (the service's own check before the database decided): a move group when
 * the table has that move out of the status for the group's actor, the permit names the user as that
 * actor (for an approval: the current step) and he holds the role the move needs; the 24-hour group when
 * the permit ends soon and names him anywhere.
 */
function inGroup(nd: Permit, userId: number, roles: readonly string[], key: string): boolean {
  const g = WORKLIST_GROUPS.find((x) => x.key === key);
  if (!g) return nd.ending && participantsOf(nd).includes(userId);
  return (
    (g.statuses as readonly NdStatus[]).includes(nd.status) &&
    transitionsFrom(nd.status).some((t) => t.who.includes(g.actor)) &&
    isActor(nd, userId, g.actor) &&
    actorRoles(nd, userId, g.actor).some((role) => roles.includes(role))
  );
}

it('gives each user exactly the groups the workflow rules give him, for every status, route, step, naming and role', async () => {
  const crew: Crew = await createCrew(app, db, []);
  const soon = { start: await hoursFromNow(db, -2), end: await hoursFromNow(db, 5) };
  const later = { start: await hoursFromNow(db, -2), end: await hoursFromNow(db, 48) };
  const namings: Record<string, unknown>[] = [
    {},
    // Nobody named for some steps: those steps are skipped.
    { user_preparator_id: null, user_object_owner_id: null, user_industrial_safer_id: null },
    // One person in two fields; the creator named as executor, a role he does not hold.
    { user_approver_id: crew.issuer.id, user_executor_id: crew.creator.id },
  ];
  for (const route of ROUTES) {
    const typeId = route.length === 0 ? crew.typeId : await insertRow(db, 'type_nd', { type: unique('Вид'), description: 'тест', route });
    const steps = route.length === 0 ? (['ISSUANCER', 'APPROVER'] as RoleName[]) : route;
    for (const naming of namings) {
      for (const approved of subsets(steps)) {
        await insertPermit(db, crew, 'ON_ACCEPTANCE', later, { ...naming, type_nd_id: typeId, approved_steps: approved });
      }
    }
  }
  for (const status of ND_STATUSES) {
    for (const naming of namings) {
      for (const window of [soon, later]) await insertPermit(db, crew, status, window, naming);
    }
  }
  // More drafts than a group shows: the count stays complete, the rows are the newest.
  for (let i = 0; i <= WORKLIST_ROWS_PER_GROUP; i++) await insertPermit(db, crew, 'DRAFT', later);
  const { rows } = await db.query<Permit>(
    `select n.id, n.status, n.creator_id as "creatorId", n.user_preparator_id as "userPreparatorId",
            n.user_industrial_safer_id as "userIndustrialSaferId", n.user_issuancer_id as "userIssuancerId",
            n.user_approver_id as "userApproverId", n.user_executor_id as "userExecutorId", n.user_object_owner_id as "userObjectOwnerId",
            coalesce(t.route, '{}') as route, n.approved_steps as "approvedSteps",
            to_char(n.datetime_end, 'YYYY-MM-DD"T"HH24:MI:SS') as end,
            (n.status in ('READY_TO_WORK', 'IN_WORK', 'PROLONG', 'PROLONGED', 'STOPPED') and n.datetime_end < localtimestamp + interval '24 hours') as ending
       from nd n left join type_nd t on t.id = n.type_nd_id where n.organization_id = $1`,
    [crew.organizationId],
  );
  const people = [crew.creator, crew.preparator, crew.safer, crew.issuer, crew.approver, crew.executor, crew.owner, crew.bystander, crew.admin];
  const seen = new Set<string>();
  for (const person of people) {
    const got = await worklistData(db, person.id, crew.organizationId);
    const held = await db.query<{ name: string }>('select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = $1', [
      person.id,
    ]);
    const roles = held.rows.map((r) => r.name);
    const want = GROUPS.map((g) => {
      const listed = rows.filter((nd) => inGroup(nd, person.id, roles, g.key));
      if (g.key === WORKLIST_ENDING.key) listed.sort((a, b) => a.end.localeCompare(b.end) || a.id - b.id);
      else listed.sort((a, b) => b.id - a.id);
      if (listed.length > 0) seen.add(g.key);
      return { count: listed.length, ids: listed.slice(0, WORKLIST_ROWS_PER_GROUP).map((nd) => nd.id) };
    });
    const total = new Set(rows.filter((nd) => GROUPS.some((g) => inGroup(nd, person.id, roles, g.key))).map((nd) => nd.id)).size;
    const answer = got.groups.map((g) => ({ count: g.count, ids: g.rows.map((r) => r.id) }));
    expect({ person: person.id, total: got.total, groups: answer }).toEqual({ person: person.id, total, groups: want });
  }
  // The matrix reaches every group, and a group longer than what is shown.
  expect([...seen].sort()).toEqual(GROUPS.map((g) => g.key).sort());
  expect((await worklistData(db, crew.creator.id, crew.organizationId)).groups.some((g) => g.count > WORKLIST_ROWS_PER_GROUP)).toBe(true);
});

it("each column's partial index (migration 015) holds exactly the statuses its arm asks for", async () => {
  const { rows } = await db.query<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = 'nd' and indexname like 'nd_worklist_%'`);
  const byColumn = Object.fromEntries(
    rows.map((r) => [/\((\w+)\)/.exec(r.indexdef)![1], [...r.indexdef.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]).sort()]),
  );
  expect(byColumn).toEqual(Object.fromEntries(WORKLIST_COLUMNS.map((c) => [databaseName(c.column), [...armStatuses(c)].sort()])));
});

/** The statements worklistData sends, with their values, while the database answers them. */
async function recorded(userId: number, organizationId: number) {
  const sent: { sql: string; params: readonly unknown[] }[] = [];
  const recording: Db = {
    ...db,
    query: (sql, params = [], options) => {
      sent.push({ sql, params });
      return db.query(sql, params, options);
    },
  };
  const data = await worklistData(recording, userId, organizationId);
  return { sent, data };
}

it('asks the database once, with the user and the organization as bound values only', async () => {
  const crew = await createCrew(app, db, []);
  const mine = await insertPermit(db, crew, 'DRAFT', { start: await hoursFromNow(db, -2), end: await hoursFromNow(db, 48) });
  const { sent, data } = await recorded(crew.creator.id, crew.organizationId);
  expect(sent).toHaveLength(1);
  expect(new Set(sent[0]!.params)).toEqual(new Set([crew.creator.id, crew.organizationId]));
  // Nothing of the call is written into the text: the same text (one prepared statement) serves every user.
  expect(sent[0]!.sql).toBe((await recorded(crew.issuer.id, crew.organizationId)).sent[0]!.sql);
  expect(data.groups[WORKLIST_GROUPS.findIndex((g) => g.key === 'drafts')]!.rows.map((r) => r.id)).toEqual([mine]);
});

it('sends each row shown with its fields in the contract\'s formats, empty dates as ""', async () => {
  const crew = await createCrew(app, db, []);
  const dated = await insertPermit(
    db,
    crew,
    'DRAFT',
    { start: await hoursFromNow(db, -2), end: await hoursFromNow(db, 48) },
    { number_paper_nd: 'НД-"7"\\1' },
  );
  const empty = await insertPermit(
    db,
    crew,
    'DRAFT',
    { start: await hoursFromNow(db, 1), end: await hoursFromNow(db, 2) },
    {
      datetime_start: null,
      datetime_end: null,
      place_id: null,
    },
  );
  const { rows: want } = await db.query<Record<string, unknown>>(
    `select n.id, n.status, n.number_paper_nd as "numberPaperNd", t.type, p.place,
            coalesce(to_char(n.datetime_start, 'YYYY-MM-DD"T"HH24:MI:SS'), '') as "datetimeStart",
            coalesce(to_char(n.datetime_end, 'YYYY-MM-DD"T"HH24:MI:SS'), '') as "datetimeEnd"
       from nd n left join type_nd t on t.id = n.type_nd_id left join place_work p on p.id = n.place_id
      where n.id = any($1::int[]) order by n.id desc`,
    [[dated, empty]],
  );
  const drafts = (await worklistData(db, crew.creator.id, crew.organizationId)).groups[WORKLIST_GROUPS.findIndex((g) => g.key === 'drafts')]!;
  expect(drafts.rows).toEqual(want);
  expect(want[0]).toMatchObject({ place: null, datetimeStart: '', datetimeEnd: '' });
  expect(want[1]!.datetimeEnd).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
});

it('builds every group (count and rows shown) and the total in one pass over the candidates (docs/performance.md)', async () => {
  type Plan = { 'Node Type': string; 'CTE Name'?: string; Plans?: Plan[] };
  const { sent } = await recorded(1, 1);
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: Plan }] | string }>(`explain (format json) ${sent[0]!.sql}`, sent[0]!.params);
  const raw = rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as Plan;
  const scans = (p: Plan): number =>
    (p['Node Type'] === 'CTE Scan' && p['CTE Name'] === 'c' ? 1 : 0) + (p.Plans ?? []).reduce((n, q) => n + scans(q), 0);
  expect(scans(plan)).toBe(1);
});
