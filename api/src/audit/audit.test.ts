import type { FastifyInstance } from 'fastify';
import { auditPageSchema, ndSchema, type AuditEntry, type AuditPage } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import type { Db } from '../db/db';
import { createCrew, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { createOrganization, createPermit, createUser, unique } from '../test/fixtures';
import { deleteAs, postAs, uploadAs } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { createAuditLog, type AuditLog } from './audit-log';

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let window: { start: string; end: string };

async function audit(token: string, query = '', page = 0, size = 50): Promise<AuditPage> {
  const res = await getAs(app, token, `/api/admin/audit/${page}/${size}${query ? `?${query}` : ''}`);
  expect(res.statusCode).toBe(200);
  return auditPageSchema.parse(res.json());
}
const entriesOf = async (entityType: string, entityId: number) =>
  (await audit(crew.admin.token, `entityType=${entityType}&entityId=${entityId}`)).data;
const countRows = async () => (await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;

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

describe('audit trail of catalogue changes', () => {
  it('records create, update (old and new values) and delete, with who and when', async () => {
    const created = await postAs(app, crew.admin.token, '/api/instruments/save', { instrument_name: 'Лом', description: 'Стальной' });
    const id = created.json<{ id: number }>().id;
    await postAs(app, crew.admin.token, '/api/instruments/save', { id, instrument_name: 'Лом', description: 'Титановый' });
    expect((await deleteAs(app, crew.admin.token, `/api/instruments/delete/${id}`)).statusCode).toBe(200);

    const entries = await entriesOf('instruments', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [removed, updated, made] = entries as [AuditEntry, AuditEntry, AuditEntry];
    expect(made).toMatchObject({ userId: crew.admin.id, userName: 'Тестов Тест Тестович', organizationId: null });
    expect(made.changes).toEqual({ instrument_name: 'Лом', description: 'Стальной' });
    expect(updated.changes).toEqual({ description: ['Стальной', 'Титановый'] });
    expect(removed.changes).toMatchObject({ description: 'Титановый' });
    expect(made.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('scopes organization-bound rows: a section is its organization’s, shared catalogues everyone’s', async () => {
    const res = await postAs(app, crew.admin.token, '/api/sections/save', {
      section: unique('Отдел'),
      description: 'Новый',
      organization: crew.organizationId,
    });
    const sectionId = res.json<{ id: number }>().id;
    const place = (await postAs(app, crew.admin.token, '/api/placesWorks/save', { place: unique('Место'), description: 'д' })).json<{ id: number }>()
      .id;
    expect((await entriesOf('sections', sectionId))[0]).toMatchObject({ action: 'create', organizationId: crew.organizationId });

    const otherOrg = await createOrganization(db);
    const otherAdmin = await createUser(db, { ...otherOrg, roles: ['ADMIN'] });
    const token = await login(app, otherAdmin.username, otherAdmin.password);
    expect((await audit(token, `entityType=sections&entityId=${sectionId}`)).data).toEqual([]);
    expect((await audit(token, `entityType=placesWorks&entityId=${place}`)).data).toHaveLength(1);
  });

  it('leaves no entry for a refused change (row in use, unknown reference, missing row)', async () => {
    const before = await countRows();
    expect((await deleteAs(app, crew.admin.token, `/api/placesWorks/delete/${crew.placeId}`)).statusCode).toBe(409);
    expect((await postAs(app, crew.admin.token, '/api/regionWorks/save', { region: 'З', description: 'д', place: 2_000_000_000 })).statusCode).toBe(
      400,
    );
    expect(
      (await postAs(app, crew.admin.token, '/api/instruments/save', { id: 2_000_000_000, instrument_name: 'Х', description: 'д' })).statusCode,
    ).toBe(404);
    expect(await countRows()).toBe(before);
  });
});

describe('audit trail of user changes by an administrator', () => {
  it('records create, update, role change, password set and delete, never the password', async () => {
    const email = `${unique('anna')}@demo.ru`;
    const body = {
      create: true,
      family: 'Петрова',
      name: 'Анна',
      surname: '',
      email,
      phone: '+7 912 345-67-89',
      organization: crew.organizationId,
      section: crew.sectionId,
      profession: 'Инженер',
      qualification: 'III группа',
      roles: ['CREATOR'],
    };
    const created = await postAs(app, crew.admin.token, '/api/admin/user/register', body);
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const secret = 'Новый-пароль-123';
    await postAs(app, crew.admin.token, '/api/admin/user/register', {
      ...body,
      create: false,
      id,
      phone: '+7 900 000-00-01',
      roles: ['CREATOR', 'EXECUTOR'],
      password: secret,
    });
    expect((await deleteAs(app, crew.admin.token, `/api/admin/user/delete/${id}`)).statusCode).toBe(200);

    const entries = await entriesOf('user', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'password', 'roles', 'update', 'create']);
    expect(entries.every((e) => e.userId === crew.admin.id && e.organizationId === crew.organizationId)).toBe(true);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e.changes]));
    expect(byAction.create).toMatchObject({ email, roles: ['CREATOR'] });
    expect(byAction.update).toEqual({ phone: ['+7 912 345-67-89', '+7 900 000-00-01'] });
    expect(byAction.roles).toEqual({ roles: [['CREATOR'], ['CREATOR', 'EXECUTOR']] });
    const { rows } = await db.query<{ text: string }>('select changes::text as text from audit_log where entity_type = $1 and entity_id = $2', [
      'user',
      id,
    ]);
    for (const { text } of rows) expect(text).not.toMatch(/Новый-пароль|scrypt|password_hash/);
  });

  it('leaves no entry when the change is refused or rolled back', async () => {
    const busy = await createUser(db, { organizationId: crew.organizationId, sectionId: crew.sectionId });
    await createPermit(db, { organizationId: crew.organizationId, creatorId: busy.id });
    const before = await countRows();
    expect((await deleteAs(app, crew.admin.token, `/api/admin/user/delete/${busy.id}`)).statusCode).toBe(409);
    expect(await countRows()).toBe(before);
  });

  it('writes the entry in the change’s transaction: a failure after the entry undoes both', async () => {
    const real = createAuditLog(db);
    const failing: AuditLog = {
      list: real.list,
      async record(tx, entry) {
        await real.record(tx, entry);
        throw new Error('сбой после записи в журнал');
      },
    };
    const broken = await testApp(db, { auditLog: failing });
    try {
      const before = await countRows();
      const name = unique('СИЗ');
      const res = await postAs(broken, crew.admin.token, '/api/admin/siz/save', { siz_name: name, description: 'д' });
      expect(res.statusCode).toBe(500);
      expect(await countRows()).toBe(before);
      expect((await db.query('select 1 from siz where siz_name = $1', [name])).rows).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('the size of an entry', () => {
  it('keeps a change of many texts in three-byte characters: whole when it fits the table’s byte limit, as field names when not', async () => {
    const log = createAuditLog(db);
    const texts = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`text${i}`, ['—'.repeat(200), '№'.repeat(200)]]));
    const entry = { actorId: crew.admin.id, organizationId: null, action: 'update', entityType: 'nd', entityId: 1 } as const;
    const stored = async () =>
      (await db.query<{ changes: unknown }>('select changes from audit_log where entity_type = $1 order by id desc limit 1', ['nd'])).rows[0]
        ?.changes;
    // Eight such fields were refused by the database before (the save rolled back): their JSON is under 4000 characters.
    await log.record(db, { ...entry, changes: texts(8) });
    expect(await stored()).toEqual({ fields: Object.keys(texts(8)) });
    await log.record(db, { ...entry, changes: texts(3) });
    expect(await stored()).toEqual(texts(3));
  });
});

describe('audit trail of permits', () => {
  it('records create, save, submission, every processing move and file changes', async () => {
    const draft = await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { ...fullPermit(crew, window), draft: true });
    const nd = ndSchema.parse(draft.json());
    await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', {
      ...fullPermit(crew, window),
      id: nd.id,
      version: nd.version,
      numberPaperNd: 'Н-1',
    });
    await postAs(app, crew.preparator.token, '/api/nd_processing/processingND', { ndId: nd.id, status: 'READY_TO_WORK' });
    const file = [{ name: 'file', value: Buffer.from('данные'), filename: 'akt.txt', contentType: 'text/plain' }];
    await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=false&name=akt.txt`, file);
    await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=true&name=akt.txt`, []);

    const entries = await entriesOf('nd', nd.id);
    expect(entries.map((e) => e.action)).toEqual(['file_delete', 'file_upload', 'move', 'move', 'update', 'create']);
    const [fileDelete, fileUpload, approval, submit, update] = entries as AuditEntry[];
    expect(approval).toMatchObject({ userId: crew.preparator.id, changes: { from: 'ON_ACCEPTANCE', to: 'ON_ACCEPTANCE', step: 'PREPARATOR' } });
    expect(submit).toMatchObject({ userId: crew.creator.id, changes: { from: 'DRAFT', to: 'ON_ACCEPTANCE' } });
    expect(update!.changes).toMatchObject({ numberPaperNd: [expect.any(String), 'Н-1'] });
    expect(fileUpload!.changes).toMatchObject({ file: 'akt.txt', size: 12 });
    expect(fileDelete!.changes).toEqual({ files: [expect.stringContaining('akt.txt')] });
    expect(entries.every((e) => e.organizationId === crew.organizationId)).toBe(true);
  });

  it('leaves no entry for a refused move or a stale save', async () => {
    const nd = ndSchema.parse((await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { draft: true })).json());
    const before = await countRows();
    expect((await postAs(app, crew.executor.token, '/api/nd_processing/processingND', { ndId: nd.id, status: 'ARCHIVE' })).statusCode).toBe(409);
    expect(
      (await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { draft: true, id: nd.id, version: nd.version + 5 })).statusCode,
    ).toBe(409);
    expect(await countRows()).toBe(before);
  });
});

describe('GET /api/admin/audit/{page}/{size}', () => {
  it('is for administrators only: 403 for others, 401 without a token', async () => {
    const res = await getAs(app, crew.creator.token, '/api/admin/audit/0/20');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.adminOnly });
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit/0/20' })).statusCode).toBe(401);
  });

  it('pages newest first with the total, and filters by user, action and date', async () => {
    const all = await audit(crew.admin.token, '', 0, 3);
    expect(all.data).toHaveLength(3);
    expect(all.count).toBeGreaterThan(3);
    const ids = all.data.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const next = await audit(crew.admin.token, '', 1, 3);
    expect(next.data[0]!.id).toBeLessThan(ids[2]!);

    const byPreparator = await audit(crew.admin.token, `userId=${crew.preparator.id}&action=move`);
    expect(byPreparator.data.length).toBeGreaterThan(0);
    expect(byPreparator.data.every((e) => e.userId === crew.preparator.id && e.action === 'move')).toBe(true);

    const today = all.data[0]!.at.slice(0, 10);
    expect((await audit(crew.admin.token, `dateFrom=${today}&dateTo=${today}`)).count).toBe(all.count);
    expect((await audit(crew.admin.token, 'dateTo=2000-01-01')).count).toBe(0);
    expect((await getAs(app, crew.admin.token, '/api/admin/audit/0/20?entityType=password')).statusCode).toBe(400);
  });
});
