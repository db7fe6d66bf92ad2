import type { FastifyInstance } from 'fastify';
import { endpoints, ndSchema, type Nd } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { createUser } from '../test/fixtures';
import { deleteAs, PERMIT_TABLES, postAs, snapshot, uploadAs, type Part } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let other: Crew;
let window: { start: string; end: string };

const save = (token: string, body: unknown) => postAs(app, token, '/api/nd_processing/create_nd', body);
async function saved(token: string, body: unknown): Promise<Nd> {
  const res = await save(token, body);
  if (res.statusCode !== 200) throw new Error(`create_nd: ${res.statusCode} ${res.body}`);
  return ndSchema.parse(res.json());
}

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db, { config: { fileLimitBytes: 64 * 1024 } });
  crew = await createCrew(app, db);
  other = await createCrew(app, db);
  window = { start: await hoursFromNow(db, 24), end: await hoursFromNow(db, 32) };
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('POST /api/nd_processing/create_nd and GET getNdById', () => {
  it('saves an empty draft: creator, organization and status set, empty dates as ""', async () => {
    const nd = await saved(crew.creator.token, { draft: true });
    expect(nd).toMatchObject({
      status: 'DRAFT',
      draft: true,
      datetimeStart: '',
      datetimeEnd: '',
      workshift: null,
      workshift_detail: null,
      place_detail: null,
      type_detail: null,
      userExecutor_detail: null,
      brigade: [],
      contentWorks: [],
      addFiles: [],
      approvedSteps: [],
      prolonged: false,
      documents: '',
    });
    expect(nd.creator_detail.id).toBe(crew.creator.id);
    expect(nd.organization_detail?.id).toBe(crew.organizationId);
    const read = await getAs(app, crew.executor.token, `/api/nd_processing/getNdById/${nd.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(nd);
  });

  it('submits a complete permit: every *_detail filled, ON_ACCEPTANCE, a history row, the first approver told', async () => {
    const nd = await saved(crew.creator.token, fullPermit(crew, window));
    expect(nd.status).toBe('ON_ACCEPTANCE');
    expect(nd.draft).toBe(false);
    expect(nd).toMatchObject({
      datetimeStart: window.start,
      datetimeEnd: window.end,
      workshift_detail: { id: crew.workshiftId, time_start: '08:00', time_end: '20:00' },
      place_detail: { id: crew.placeId },
      region_detail: { id: crew.regionId },
      section_detail: { id: crew.sectionId },
      type_detail: { id: crew.typeId },
      userPreparator_detail: { id: crew.preparator.id },
      userIndustrialSafer_detail: { id: crew.safer.id },
      userIssuancer_detail: { id: crew.issuer.id },
      userApprover_detail: { id: crew.approver.id },
      userExecutor_detail: { id: crew.executor.id },
      userObjectOwner_detail: { id: crew.owner.id },
      brigade: [{ id: crew.bystander.id }],
      brigadeHand: 'Сидоров П.П.',
      contentWorks: [{ id: crew.contentWorkId, place_detail: { id: crew.placeId }, typeNd_detail: { id: crew.typeId } }],
      dangerousFactors: [{ id: crew.factorId }],
      instruments: [{ id: crew.instrumentId }],
      securityMeasures: [{ id: crew.measureId, dangerousFactorDetail: { id: crew.factorId } }],
      siz: [{ id: crew.sizId }],
      events: [{ id: crew.eventId, type_detail: { id: crew.typeId } }],
    });
    const history = endpoints.nd.routes.response.parse((await getAs(app, crew.creator.token, `/api/routes/listAll/${nd.id}`)).json());
    expect(history).toEqual([
      expect.objectContaining({ status_from: 'DRAFT', status_to: 'ON_ACCEPTANCE', user_detail: expect.objectContaining({ id: crew.creator.id }) }),
    ]);
    const notes = (await getAs(app, crew.preparator.token, '/api/notifications/list/0/100')).json();
    expect(notes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'AWAITING_APPROVAL', nd_id: nd.id })]));
  });

  it('a submission without the required fields is a 400 naming each field in Russian; nothing is written', async () => {
    const before = await snapshot(db, PERMIT_TABLES);
    const res = await save(crew.creator.token, { draft: false, datetimeStart: window.start });
    expect(res.statusCode).toBe(400);
    const message: string = res.json().message;
    for (const label of ['Утверждающий', 'Исполнитель', 'Вид наряда-допуска', 'Зона проведения работ', 'Рабочая смена', 'Окончание работ']) {
      expect(message).toContain(`Поле «${label}» обязательно`);
    }
    expect(message).not.toContain('Владелец объекта');
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });

  it('refuses missing or foreign references and a reversed window with 400, changing nothing', async () => {
    const before = await snapshot(db, PERMIT_TABLES);
    const cases: [Record<string, unknown>, string][] = [
      [{ section: other.sectionId }, 'Поле «Отдел»: запись'],
      [{ workshift: other.workshiftId }, 'Поле «Рабочая смена»'],
      [{ userExecutor: other.executor.id }, 'Поле «Исполнитель»: пользователь'],
      [{ brigade: [other.creator.id] }, 'Поле «Бригада»'],
      [{ organization: other.organizationId }, 'Поле «Организация»'],
      [{ contentWorks: [2_000_000_000] }, 'Поле «Содержание работ»: записи с id 2000000000 не найдены'],
      [{ type_nd: 2_000_000_000 }, 'Поле «Вид наряда-допуска»'],
      [{ region: other.regionId }, 'Поле «Зона проведения работ»: зона не относится'],
      [{ datetimeEnd: window.start }, 'Поле «Окончание работ»: окончание работ должно быть позже начала'],
      [{ draft: true, siz: [2_000_000_000] }, 'Поле «Средства индивидуальной защиты»'],
    ];
    for (const [extra, message] of cases) {
      const res = await save(crew.creator.token, fullPermit(crew, window, extra));
      expect({ status: res.statusCode, extra }).toEqual({ status: 400, extra });
      expect(res.json().message).toContain(message);
    }
    for (const body of [{}, { draft: 'no' }, { draft: true, datetimeStart: '01.03.2026' }, { draft: true, brigade: ['x'] }, [1]]) {
      expect((await save(crew.creator.token, body)).statusCode).toBe(400);
    }
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });

  it('only users with the CREATOR role create permits (403)', async () => {
    const res = await save(crew.executor.token, { draft: true });
    expect(res.statusCode).toBe(403);
  });

  it('updates a draft (creator only): fields and lists replaced, duplicates dropped', async () => {
    const draft = await saved(crew.creator.token, { draft: true, numberPaperNd: 'Старый' });
    const updated = await saved(crew.creator.token, {
      ...fullPermit(crew, window),
      draft: true,
      id: draft.id,
      numberPaperNd: 'Новый',
      contentWorks: [crew.contentWorkId, crew.contentWorkId],
    });
    expect(updated).toMatchObject({ id: draft.id, status: 'DRAFT', numberPaperNd: 'Новый', contentWorks: [{ id: crew.contentWorkId }] });
    const again = await saved(crew.creator.token, { draft: true, id: draft.id, numberPaperNd: 'Снова' });
    expect(again.contentWorks).toEqual([]);
    expect(again.creator_detail.id).toBe(crew.creator.id);
  });

  it('refuses edits by others (403), of other organizations and missing ids (404), and outside DRAFT/ON_MODIFICATION (403)', async () => {
    const draft = await saved(crew.creator.token, { draft: true });
    const submitted = await saved(crew.creator.token, fullPermit(crew, window));
    const before = await snapshot(db, PERMIT_TABLES);
    expect((await save(crew.bystander.token, { draft: true, id: draft.id })).statusCode).toBe(403);
    expect((await save(other.creator.token, { draft: true, id: draft.id })).statusCode).toBe(404);
    expect((await save(crew.creator.token, { draft: true, id: 2_000_000_000 })).statusCode).toBe(404);
    const locked = await save(crew.creator.token, { draft: true, id: submitted.id });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toContain('Черновик');
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });

  it('getNdById: another organization’s permit and a missing one are the same 404', async () => {
    const nd = await saved(crew.creator.token, { draft: true });
    for (const [token, id] of [
      [other.creator.token, nd.id],
      [crew.creator.token, 2_000_000_000],
    ] as const) {
      const res = await getAs(app, token, `/api/nd_processing/getNdById/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await getAs(app, crew.admin.token, `/api/nd_processing/getNdById/${nd.id}`)).statusCode).toBe(200);
    expect((await getAs(app, other.admin.token, `/api/nd_processing/getNdById/${nd.id}`)).statusCode).toBe(404);
    expect((await getAs(app, crew.creator.token, '/api/nd_processing/getNdById/abc')).statusCode).toBe(400);
  });

  it('a user without an organization can neither create nor read permits', async () => {
    const loner = await createUser(db, { organizationId: null, roles: ['CREATOR'] });
    const token = await login(app, loner.username, loner.password);
    expect((await save(token, { draft: true })).statusCode).toBe(403);
    expect((await getAs(app, token, `/api/nd_processing/listByCreator/${loner.id}`)).json()).toEqual([]);
  });
});

describe('GET /api/nd_processing/listByCreator/{userId}', () => {
  it('lists the creator’s permits of the caller’s organization, oldest first (the last is the newest)', async () => {
    const a = await saved(crew.creator.token, { draft: true });
    const b = await saved(crew.creator.token, { draft: true });
    const rows = endpoints.nd.listByCreator.response.parse(
      (await getAs(app, crew.executor.token, `/api/nd_processing/listByCreator/${crew.creator.id}`)).json(),
    );
    expect(rows.every((r) => r.creator_detail.id === crew.creator.id)).toBe(true);
    expect(rows.slice(-2).map((r) => r.id)).toEqual([a.id, b.id]);
    expect((await getAs(app, other.creator.token, `/api/nd_processing/listByCreator/${crew.creator.id}`)).json()).toEqual([]);
  });
});

describe('GET /api/routes/listAll/{ndId}', () => {
  it('refuses another organization (404)', async () => {
    const nd = await saved(crew.creator.token, fullPermit(crew, window));
    expect((await getAs(app, other.creator.token, `/api/routes/listAll/${nd.id}`)).statusCode).toBe(404);
    expect((await getAs(app, crew.creator.token, '/api/routes/listAll/2000000000')).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('save (idempotent), listAll with nd_detail, delete by permit id', async () => {
    const nd = await saved(crew.creator.token, { draft: true, numberPaperNd: 'Избранное' });
    const first = await postAs(app, crew.executor.token, `/api/favouritesNd/save?nd_id=${nd.id}`);
    expect(first.statusCode).toBe(200);
    const fav = endpoints.favourites.save.response.parse(first.json());
    expect(fav.nd_detail).toMatchObject({ id: nd.id, numberPaperNd: 'Избранное' });
    expect((await postAs(app, crew.executor.token, `/api/favouritesNd/save?nd_id=${nd.id}`)).json()).toEqual(fav);
    const list = endpoints.favourites.listAll.response.parse((await getAs(app, crew.executor.token, '/api/favouritesNd/listAll')).json());
    expect(list).toEqual([fav]);
    expect((await getAs(app, crew.creator.token, '/api/favouritesNd/listAll')).json()).toEqual([]);
    const removed = await deleteAs(app, crew.executor.token, `/api/favouritesNd/delete/${nd.id}`);
    expect(removed.json()).toEqual({ ok: true });
    expect((await deleteAs(app, crew.executor.token, `/api/favouritesNd/delete/${nd.id}`)).statusCode).toBe(404);
  });

  it('refuses another organization’s permit and missing ones (404), malformed ids (400), changing nothing', async () => {
    const nd = await saved(crew.creator.token, { draft: true });
    const before = await snapshot(db, PERMIT_TABLES);
    expect((await postAs(app, other.creator.token, `/api/favouritesNd/save?nd_id=${nd.id}`)).statusCode).toBe(404);
    expect((await postAs(app, crew.creator.token, '/api/favouritesNd/save?nd_id=2000000000')).statusCode).toBe(404);
    expect((await postAs(app, crew.creator.token, '/api/favouritesNd/save?nd_id=x')).statusCode).toBe(400);
    expect((await postAs(app, crew.creator.token, '/api/favouritesNd/save')).statusCode).toBe(400);
    expect((await deleteAs(app, other.creator.token, `/api/favouritesNd/delete/${nd.id}`)).statusCode).toBe(404);
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
  });
});

describe('files: uploadAddFiles and the download', () => {
  const upload = (token: string, ndId: number, query: string, parts: Part[]) =>
    uploadAs(app, token, `/api/nd_processing/uploadAddFiles?NdID=${ndId}&${query}`, parts);
  const file = (value: string | Buffer, filename = 'blob'): Part => ({ name: 'file', filename, contentType: 'text/plain; charset=utf-8', value });

  it('attaches a file under a safe name, downloads it as an attachment (RFC 5987), deletes by name or id', async () => {
    const nd = await saved(crew.creator.token, { draft: true });
    const name = encodeURIComponent('../Схема "П-1".txt');
    const res = await upload(crew.creator.token, nd.id, `delete=false&name=${name}&description=description`, [file('Схема отглушения')]);
    expect(res.statusCode).toBe(200);
    const body = endpoints.nd.uploadAddFiles.response.parse(res.json());
    expect(body.addFiles).toEqual([
      expect.objectContaining({ name: 'Схема "П-1".txt', size: Buffer.byteLength('Схема отглушения'), contentType: 'text/plain' }),
    ]);
    const fileId = body.addFiles[0]!.id;
    expect((await getAs(app, crew.creator.token, `/api/nd_processing/getNdById/${nd.id}`)).json().addFiles).toEqual(body.addFiles);

    const download = await getAs(app, crew.executor.token, `/api/nd_processing/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Схема отглушения');
    expect(download.headers['content-type']).toBe('text/plain');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_____ __-1_.txt"; filename*=UTF-8''${encodeURIComponent('Схема "П-1".txt')}`,
    );
    expect((await getAs(app, other.creator.token, `/api/nd_processing/files/${fileId}`)).statusCode).toBe(404);
    expect((await getAs(app, crew.creator.token, '/api/nd_processing/files/2000000000')).statusCode).toBe(404);

    await upload(crew.creator.token, nd.id, 'name=second.txt', [file('2')]);
    const byName = await upload(crew.creator.token, nd.id, `delete=true&name=${name}`, [file('')]);
    expect(byName.json().addFiles.map((f: { name: string }) => f.name)).toEqual(['second.txt']);
    const secondId = byName.json().addFiles[0].id;
    const byId = await upload(crew.creator.token, nd.id, `delete=true&name=${secondId}`, [file('')]);
    expect(byId.json().addFiles).toEqual([]);
    expect((await upload(crew.creator.token, nd.id, 'delete=true&name=nothing.txt', [file('')])).statusCode).toBe(404);
  });

  it('an empty blob with a documents field sets the link list', async () => {
    const nd = await saved(crew.creator.token, { draft: true });
    const documents = ['https://docs.example/a.pdf---Схема А', 'https://docs.example/b.pdf---Схема Б'].map(encodeURIComponent).join('-------');
    const res = await upload(crew.creator.token, nd.id, 'delete=false&name=blob', [file(''), { name: 'documents', value: documents }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ addFiles: [], documents });
    expect((await getAs(app, crew.creator.token, `/api/nd_processing/getNdById/${nd.id}`)).json().documents).toBe(documents);
  });

  it('refuses outsiders (403), other organizations (404), closed permits (403), too large (413) and empty requests (400), changing nothing', async () => {
    const nd = await saved(crew.creator.token, fullPermit(crew, window));
    const closed = await saved(crew.creator.token, { draft: true });
    await db.query(`update nd set status = 'CANCELLED' where id = $1`, [closed.id]);
    const before = await snapshot(db, PERMIT_TABLES);
    expect((await upload(crew.bystander.token, nd.id, 'name=a.txt', [file('x')])).statusCode).toBe(403);
    expect((await upload(other.creator.token, nd.id, 'name=a.txt', [file('x')])).statusCode).toBe(404);
    expect((await upload(crew.creator.token, closed.id, 'name=a.txt', [file('x')])).statusCode).toBe(403);
    const big = await upload(crew.creator.token, nd.id, 'name=big.bin', [file(Buffer.alloc(65 * 1024))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await upload(crew.creator.token, nd.id, 'name=a.txt', [file('')])).statusCode).toBe(400);
    expect((await upload(crew.creator.token, nd.id, 'name=a.txt', [{ name: 'documents', value: 'x'.repeat(20_001) }])).statusCode).toBe(400);
    expect((await postAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&name=a.txt`, { file: 'x' })).statusCode).toBe(415);
    expect((await upload(crew.creator.token, 0, 'name=a.txt', [file('x')])).statusCode).toBe(400);
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
    // A participant other than the creator may attach too (e.g. a gas analysis during the works).
    expect((await upload(crew.executor.token, nd.id, 'name=analysis.txt', [file('ok')])).statusCode).toBe(200);
  });
});
