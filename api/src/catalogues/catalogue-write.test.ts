import type { FastifyInstance } from 'fastify';
import { CATALOGUE_AREA_NAMES, CATALOGUE_AREAS, catalogueEndpoints, type CatalogueArea } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import type { Db } from '../db/db';
import { createOrganization, createPermit, createUser, unique } from '../test/fixtures';
import { CATALOGUE_TABLES, deleteAs, postAs, snapshot, uploadAs } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { kysely } from '../db/kysely';
import { MOVED_IN_USE } from './organization-move';
import { filesOnDisk, testFileStore } from '../test/test-files';

let app: FastifyInstance;
let db: Db;
let adminToken: string;
let userToken: string;
/** Rows the sample bodies point at. */
const ref = { place: 0, organization: 0, factor: 0, type: 0 };
let creatorId = 0;
let orgId = 0;

/** A valid save body for each area (without id), made unique so repeated saves never collide. */
function sample(area: CatalogueArea): Record<string, unknown> {
  const u = unique('x');
  switch (area) {
    case 'typeNd':
      return { type: `Вид ${u}`, description: 'Описание', route: ['ISSUANCER', 'APPROVER'] };
    case 'contentworks':
      return { content: `Работы ${u}`, place: ref.place, description: 'Описание', typeNd: ref.type };
    case 'placesWorks':
      return { place: `Место ${u}`, description: 'Описание' };
    case 'regionWorks':
      return { region: `Зона ${u}`, place: ref.place, description: 'Описание' };
    case 'organizations':
      return { name: `Организация ${u}`, inn: String(Math.floor(1e9 + Math.random() * 8.9e9)) };
    case 'workshifts':
      return { organizationId: ref.organization, time_start: '08:00', time_end: '20:00', timeStart: [5, 0], timeEnd: [17, 0] };
    case 'sections':
      return { section: `Отдел ${u}`, organization: ref.organization, description: 'Описание' };
    case 'dangerous_factors':
      return { factor: `Фактор ${u}`, description: 'Описание' };
    case 'instruments':
      return { instrument_name: `Инструмент ${u}`, description: 'Описание' };
    case 'security_measures':
      return { measure: `Мера ${u}`, dangerousFactor: ref.factor, description: 'Описание' };
    case 'Siz':
      return { siz_name: `СИЗ ${u}`, description: 'Описание' };
    case 'events':
      return { event_name: `Мероприятие ${u}`, description: 'Описание', type_nd: ref.type, place: 5 };
  }
}

/** A field whose change an update must show. */
const TEXT_FIELD: Record<CatalogueArea, string> = {
  typeNd: 'type',
  contentworks: 'content',
  placesWorks: 'place',
  regionWorks: 'region',
  organizations: 'name',
  workshifts: 'time_end',
  sections: 'section',
  dangerous_factors: 'factor',
  instruments: 'instrument_name',
  security_measures: 'measure',
  Siz: 'siz_name',
  events: 'event_name',
};

const base = (area: CatalogueArea, action: 'save' | 'delete') => catalogueEndpoints[area][action].path.replace(/\/(save|delete\/\{id\})$/, '');

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  const org = await createOrganization(db);
  orgId = org.organizationId;
  const admin = await createUser(db, { ...org, roles: ['ADMIN'] });
  const user = await createUser(db, { ...org, roles: ['CREATOR'] });
  creatorId = user.id;
  adminToken = await login(app, admin.username, admin.password);
  userToken = await login(app, user.username, user.password);
  const save = async (area: CatalogueArea, body: Record<string, unknown>) =>
    (await postAs(app, adminToken, `${base(area, 'save')}/save`, body)).json<{ id: number }>().id;
  ref.place = await save('placesWorks', { place: 'Эстакада', description: 'Описание' });
  ref.organization = orgId;
  ref.factor = await save('dangerous_factors', { factor: 'Высота', description: 'Описание' });
  ref.type = await save('typeNd', { type: 'Огневые', description: 'Описание' });
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('catalogue writes, one mechanism for all 12 areas', () => {
  it.each(CATALOGUE_AREA_NAMES)('%s: create, read, update, delete', async (area) => {
    const ep = catalogueEndpoints[area];
    const created = await postAs(app, adminToken, ep.save.path, sample(area));
    expect(created.statusCode).toBe(200);
    const item = ep.save.response.parse(created.json()) as { id: number } & Record<string, unknown>;
    expect((await getAs(app, userToken, `/api/${area}/get/${item.id}`)).json()).toEqual(item);

    const field = TEXT_FIELD[area];
    const changed = area === 'workshifts' ? '23:30' : `Изменено ${unique('u')}`;
    const updated = await postAs(app, adminToken, ep.save.path, { ...sample(area), id: item.id, [field]: changed });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: item.id, [field]: changed });
    const all = ep.listAll.response.parse((await getAs(app, userToken, `/api/${area}/listAll`)).json()) as { id: number }[];
    expect(all.find((i) => i.id === item.id)).toMatchObject({ [field]: changed });

    const missing = await postAs(app, adminToken, ep.save.path, { ...sample(area), id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);

    const removed = await deleteAs(app, adminToken, ep.delete.path.replace('{id}', String(item.id)));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await getAs(app, userToken, `/api/${area}/get/${item.id}`)).statusCode).toBe(404);
    expect((await deleteAs(app, adminToken, ep.delete.path.replace('{id}', String(item.id)))).statusCode).toBe(404);
  });

  it.each(CATALOGUE_AREA_NAMES)('%s: bad input is a 400 with a message and changes nothing', async (area) => {
    const ep = catalogueEndpoints[area];
    const before = await snapshot(db, CATALOGUE_TABLES);
    for (const body of [{}, { ...sample(area), id: -1 }, { ...sample(area), [TEXT_FIELD[area]]: '' }, [1, 2], { ...sample(area), id: 'abc' }]) {
      const res = await postAs(app, adminToken, ep.save.path, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it.each(CATALOGUE_AREA_NAMES)('%s: writes are ADMIN only (403 before the body is read)', async (area) => {
    const ep = catalogueEndpoints[area];
    const before = await snapshot(db, CATALOGUE_TABLES);
    const save = await postAs(app, userToken, ep.save.path, sample(area));
    expect(save.statusCode).toBe(403);
    expect(save.json()).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.adminOnly });
    expect((await postAs(app, userToken, ep.save.path, {})).statusCode).toBe(403);
    expect((await deleteAs(app, userToken, ep.delete.path.replace('{id}', '1'))).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: ep.save.path, payload: sample(area) })).statusCode).toBe(401);
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it('refuses a reference to a missing row with a clear 400, and changes nothing', async () => {
    const before = await snapshot(db, CATALOGUE_TABLES);
    const cases: [CatalogueArea, Record<string, unknown>, string][] = [
      ['regionWorks', { ...sample('regionWorks'), place: 2_000_000_000 }, 'Место проведения работ'],
      ['contentworks', { ...sample('contentworks'), typeNd: 2_000_000_000 }, 'Вид наряд-допуска'],
      ['workshifts', { ...sample('workshifts'), organizationId: 2_000_000_000 }, 'Организация'],
      ['sections', { ...sample('sections'), organization: 2_000_000_000 }, 'Организация'],
      ['security_measures', { ...sample('security_measures'), dangerousFactor: 2_000_000_000 }, 'Опасный фактор'],
      ['events', { ...sample('events'), type_nd: 2_000_000_000 }, 'Вид наряда-допуска'],
    ];
    for (const [area, body, label] of cases) {
      const res = await postAs(app, adminToken, catalogueEndpoints[area].save.path, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `Поле «${label}»: запись с id 2000000000 не найдена (${CATALOGUE_AREAS[(CATALOGUE_AREAS[area].refs as Record<string, { area: CatalogueArea }>)[Object.keys(CATALOGUE_AREAS[area].refs).find((k) => body[k] === 2_000_000_000)!]!.area].title})`,
      );
    }
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it('zone: id 0 creates, the place comes from its id with the place detail', async () => {
    const res = await postAs(app, adminToken, '/api/regionWorks/save', { ...sample('regionWorks'), id: 0 });
    expect(res.statusCode).toBe(200);
    const zone = catalogueEndpoints.regionWorks.save.response.parse(res.json());
    expect(zone.id).toBeGreaterThan(0);
    expect(zone.place_detail).toEqual({ id: ref.place, place: 'Эстакада' });
    const byPlace = await getAs(app, userToken, `/api/regionWorks/getByPlace/${ref.place}`);
    expect(byPlace.json().map((z: { id: number }) => z.id)).toContain(zone.id);
    expect((await getAs(app, userToken, '/api/regionWorks/getByPlace/2000000000')).json()).toEqual([]);
  });

  it('work shift: stores the HH:mm times, accepts and derives the [hour, minute] pairs; organization lists its shifts', async () => {
    const res = await postAs(app, adminToken, '/api/workshifts/save', { ...sample('workshifts'), time_start: '07:30', time_end: '19:45' });
    const shift = catalogueEndpoints.workshifts.save.response.parse(res.json());
    expect(shift).toMatchObject({ time_start: '07:30', time_end: '19:45', timeStart: [7, 30], timeEnd: [19, 45], organizationId: ref.organization });
    expect(shift.organization_detail.id).toBe(ref.organization);
    const byOrg = catalogueEndpoints.workshifts.listAll.response.parse(
      (await getAs(app, userToken, `/api/workshifts/getByOrganization/${ref.organization}`)).json(),
    );
    expect(byOrg.map((s) => s.id)).toContain(shift.id);
    const org = catalogueEndpoints.organizations.get.response.parse(
      (await getAs(app, userToken, `/api/organizations/get/${ref.organization}`)).json(),
    );
    expect(org.workShifts.map((s) => s.id)).toContain(shift.id);
    const noPairs = await postAs(app, adminToken, '/api/workshifts/save', {
      organizationId: ref.organization,
      time_start: '09:00',
      time_end: '18:00',
    });
    expect(noPairs.json()).toMatchObject({ timeStart: [9, 0], timeEnd: [18, 0] });
    const bad = await postAs(app, adminToken, '/api/workshifts/save', { ...sample('workshifts'), time_start: '25:00' });
    expect(bad.statusCode).toBe(400);
  });

  it('event: type_nd gives type_detail and a `place` field is ignored; security measure and section carry their details', async () => {
    const event = (await postAs(app, adminToken, '/api/events/save', sample('events'))).json();
    expect(event.type_detail).toEqual({ id: ref.type, type: 'Огневые' });
    expect(event).not.toHaveProperty('place');
    const measure = (await postAs(app, adminToken, '/api/security_measures/save', sample('security_measures'))).json();
    expect(measure.dangerousFactorDetail).toEqual({ id: ref.factor, factor: 'Высота' });
    const section = (await postAs(app, adminToken, '/api/sections/save', sample('sections'))).json();
    expect(section.organizationDetail).toEqual({ id: ref.organization, name: expect.any(String) });
    const bySection = await getAs(app, userToken, `/api/sections/getSectionsByOrganization/${ref.organization}`);
    expect(bySection.json().map((s: { id: number }) => s.id)).toContain(section.id);
  });

  it('permit type: route is a list of role names; unknown or duplicate roles are refused', async () => {
    const ok = await postAs(app, adminToken, '/api/typeNd/save', { ...sample('typeNd'), route: ['PREPARATOR', 'ISSUANCER', 'APPROVER'] });
    expect(ok.json().route).toEqual(['PREPARATOR', 'ISSUANCER', 'APPROVER']);
    for (const route of [['BOSS'], ['ADMIN']]) {
      expect((await postAs(app, adminToken, '/api/typeNd/save', { ...sample('typeNd'), route })).statusCode).toBe(400);
    }
    // Both signatures are there (route-signatures.test.ts): only the repeat refuses it.
    const repeated = await postAs(app, adminToken, '/api/typeNd/save', { ...sample('typeNd'), route: ['ISSUANCER', 'APPROVER', 'APPROVER'] });
    expect([repeated.statusCode, repeated.json().message]).toEqual([400, 'Поле «route»: Роль в маршруте повторяется']);
    const none = await postAs(app, adminToken, '/api/typeNd/save', { type: 'Без маршрута', description: 'Описание' });
    expect(none.json()).toMatchObject({ route: [], printform: null });
  });

  it('organization: a duplicate INN is a 409', async () => {
    const body = sample('organizations');
    expect((await postAs(app, adminToken, '/api/organizations/save', body)).statusCode).toBe(200);
    const dup = await postAs(app, adminToken, '/api/organizations/save', { ...body, name: 'Другая' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.duplicate });
  });

  it('deleting a row that permits or other rows use is a 409 «in use», never a database error', async () => {
    const place = (await postAs(app, adminToken, '/api/placesWorks/save', sample('placesWorks'))).json().id;
    await postAs(app, adminToken, '/api/regionWorks/save', { ...sample('regionWorks'), place });
    const type = (await postAs(app, adminToken, '/api/typeNd/save', sample('typeNd'))).json().id;
    await createPermit(db, { organizationId: orgId, creatorId, typeId: type });
    const before = await snapshot(db, CATALOGUE_TABLES);
    for (const url of [`/api/placesWorks/delete/${place}`, `/api/typeNd/delete/${type}`, `/api/organizations/delete/${orgId}`]) {
      const res = await deleteAs(app, adminToken, url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: API_MESSAGES.inUse });
    }
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it('moving a section or a work shift that permits or users use to another organization is a 409, changing nothing', async () => {
    const other = (await createOrganization(db)).organizationId;
    const save = (area: 'sections' | 'workshifts', body: Record<string, unknown>) => postAs(app, adminToken, `/api/${area}/save`, body);
    const section = { ...sample('sections'), organization: orgId };
    const byPermit = (await save('sections', section)).json().id;
    await createPermit(db, { organizationId: orgId, creatorId, sectionId: byPermit });
    const byUser = (await save('sections', { ...sample('sections'), organization: orgId })).json().id;
    await createUser(db, { organizationId: orgId, sectionId: byUser });
    const shift = { ...sample('workshifts'), organizationId: orgId };
    const shiftId = (await save('workshifts', shift)).json().id;
    const permit = await createPermit(db, { organizationId: orgId, creatorId });
    await kysely(db).updateTable('nd').set({ workshiftId: shiftId }).where('id', '=', permit).execute();

    const audited = async () => (await kysely(db).selectFrom('auditLog').select('id').execute()).length;
    const before = await snapshot(db, CATALOGUE_TABLES);
    const entries = await audited();
    for (const [area, body] of [
      ['sections', { ...section, id: byPermit, organization: other }],
      ['sections', { ...sample('sections'), id: byUser, organization: other }],
      ['workshifts', { ...shift, id: shiftId, organizationId: other }],
    ] as const) {
      const res = await save(area, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: MOVED_IN_USE });
    }
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
    expect(await audited()).toBe(entries);

    // Renamed in its own organization it saves; a section nobody uses moves.
    expect((await save('sections', { ...section, id: byPermit, section: unique('Отдел') })).statusCode).toBe(200);
    const unused = (await save('sections', { ...sample('sections'), organization: orgId })).json().id;
    const moved = await save('sections', { ...sample('sections'), id: unused, organization: other });
    expect([moved.statusCode, moved.json().organization]).toEqual([200, other]);
  });

  it('SIZ writes live under /api/admin/siz only', async () => {
    expect((await postAs(app, adminToken, '/api/Siz/save', sample('Siz'))).statusCode).toBe(404);
    const created = await postAs(app, adminToken, '/api/admin/siz/save', sample('Siz'));
    expect(created.statusCode).toBe(200);
    expect((await deleteAs(app, adminToken, `/api/Siz/delete/${created.json().id}`)).statusCode).toBe(404);
    expect((await deleteAs(app, adminToken, `/api/admin/siz/delete/${created.json().id}`)).statusCode).toBe(200);
  });

  it('deletes answer 400 for a malformed id, changing nothing', async () => {
    const before = await snapshot(db, CATALOGUE_TABLES);
    for (const area of CATALOGUE_AREA_NAMES) {
      for (const id of ['abc', '0', '-1']) {
        const res = await deleteAs(app, adminToken, catalogueEndpoints[area].delete.path.replace('{id}', id));
        expect({ area, id, status: res.statusCode }).toEqual({ area, id, status: 400 });
      }
    }
    expect((await deleteAs(app, adminToken, '/api/admin/user/delete/abc')).statusCode).toBe(400);
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it('lookups answer 400 for a malformed id', async () => {
    for (const url of ['/api/regionWorks/getByPlace/abc', '/api/sections/getSectionsByOrganization/0', '/api/workshifts/getByOrganization/-1']) {
      expect((await getAs(app, userToken, url)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/typeNd/uploadPrintForm', () => {
  const file = {
    name: 'file',
    filename: 'form.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    value: Buffer.from('PK\u0003\u0004 print form'),
  };

  it('stores the print form of a permit type (ADMIN, multipart)', async () => {
    const res = await uploadAs(app, adminToken, `/api/typeNd/uploadPrintForm?typeNdID=${ref.type}&name=${encodeURIComponent('Бланк огневых.docx')}`, [
      file,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ref.type, printform: 'Бланк огневых.docx' });
    // The body is in the file store, streamed there; the row keeps only its key.
    const { rows } = await db.query<{ key: string; content: unknown }>(
      'select printform_key as key, printform_content as content from type_nd where id = $1',
      [ref.type],
    );
    expect(rows[0]?.content).toBeNull();
    const { stream, size } = await testFileStore().open(rows[0]!.key);
    expect(size).toBe(file.value.length);
    expect(Buffer.concat(await stream.toArray())).toEqual(file.value);
    expect(filesOnDisk()).toEqual([`${rows[0]!.key.slice(0, 2)}/${rows[0]!.key}`]);
  });

  it('a new form replaces the old one on disk too; a refused upload leaves no file behind', async () => {
    const type = await db.query<{ id: number }>(`insert into type_nd (type) values ($1) returning id`, [unique('Тип')]);
    const url = (id: number) => `/api/typeNd/uploadPrintForm?typeNdID=${id}&name=form.docx`;
    const keyOf = async () =>
      (await db.query<{ key: string }>('select printform_key as key from type_nd where id = $1', [type.rows[0]!.id])).rows[0]!.key;
    expect((await uploadAs(app, adminToken, url(type.rows[0]!.id), [file])).statusCode).toBe(200);
    const first = await keyOf();
    const before = filesOnDisk();
    expect(before.some((f) => f.endsWith(first))).toBe(true);
    expect((await uploadAs(app, adminToken, url(type.rows[0]!.id), [{ ...file, value: Buffer.from('второй бланк') }])).statusCode).toBe(200);
    const second = await keyOf();
    expect(second).not.toBe(first);
    expect(filesOnDisk()).toEqual([...before.filter((f) => !f.endsWith(first)), `${second.slice(0, 2)}/${second}`].sort());
    // A missing type: the body was streamed to a temp file first, and is gone with the refusal.
    const stored = filesOnDisk();
    expect((await uploadAs(app, adminToken, url(2_000_000_000), [file])).statusCode).toBe(404);
    expect(filesOnDisk()).toEqual(stored);
    // Deleting the type removes its form's body.
    expect((await deleteAs(app, adminToken, `/api/typeNd/delete/${type.rows[0]!.id}`)).statusCode).toBe(200);
    expect(filesOnDisk()).toEqual(stored.filter((f) => !f.endsWith(second)));
  });

  it('refuses a non-admin (403), a missing type (404), no file or a non-multipart body (400/415)', async () => {
    const url = `/api/typeNd/uploadPrintForm?typeNdID=${ref.type}&name=x.docx`;
    expect((await uploadAs(app, userToken, url, [file])).statusCode).toBe(403);
    expect((await uploadAs(app, adminToken, `/api/typeNd/uploadPrintForm?typeNdID=2000000000&name=x.docx`, [file])).statusCode).toBe(404);
    expect((await uploadAs(app, adminToken, url, [{ name: 'other', value: 'text' }])).statusCode).toBe(400);
    expect((await postAs(app, adminToken, url, { file: 'x' })).statusCode).toBe(415);
    expect((await uploadAs(app, adminToken, `/api/typeNd/uploadPrintForm?typeNdID=${ref.type}`, [file])).statusCode).toBe(400);
  });
});
