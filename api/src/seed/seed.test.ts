import type { FastifyInstance } from 'fastify';
import { ACTIVE_WORK_STATUSES, ND_STATUSES, endpoints, roleByName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { findNdAccess } from '../nd/nd-detail-repository';
import { rolesOfUsers } from '../nd/nd-save-repository';
import { windowTooLong } from '../nd/permit-window';
import { namingOf } from '../nd/route-steps';
import { dutyViolations, namedPeople } from '../nd/separation-of-duties';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { DEMO_LOGINS, DEMO_PASSWORD, formatDemoLogins } from './demo-logins';
import { PEOPLE } from './people-data';
import { seedDemoData } from './seed';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDb();
  expect(await seedDemoData(db)).toBe(true);
  app = await testApp(db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('demo seed', () => {
  it('runs once: a database with users is left alone', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from nd');
    expect(await seedDemoData(db)).toBe(false);
    const after = await db.query<{ n: number }>('select count(*)::int as n from nd');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('has at least two permits in every status in the first organization, and some in the second', async () => {
    const { rows } = await db.query<{ org: number; status: string; n: number }>(
      `select o.id as org, nd.status, count(*)::int as n from nd join organization o on o.id = nd.organization_id
        group by o.id, nd.status`,
    );
    const orgIds = [...new Set(rows.map((r) => r.org))].sort((a, b) => a - b);
    expect(orgIds).toHaveLength(2);
    const count = (org: number | undefined, status: string) => rows.find((r) => r.org === org && r.status === status)?.n ?? 0;
    expect(ND_STATUSES.filter((status) => count(orgIds[0], status) < 2)).toEqual([]);
    expect(rows.filter((r) => r.org === orgIds[1]).reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(3);
  });

  it('lets every demo login in with the demo password, with its role and organization', async () => {
    const { rows: orgs } = await db.query<{ id: number }>('select id from organization order by id');
    for (const demo of DEMO_LOGINS) {
      const res = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { username: demo.username, password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(200);
      const body = endpoints.users.login.response.parse(res.json());
      expect(`${body.family} ${body.name} ${body.surname}`).toBe(demo.fullName);
      const user = endpoints.users.getUserById.response.parse((await getAs(app, body.token, `/api/users/getUserById/${body.user_id}`)).json());
      expect(user.roles).toContainEqual({ id: roleByName(demo.role).id, name: demo.role });
      expect(user.organization?.id).toBe(orgs[demo.organization - 1]?.id);
    }
  });

  it('keeps DEMO_LOGINS and the seeded people in step, and prints them as a table', () => {
    const people = Object.values(PEOPLE);
    for (const demo of DEMO_LOGINS) {
      const person = people.find((p) => p.email === demo.username);
      expect(person && `${person.family} ${person.name} ${person.surname}`).toBe(demo.fullName);
      expect(person?.roles).toContain(demo.role);
    }
    const table = formatDemoLogins();
    for (const demo of DEMO_LOGINS) expect(table).toContain(demo.username);
    expect(table).toContain(DEMO_PASSWORD);
  });

  it('stores no password in clear', async () => {
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from app_user');
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('gives each submitted permit a history that chains from DRAFT to its current status', async () => {
    const { rows } = await db.query<{ id: number; status: string; moves: { from: string | null; to: string }[] }>(
      `select nd.id, nd.status,
              coalesce((select json_agg(json_build_object('from', h.status_from, 'to', h.status_to) order by h.date, h.id)
                          from route_history h where h.nd_id = nd.id), '[]'::json) as moves
         from nd`,
    );
    for (const permit of rows) {
      if (permit.status === 'DRAFT') {
        expect(permit.moves).toEqual([]);
        continue;
      }
      expect(permit.moves[0]?.from).toBe('DRAFT');
      for (let i = 1; i < permit.moves.length; i++) expect(permit.moves[i]?.from).toBe(permit.moves[i - 1]?.to);
      expect({ id: permit.id, last: permit.moves[permit.moves.length - 1]?.to }).toEqual({ id: permit.id, last: permit.status });
    }
  });

  it('never has two works going on at once in one zone (the conflict rule)', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from nd a join nd b on a.region_id = b.region_id and a.id < b.id
        where a.status = any($1::text[]) and b.status = any($1::text[])
          and a.datetime_start < b.datetime_end and b.datetime_start < a.datetime_end`,
      [ACTIVE_WORK_STATUSES],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('obeys separation of duties and the permit window in every permit (docs/domain/separation-of-duties.md)', async () => {
    const { rows } = await db.query<{ id: number }>('select id from nd order by id');
    expect(rows.length).toBeGreaterThan(20);
    for (const { id } of rows) {
      const nd = (await findNdAccess(db, id))!;
      const naming = namingOf(nd);
      expect({ id, problems: dutyViolations(naming, nd.route, await rolesOfUsers(db, namedPeople(naming))) }).toEqual({ id, problems: [] });
      if (nd.datetimeStart && nd.datetimeEnd)
        expect({ id, tooLong: windowTooLong(nd.datetimeStart, nd.datetimeEnd, 15) }).toEqual({ id, tooLong: false });
    }
  });

  it('shows creator@demo.ru a full status board, unread notifications, and no foreign permits', async () => {
    const token = await login(app, 'creator@demo.ru', DEMO_PASSWORD);
    for (const status of ND_STATUSES) {
      const count = (await getAs(app, token, `/api/nd_processing/countByStatus/${status}`)).json<number>();
      expect(count).toBeGreaterThanOrEqual(2);
    }
    const notifications = endpoints.notifications.list.response.parse((await getAs(app, token, '/api/notifications/list/0/1000000')).json());
    expect(notifications.length).toBeGreaterThanOrEqual(3);
    expect(notifications.some((n) => !n.readed)).toBe(true);
    expect(notifications.some((n) => n.readed)).toBe(true);

    const mine = endpoints.nd.search.response.parse((await getAs(app, token, '/api/nd_processing/ndSearch/0/10000000')).json());
    const theirs = endpoints.nd.search.response.parse(
      (await getAs(app, await login(app, 'creator2@demo.ru', DEMO_PASSWORD), '/api/nd_processing/ndSearch/0/10000000')).json(),
    );
    expect(mine.count).toBeGreaterThanOrEqual(24);
    expect(theirs.count).toBeGreaterThanOrEqual(3);
    const mineIds = new Set(mine.data.map((r) => r.id));
    expect(theirs.data.some((r) => mineIds.has(r.id))).toBe(false);
  });
});
