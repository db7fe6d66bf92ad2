import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATALOGUE_AREAS, CATALOGUE_AREA_NAMES, catalogueEndpoints, type CatalogueArea } from '@permit/shared-contracts';
import { DEMO_PASSWORD } from '../seed/demo-logins';
import { seedDemoData } from '../seed/seed';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;

/** The area's own item type (the endpoint table's list responses are typed as the union of all areas). */
const listOf = <A extends CatalogueArea>(area: A) => z.array(CATALOGUE_AREAS[area].item as (typeof CATALOGUE_AREAS)[A]['item']);
let token: string;

beforeAll(async () => {
  const db = await testDb();
  await seedDemoData(db);
  app = await testApp(db);
  token = await login(app, 'executor@demo.ru', DEMO_PASSWORD);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('catalogue reads, one mechanism for all 12 areas', () => {
  it.each(CATALOGUE_AREA_NAMES)('%s: listAll, list pages and get match the contract', async (area) => {
    const ep = catalogueEndpoints[area];
    const all = await getAs(app, token, `/api/${area}/listAll`);
    expect(all.statusCode).toBe(200);
    const items = ep.listAll.response.parse(all.json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => a - b));

    const page = ep.list.response.parse((await getAs(app, token, `/api/${area}/list/0/2`)).json());
    expect(page).toEqual(items.slice(0, 2));
    const everything = ep.list.response.parse((await getAs(app, token, `/api/${area}/list/0/10000000`)).json());
    expect(everything).toHaveLength(items.length);

    const first = items[0];
    const one = await getAs(app, token, `/api/${area}/get/${first?.id}`);
    expect(one.statusCode).toBe(200);
    expect(ep.get.response.parse(one.json())).toEqual(first);
    expect((await getAs(app, token, `/api/${area}/get/2000000000`)).statusCode).toBe(404);
  });

  it('embeds references as detail objects named by the contract', async () => {
    const regions = listOf('regionWorks').parse((await getAs(app, token, '/api/regionWorks/listAll')).json());
    expect(regions[0]?.place_detail).toEqual({ id: regions[0]?.place, place: expect.any(String) });
    const measures = listOf('security_measures').parse((await getAs(app, token, '/api/security_measures/listAll')).json());
    expect(measures[0]?.dangerousFactorDetail.id).toBe(measures[0]?.dangerousFactor);
    const events = listOf('events').parse((await getAs(app, token, '/api/events/listAll')).json());
    expect(events[0]?.type_detail).toEqual({ id: events[0]?.type_nd, type: expect.stringContaining('Наряд-допуск') });
    const contents = listOf('contentworks').parse((await getAs(app, token, '/api/contentworks/listAll')).json());
    expect(contents.some((c) => c.typeNd === null && c.typeNd_detail === null)).toBe(true);
  });

  it('gives work shifts as HH:mm and [hour, minute], and organizations with their shifts', async () => {
    const shifts = listOf('workshifts').parse((await getAs(app, token, '/api/workshifts/listAll')).json());
    expect(shifts[0]).toMatchObject({ time_start: '08:00', time_end: '20:00', timeStart: [8, 0], timeEnd: [20, 0] });
    expect(shifts[0]?.organization_detail.id).toBe(shifts[0]?.organizationId);
    const orgs = listOf('organizations').parse((await getAs(app, token, '/api/organizations/listAll')).json());
    expect(orgs.map((o) => o.workShifts.length)).toEqual([2, 1]);
    expect(orgs[0]?.workShifts[1]).toEqual({
      id: shifts[1]?.id,
      organizationId: orgs[0]?.id,
      time_start: '20:00',
      time_end: '08:00',
      timeStart: [20, 0],
      timeEnd: [8, 0],
    });
  });

  it('gives permit types their route', async () => {
    const types = listOf('typeNd').parse((await getAs(app, token, '/api/typeNd/listAll')).json());
    expect(types[0]?.route).toEqual(['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER']);
    expect(types.some((t) => t.route.length === 0)).toBe(true);
  });

  it('needs a token', async () => {
    expect((await app.inject({ url: '/api/typeNd/listAll' })).statusCode).toBe(401);
  });
});
