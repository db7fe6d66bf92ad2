import type { FastifyInstance } from 'fastify';
import {
  formatDateTime,
  fullName,
  ND_FIELD_LABELS,
  ND_STATUS_LABELS,
  ROLE_LABELS,
  ndSchema,
  routeHistorySchema,
  type Nd,
  type RouteHistory,
} from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, fullPermit, hoursFromNow, type Crew, type Person } from '../test/crew';
import { createOrganization, createUser } from '../test/fixtures';
import { postAs } from '../test/http-helpers';
import { getAs, login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { inspectPdf, lines, type PdfView } from './pdf-inspect';

const PORTAL = 'https://portal.example.ru';
let app: FastifyInstance;
let db: Db;
let crew: Crew;
let nd: Nd;
let history: RouteHistory[];
let view: PdfView;

/** Every participant gets a family name of their own, so a role can only be matched with its own person. */
const FAMILIES: [keyof Crew, string][] = [
  ['creator', 'Создателев'],
  ['preparator', 'Подготовкин'],
  ['safer', 'Безопаснов'],
  ['issuer', 'Выдавалов'],
  ['approver', 'Утвердилов'],
  ['executor', 'Исполнителев'],
  ['owner', 'Владельцев'],
  ['bystander', 'Бригадиров'],
];

const print = (token: string, id: number | string) => getAs(app, token, `/api/nd_processing/print/${id}`);

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db, { config: { portalUrl: PORTAL } });
  crew = await createCrew(app, db);
  for (const [key, family] of FAMILIES) await db.query('update app_user set family = $2 where id = $1', [(crew[key] as Person).id, family]);
  const window = { start: await hoursFromNow(db, 2), end: await hoursFromNow(db, 8) };
  const saved = await postAs(
    app,
    crew.creator.token,
    '/api/nd_processing/create_nd',
    fullPermit(crew, window, {
      numberPaperNd: 'БН-2026/017',
      contentWorksHand: 'Покраска ограждения; Замена светильника',
      dangerousFactorsHand: 'Скользкая поверхность',
      securityMeasuresHand: JSON.stringify(['Заземлить корпус насоса']),
      sizHand: 'Страховочная привязь',
      instrumentsHand: 'Ключ гаечный 24',
      eventHand: 'Замер загазованности',
      comment: 'Работы согласовать с диспетчером',
    }),
  );
  expect(saved.statusCode).toBe(200);
  const id = saved.json<{ id: number }>().id;
  // Two moves after the submission: an approval, then a return with a comment.
  expect((await postAs(app, crew.preparator.token, '/api/nd_processing/processingND', { ndId: id, status: 'READY_TO_WORK' })).json()).toBe(true);
  const back = await postAs(app, crew.safer.token, '/api/nd_processing/processingND', {
    ndId: id,
    status: 'ON_MODIFICATION',
    comment: 'Уточнить меры по загазованности',
  });
  expect(back.json()).toBe(true);
  nd = ndSchema.parse((await getAs(app, crew.executor.token, `/api/nd_processing/getNdById/${id}`)).json());
  history = routeHistorySchema.array().parse((await getAs(app, crew.executor.token, `/api/routes/listAll/${id}`)).json());
  const res = await print(crew.executor.token, id);
  expect(res.statusCode).toBe(200);
  view = inspectPdf(res.rawPayload);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('GET /api/nd_processing/print/{id}', () => {
  it('answers an A4 PDF shown inline under the permit number', async () => {
    const res = await print(crew.executor.token, nd.id);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="naryad-dopusk-${nd.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('prints the numbers, type, status, organization, section, place, zone, shift and window', () => {
    const text = lines(view.text).join('\n');
    expect(text).toContain(`НАРЯД-ДОПУСК № ${nd.id}`);
    expect(text).toContain('Номер бумажного наряда-допуска: БН-2026/017');
    expect(text).toContain(`Вид наряда-допуска: ${nd.type_detail!.type}`);
    expect(text).toContain(`Статус: ${ND_STATUS_LABELS.ON_MODIFICATION}`);
    expect(text).toContain(`Организация ${nd.organization_detail!.name}`);
    expect(text).toContain(`Отдел ${nd.section_detail!.section}`);
    expect(text).toContain(`Место проведения работ ${nd.place_detail!.place}`);
    expect(text).toContain(`Зона проведения работ ${nd.region_detail!.region}`);
    expect(text).toContain('Рабочая смена 08:00–20:00');
    expect(text).toContain(`Плановый период работ ${formatDateTime(nd.datetimeStart)} — ${formatDateTime(nd.datetimeEnd)}`);
  });

  it('names every participant next to the role the permit gives them', () => {
    const rows = lines(view.text);
    const roleRow = (role: string, family: string) => rows.some((row) => row.startsWith(`${role} ${family} Тест Тестович, Инженер`));
    expect(roleRow(ROLE_LABELS.CREATOR, 'Создателев')).toBe(true);
    expect(roleRow(ROLE_LABELS.PREPARATOR, 'Подготовкин')).toBe(true);
    expect(roleRow(ROLE_LABELS.INDUSTRIAL_SAFER, 'Безопаснов')).toBe(true);
    expect(roleRow(ROLE_LABELS.ISSUANCER, 'Выдавалов')).toBe(true);
    expect(roleRow(ROLE_LABELS.APPROVER, 'Утвердилов')).toBe(true);
    expect(roleRow(ROLE_LABELS.EXECUTOR, 'Исполнителев')).toBe(true);
    expect(roleRow(ROLE_LABELS.OBJECT_OWNER, 'Владельцев')).toBe(true);
    expect(rows).toContain('Бригада • Бригадиров Тест Тестович');
    expect(rows).toContain('• Сидоров П.П.');
  });

  it('lists works, hazards, measures, SIZ, instruments and control measures, catalogue and hand-entered', () => {
    const rows = lines(view.text);
    const listed = (entry: string) => rows.some((row) => row.endsWith(`• ${entry}`));
    for (const entry of [
      ...nd.contentWorks.map((c) => c.content),
      'Покраска ограждения',
      'Замена светильника',
      ...nd.dangerousFactors.map((f) => f.factor),
      'Скользкая поверхность',
      ...nd.securityMeasures.map((m) => m.measure),
      'Заземлить корпус насоса',
      ...nd.siz.map((s) => s.siz_name),
      'Страховочная привязь',
      ...nd.instruments.map((i) => i.instrument_name),
      'Ключ гаечный 24',
      ...nd.events.map((e) => e.event_name),
      'Замер загазованности',
    ]) {
      expect([entry, listed(entry)]).toEqual([entry, true]);
    }
    expect(rows).toContain('Подробное содержание работ Работы по ППР');
    expect(rows).toContain('Комментарий Работы согласовать с диспетчером');
  });

  it('prints every route history row: when, who, what and the comment', () => {
    expect(history).toHaveLength(3);
    const rows = lines(view.text);
    const at = (row: RouteHistory) => rows.find((line) => line.startsWith(formatDateTime(row.date)) && line.includes(fullName(row.user_detail!)));
    const [submitted, approved, returned] = history as [RouteHistory, RouteHistory, RouteHistory];
    expect(at(submitted)).toContain(`${ND_STATUS_LABELS.ON_ACCEPTANCE}`);
    expect(at(approved)).toContain(`Согласовано: ${ROLE_LABELS.PREPARATOR}`);
    expect(at(returned)).toContain(`${ND_STATUS_LABELS.ON_MODIFICATION} (из «${ND_STATUS_LABELS.ON_ACCEPTANCE}»)`);
    expect(at(returned)).toContain('Уточнить меры по');
  });

  it('has the extension and closing blocks with signature lines, and a QR code of the permit page', () => {
    const text = view.text;
    expect(text).toContain('Продление наряда-допуска');
    expect(text).toContain('Закрытие наряда-допуска');
    // Two signatures for the extension, three for the closing.
    expect(text.match(/\(подпись\)/g)).toHaveLength(5);
    // Each signature line names the person who signs: the executor and issuer twice, the owner once.
    const signed = (family: string) => lines(text).filter((row) => row === `${family} Тест Тестович (подпись) (дата, время)`).length;
    expect([signed('Исполнителев'), signed('Выдавалов'), signed('Владельцев')]).toEqual([2, 2, 1]);
    const closing = text.slice(text.indexOf('Закрытие наряда-допуска'));
    expect(closing.indexOf(ND_FIELD_LABELS.userExecutor)).toBeLessThan(closing.indexOf(ND_FIELD_LABELS.userIssuancer));
    expect(closing.indexOf(ND_FIELD_LABELS.userIssuancer)).toBeLessThan(closing.indexOf(ND_FIELD_LABELS.userObjectOwner));
    expect(view.qr).toBe(`${PORTAL}/nd/show/${nd.id}`);
    expect(text).toContain(`${PORTAL}/nd/show/${nd.id}`);
  });

  it('fits an ordinary permit on two A4 pages, each numbered', () => {
    expect(view.pages).toBe(2);
    expect(view.text).toContain('Страница 1 из 2');
    expect(view.text).toContain('Страница 2 из 2');
  });

  it('grows by pages for a long history and stays fast', async () => {
    const window = { start: await hoursFromNow(db, 2), end: await hoursFromNow(db, 8) };
    const saved = await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', fullPermit(crew, window, { draft: true }));
    const id = saved.json<{ id: number }>().id;
    await db.query(
      `insert into route_history (nd_id, user_id, status_from, status_to, comment)
       select $1, $2, 'ON_ACCEPTANCE', 'ON_MODIFICATION', 'Замечание № ' || g from generate_series(1, 300) g`,
      [id, crew.safer.id],
    );
    const started = performance.now();
    const res = await print(crew.executor.token, id);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const long = inspectPdf(res.rawPayload);
    expect(long.pages).toBeGreaterThanOrEqual(8);
    expect(long.text).toContain(`Страница ${long.pages} из ${long.pages}`);
    expect(long.text).toContain('Замечание № 300');
    // The table header repeats at the top of each page the history reaches.
    expect(long.text.match(/Дата и время\s+Кто\s+Действие\s+Комментарий/g)!.length).toBeGreaterThanOrEqual(long.pages - 2);
    expect(ms).toBeLessThan(5000);
  });
});

describe('who may print', () => {
  it('answers another organization exactly like a missing permit, as getNdById does', async () => {
    const other = await createOrganization(db);
    const outsider = await createUser(db, { ...other, roles: ['CREATOR'] });
    const token = await login(app, outsider.username, outsider.password);
    const foreign = await print(token, nd.id);
    const missing = await print(token, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.body).toBe((await getAs(app, token, `/api/nd_processing/getNdById/${nd.id}`)).body);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/[а-я]/) });
  });

  it('checks the token before the id: anonymous callers get 401 for any id, a bad id is a Russian 400', async () => {
    for (const id of [nd.id, 2_000_000_000]) {
      const res = await app.inject({ method: 'GET', url: `/api/nd_processing/print/${id}` });
      expect(res.statusCode).toBe(401);
    }
    const bad = await print(crew.executor.token, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Ожидается идентификатор');
  });
});
