import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { formatFileSize, MAX_FILES_PER_PERMIT, ndSchema, UPLOAD_MESSAGES, type Nd } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import type { Db } from '../db/db';
import { organizationFileUsage } from '../files/file-quota';
import { createCrew, type Crew } from '../test/crew';
import { multipart, postAs, uploadAs, type Part } from '../test/http-helpers';
import { bearer, getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { filesOnDisk, testFileStore } from '../test/test-files';

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
    const removed = await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=true&name=${rows[0]!.id}`, [
      file(''),
    ]);
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
      [
        'таблица.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
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

describe('bodies in the file store', () => {
  const row = async (fileId: number) =>
    (
      await db.query<{ key: string | null; content: unknown; size: number }>('select storage_key as key, content, size from nd_file where id = $1', [
        fileId,
      ])
    ).rows[0]!;
  const placed = (key: string) => `${key.slice(0, 2)}/${key}`;

  it('streams an upload to disk (the row keeps the key, not the bytes) and streams it back', async () => {
    const nd = await draft();
    const body = Buffer.from(Array.from({ length: LIMIT }, (_, i) => i % 251));
    const res = await upload(nd.id, 'данные.bin', [file(body, 'application/octet-stream')]);
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ addFiles: { id: number }[] }>().addFiles[0]!;
    const stored = await row(id);
    expect(stored).toMatchObject({ content: null, size: LIMIT });
    expect(filesOnDisk()).toContain(placed(stored.key!));
    const download = await getAs(app, crew.executor.token, `/api/nd_processing/files/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(LIMIT));
    expect(download.rawPayload.equals(body)).toBe(true);
  });

  it('deleting a file removes its body from disk; a refused upload or delete leaves the disk as it was', async () => {
    const nd = await draft();
    const res = await upload(nd.id, 'удалить.txt', [file('удалить')]);
    const { id } = res.json<{ addFiles: { id: number }[] }>().addFiles[0]!;
    const { key } = await row(id);
    const before = filesOnDisk();
    expect(before).toContain(placed(key!));
    // Too large, two files, someone who may not change the permit: nothing stays, not even a temp file.
    expect((await upload(nd.id, 'big.bin', [file(Buffer.alloc(LIMIT + 1, 1))])).statusCode).toBe(413);
    expect((await upload(nd.id, 'two.txt', [file('a'), { ...file('b'), filename: 'b.txt' }])).statusCode).toBe(413);
    const outsider = await uploadAs(app, crew.executor.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=false&name=x.txt`, [file('x')]);
    expect(outsider.statusCode).toBe(403);
    expect(
      (await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=true&name=нет.txt`, [file('')])).statusCode,
    ).toBe(404);
    // A name percent-encoded once more (docs/domain.md «Форматы обмена») that decodes to a NUL: 400, as a NUL anywhere.
    const nul = await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=true&name=a%2500b`, [file('')]);
    expect([nul.statusCode, nul.json()]).toEqual([400, { code: 'BAD_REQUEST', message: `Параметр запроса «name»: ${API_MESSAGES.nulCharacter}` }]);
    expect(filesOnDisk()).toEqual(before);
    const removed = await uploadAs(app, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${nd.id}&delete=true&name=${id}`, [file('')]);
    expect(removed.statusCode).toBe(200);
    expect(filesOnDisk()).toEqual(before.filter((f) => f !== placed(key!)));
  });

  const CLOSED = { code: 'FORBIDDEN', message: 'Файлы закрытого наряд-допуска не изменяются' };

  /**
   * A change of the permit's files whose body arrives slowly: the permit is checked open when the request starts,
   * and closes (CANCELLED) while the rest of the body is on its way; it is a draft again afterwards.
   */
  async function closedWhileArriving(ndId: number, query: string, parts: Part[]) {
    const body = multipart(parts);
    const half = Math.floor(body.payload.length / 2);
    const stream = new PassThrough();
    const response = app.inject({
      method: 'POST',
      url: `/api/nd_processing/uploadAddFiles?NdID=${ndId}&${query}`,
      headers: { ...bearer(crew.creator.token), ...body.headers },
      payload: stream,
    });
    stream.write(body.payload.subarray(0, half));
    await new Promise((r) => setTimeout(r, 200));
    await db.query(`update nd set status = 'CANCELLED' where id = $1`, [ndId]);
    stream.end(body.payload.subarray(half));
    const res = await response;
    await db.query(`update nd set status = 'DRAFT' where id = $1`, [ndId]);
    return res;
  }

  it('a permit closed while its file was arriving takes no file (403), and the body is not kept', async () => {
    const nd = await draft();
    const before = filesOnDisk();
    const res = await closedWhileArriving(nd.id, 'delete=false&name=late.bin', [file(Buffer.alloc(LIMIT, 3))]);
    expect([res.statusCode, res.json()]).toEqual([403, CLOSED]);
    expect(await fileCount(nd.id)).toBe(0);
    expect(filesOnDisk()).toEqual(before);
  });

  it('a delete or a link list whose body arrives after the permit closed changes nothing (403)', async () => {
    const nd = await draft();
    const { id } = (await upload(nd.id, 'остаётся.txt', [file('остаётся')])).json<{ addFiles: { id: number }[] }>().addFiles[0]!;
    const removed = await closedWhileArriving(nd.id, `delete=true&name=${id}`, [file(Buffer.alloc(LIMIT, 1))]);
    expect([removed.statusCode, removed.json()]).toEqual([403, CLOSED]);
    expect(await fileCount(nd.id)).toBe(1);
    const links = await closedWhileArriving(nd.id, 'delete=false&name=', [
      { name: 'documents', value: `https://example.ru---${'Схема '.repeat(2000)}` },
      file(''),
    ]);
    expect([links.statusCode, links.json()]).toEqual([403, CLOSED]);
    const kept = await db.query<{ documents: string | null }>('select documents from nd where id = $1', [nd.id]);
    expect(kept.rows[0]!.documents ?? '').not.toContain('example.ru');
  });

  it('a row whose body is missing from disk answers 404 with a Russian message, not a 500', async () => {
    const nd = await draft();
    const { id } = (await upload(nd.id, 'пропал.txt', [file('пропал')])).json<{ addFiles: { id: number }[] }>().addFiles[0]!;
    await testFileStore().remove([(await row(id)).key!]);
    const download = await getAs(app, crew.creator.token, `/api/nd_processing/files/${id}`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ code: 'NOT_FOUND', message: 'Содержимое файла недоступно' });
  });
});

describe('organization quota', () => {
  it('refuses a file past the quota with 413 naming the limit and the use, writing nothing; racing uploads cannot both fit', async () => {
    const used = await organizationFileUsage(db, crew.organizationId);
    // Room for two more files of LIMIT bytes and a little more.
    const quota = used + 2 * LIMIT + 100;
    const quoted = await testApp(db, { config: { fileLimitBytes: LIMIT, orgFileQuotaBytes: quota } });
    try {
      const put = (ndId: number, name: string) =>
        uploadAs(quoted, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${ndId}&delete=false&name=${name}`, [
          file(Buffer.alloc(LIMIT, 7)),
        ]);
      const [a, b] = [await draft(), await draft()];
      expect((await put(a.id, 'one.bin')).statusCode).toBe(200);
      const before = filesOnDisk();
      const fileRows = (await fileCount(a.id)) ?? 0;
      // Two uploads race for the last place, on two permits of the organization: one fits.
      const racing = await Promise.all([put(a.id, 'two.bin'), put(b.id, 'three.bin')]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 413]);
      const refused = racing.find((r) => r.statusCode === 413)!;
      const usedNow = used + 2 * LIMIT;
      // The refused upload waited for the other's commit, and names the use that includes it.
      const message = `Превышена квота файлов организации: допускается не более ${formatFileSize(quota)}, занято ${formatFileSize(usedNow)}. Удалите ненужные файлы или обратитесь к администратору`;
      expect(refused.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
      expect(await organizationFileUsage(db, crew.organizationId)).toBe(usedNow);
      expect(((await fileCount(a.id)) ?? 0) + ((await fileCount(b.id)) ?? 0)).toBe(fileRows + 1);
      expect(filesOnDisk()).toHaveLength(before.length + 1);
      // Full: refused at once, before the body is read; a small link-list change still works.
      const full = await put(b.id, 'four.bin');
      expect(full.statusCode).toBe(413);
      expect(full.json().message).toContain(`занято ${formatFileSize(usedNow)}`);
      expect(filesOnDisk()).toHaveLength(before.length + 1);
      const links = await uploadAs(quoted, crew.creator.token, `/api/nd_processing/uploadAddFiles?NdID=${b.id}&delete=false&name=`, [
        file(''),
        { name: 'documents', value: 'https://example.ru---Схема' },
      ]);
      expect(links.statusCode).toBe(200);
      // Another organization's use does not count.
      expect(await organizationFileUsage(db, crew.organizationId + 1_000_000)).toBe(0);
    } finally {
      await quoted.close();
    }
  });
});
