import type { FastifyInstance } from 'fastify';
import { MAX_FILES_PER_PERMIT, ndSchema, UPLOAD_MESSAGES, type Nd } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, type Crew } from '../test/crew';
import { postAs, uploadAs, type Part } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

const LIMIT = 32 * 1024;
let app: FastifyInstance;
let db: Db;
let crew: Crew;

async function draft(): Promise<Nd> {
  const res = await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { draft: true });
  if (res.statusCode !== 200) throw new Error(`create_nd: ${res.statusCode} ${res.body}`);
  return ndSchema.parse(res.json());
}

const upload = (ndId: number, name: string, parts: Part[]) =>
  uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${ndId}&delete=false&name=${encodeURIComponent(name)}`, parts);
const file = (value: string | Buffer, contentType = 'text/plain', filename = 'blob'): Part => ({ name: 'file', filename, contentType, value });
const fileCount = async (ndId: number) =>
  (await db.query<{ n: number }>('select count(*)::int as n from nd_file where nd_id = $1', [ndId])).rows[0]?.n;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db, { config: { fileLimitBytes: LIMIT } });
  crew = await createCrew(app, db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('upload limits', () => {
  it('takes a file of exactly the limit and refuses one byte more with a Russian 413 naming the limit', async () => {
    const nd = await draft();
    expect((await upload(nd.id, 'exact.bin', [file(Buffer.alloc(LIMIT, 1))])).statusCode).toBe(200);
    const over = await upload(nd.id, 'over.bin', [file(Buffer.alloc(LIMIT + 1, 1))]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Файл слишком большой: допускается не более 32 КБ' });
    expect(over.json().message).toBe(UPLOAD_MESSAGES.fileTooLarge(LIMIT));
    expect(await fileCount(nd.id)).toBe(1);
  });

  it('refuses a second file in one request', async () => {
    const nd = await draft();
    const two = await upload(nd.id, 'a.txt', [file('a'), { ...file('b'), filename: 'b.txt' }]);
    expect(two.statusCode).toBe(413);
    expect(two.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_MESSAGES.oneFilePerRequest });
    expect(await fileCount(nd.id)).toBe(0);
  });

  it(`keeps at most ${MAX_FILES_PER_PERMIT} files per permit, also when uploads race for the last place`, async () => {
    const nd = await draft();
    for (let i = 0; i < MAX_FILES_PER_PERMIT - 2; i += 1) expect((await upload(nd.id, `f${i}.txt`, [file(`${i}`)])).statusCode).toBe(200);
    const racing = await Promise.all([0, 1, 2, 3].map((i) => upload(nd.id, `race${i}.txt`, [file(`r${i}`)])));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const refused = racing.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({ code: 'CONFLICT', message: `К наряд-допуску можно приложить не более ${MAX_FILES_PER_PERMIT} файлов` });
    expect(await fileCount(nd.id)).toBe(MAX_FILES_PER_PERMIT);
    // Removing one frees a place.
    const { rows } = await db.query<{ id: number }>('select id from nd_file where nd_id = $1 order by id limit 1', [nd.id]);
    const removed = await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=true&name=${rows[0]!.id}`, [file('')]);
    expect(removed.statusCode).toBe(200);
    expect((await upload(nd.id, 'again.txt', [file('x')])).statusCode).toBe(200);
  });
});

describe('stored names and downloads', () => {
  const stored = async (name: string, filename = 'blob') => {
    const nd = await draft();
    const res = await upload(nd.id, name, [file('x', 'text/plain', filename)]);
    expect(res.statusCode).toBe(200);
    return res.json<{ addFiles: { id: number; name: string }[] }>().addFiles[0]!;
  };

  it('keeps Russian names and strips paths, control and invisible characters, leading dots', async () => {
    expect((await stored('Акт-допуск № 5 (цех 2).pdf')).name).toBe('Акт-допуск № 5 (цех 2).pdf');
    expect((await stored('..\\..\\windows\\system.ini')).name).toBe('system.ini');
    expect((await stored('/etc/passwd')).name).toBe('passwd');
    expect((await stored('.htaccess')).name).toBe('htaccess');
    expect((await stored('отчёт\u202Efdp.exe')).name).toBe('отчётfdp.exe');
    expect((await stored('line\r\nX-Injected: 1.txt')).name).toBe('lineX-Injected: 1.txt');
    expect((await stored('...')).name).toBe('file');
    // Without a name in the query the part's own file name is used, made safe the same way.
    expect((await stored('', '../../Схема.pdf')).name).toBe('Схема.pdf');
  });

  it('sends every file as an attachment (RFC 5987 name), never as a page or script of the API origin', async () => {
    const cases: [string, string, string][] = [
      ['<script>.html', 'text/html', 'application/octet-stream'],
      ['картинка.svg', 'image/svg+xml', 'application/octet-stream'],
      ['data.xml', 'application/xml', 'application/octet-stream'],
      ['code.js', 'application/javascript', 'application/octet-stream'],
      ['скан.pdf', 'application/pdf', 'application/pdf'],
      ['фото.jpg', 'image/jpeg', 'image/jpeg'],
      ['таблица.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ];
    for (const [name, sentType, servedType] of cases) {
      const nd = await draft();
      const res = await upload(nd.id, name, [file('<html><script>alert(1)</script></html>', sentType)]);
      const { id, contentType } = res.json<{ addFiles: { id: number; contentType: string }[] }>().addFiles[0]!;
      expect(contentType).toBe(servedType);
      const download = await getAs(app, crew.executor.token, `/api/nd_processing/files/${id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(servedType);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      const disposition = String(download.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
    }
  });

  it('a row stored before these rules (an HTML type) is still sent as octet-stream', async () => {
    const nd = await draft();
    const { rows } = await db.query<{ id: number }>(
      `insert into nd_file (nd_id, name, description, size, content_type, content, uploaded_by) values ($1, 'old.html', '', 4, 'text/html', $2, $3) returning id`,
      [nd.id, Buffer.from('<b>'), crew.creator.id],
    );
    const download = await getAs(app, crew.creator.token, `/api/nd_processing/files/${rows[0]!.id}`);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
