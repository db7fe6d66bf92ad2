import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { moveLegacyFiles } from '../files/legacy-files';
import { createOrganization, createUser, unique } from '../test/fixtures';
import { postAs, uploadAs } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { testFileStore } from '../test/test-files';

/**
 * GET /api/typeNd/printForm/{id}: the type's uploaded print form comes back byte for byte, as an
 * attachment under its Cyrillic name (RFC 5987), to any signed-in user of any organization — the
 * types are a global catalogue — and a type without a form is a plain 404.
 */
let app: FastifyInstance;
let db: Db;
let adminToken: string;
let userToken: string;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const formUrl = (id: number) => endpoints.lookups.printForm.path.replace('{id}', String(id));
const newType = async () => (await db.query<{ id: number }>('insert into type_nd (type) values ($1) returning id', [unique('Вид')])).rows[0]!.id;
const upload = (typeId: number, name: string, value: Buffer, contentType = DOCX) =>
  uploadAs(app, adminToken, `/api/typeNd/uploadPrintForm?typeNdID=${typeId}&name=${encodeURIComponent(name)}`, [
    { name: 'file', filename: 'form.bin', contentType, value },
  ]);

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  const admin = await createUser(db, { organizationId: null, roles: ['ADMIN'] });
  adminToken = await login(app, admin.username, admin.password);
  // An executor of some contractor: not an admin, and of no organization the type belongs to (types have none).
  const contractor = await createOrganization(db);
  const user = await createUser(db, { ...contractor, roles: ['EXECUTOR'] });
  userToken = await login(app, user.username, user.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('GET /api/typeNd/printForm/{id}', () => {
  it('gives any signed-in user the uploaded form, byte for byte, as an attachment under its Cyrillic name', async () => {
    const typeId = await newType();
    const body = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from([0, 255, 10, 13, 128]), Buffer.from('бланк')]);
    expect((await upload(typeId, 'Бланк огневых работ.docx', body)).statusCode).toBe(200);

    for (const token of [userToken, adminToken]) {
      const res = await getAs(app, token, formUrl(typeId));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(body);
      expect(res.headers['content-type']).toBe(DOCX);
      expect(res.headers['content-length']).toBe(String(body.length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_____ _______ _____.docx"; filename*=UTF-8''${encodeURIComponent('Бланк огневых работ.docx')}`,
      );
    }
  });

  it('keeps the name its upload gave when the type is saved with another: a name comes only with its file', async () => {
    const typeId = await newType();
    expect((await upload(typeId, 'Бланк.docx', Buffer.from('PK'))).statusCode).toBe(200);
    const save = (printform: string | null) =>
      postAs(app, adminToken, endpoints.catalogues.typeNd.save.path, {
        id: typeId,
        type: unique('Вид'),
        description: 'Сварка',
        printform,
        route: [],
      });
    for (const printform of ['отчёт\u202efdp.exe', 'evil.html', null]) expect((await save(printform)).statusCode).toBe(200);
    const res = await getAs(app, userToken, formUrl(typeId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Бланк.docx')}`);
    // A new type saved with a name has no form until one is uploaded.
    const created = await postAs(app, adminToken, endpoints.catalogues.typeNd.save.path, {
      type: unique('Вид'),
      description: 'Высота',
      printform: 'evil.html',
      route: [],
    });
    expect(created.statusCode).toBe(200);
    const { rows } = await db.query<{ printform: string | null }>('select printform from type_nd where type = $1', [
      created.json<{ type: string }>().type,
    ]);
    expect(rows).toEqual([{ printform: null }]);
  });

  it('serves a replaced form’s new body, and an active type as octet-stream, never as a page', async () => {
    const typeId = await newType();
    await upload(typeId, 'первый.docx', Buffer.from('первый'));
    await upload(typeId, 'второй.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const res = await getAs(app, userToken, formUrl(typeId));
    expect(res.body).toBe('<script>alert(1)</script>');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('второй.html')}`);
  });

  it('reads a form stored before the file store from its old column, and the same bytes after it is moved', async () => {
    const typeId = await newType();
    const body = Buffer.from('старая форма из bytea');
    await db.query('update type_nd set printform = $1, printform_content_type = $2, printform_content = $3 where id = $4', [
      'Старая форма.pdf',
      'application/pdf',
      body,
      typeId,
    ]);
    const before = await getAs(app, userToken, formUrl(typeId));
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload).toEqual(body);
    expect(before.headers['content-type']).toBe('application/pdf');

    await moveLegacyFiles(db, testFileStore());
    const after = await getAs(app, userToken, formUrl(typeId));
    expect(after.rawPayload).toEqual(body);
    expect((await db.query('select printform_content from type_nd where id = $1', [typeId])).rows[0]).toEqual({ printform_content: null });
  });

  it('says in Russian when the type has no form or does not exist (404), and asks for a sign-in first (401)', async () => {
    const bare = await newType();
    // A name alone (the type's save accepts one) is not a form.
    await db.query(`update type_nd set printform = 'только имя.docx' where id = $1`, [bare]);
    const none = await getAs(app, userToken, formUrl(bare));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'У этого вида наряд-допуска нет загруженной печатной формы' });

    const missing = await getAs(app, userToken, formUrl(2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Вид наряд-допуска не найден' });

    expect((await app.inject({ method: 'GET', url: formUrl(bare) })).statusCode).toBe(401);
    expect((await getAs(app, userToken, '/api/typeNd/printForm/abc')).statusCode).toBe(400);
  });
});
