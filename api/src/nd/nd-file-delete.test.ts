import type { FastifyInstance } from 'fastify';
import { ndSchema, type Nd } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createCrew, type Crew } from '../test/crew';
import { postAs, uploadAs, type Part } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let crew: Crew;

const file = (value: string): Part => ({ name: 'file', filename: 'blob', contentType: 'text/plain', value });
const url = (ndId: number, remove: boolean, name: string) =>
  `/api/nd_processing/uploadAddFiles?NdID=${ndId}&delete=${remove}&name=${encodeURIComponent(name)}`;

async function draft(): Promise<Nd> {
  const res = await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { draft: true });
  return ndSchema.parse(res.json());
}
const names = async (ndId: number) =>
  (await db.query<{ name: string }>('select name from nd_file where nd_id = $1 order by id', [ndId])).rows.map((r) => r.name);

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('deleting an attached file (delete=true)', () => {
  it('removes the file with the sent id, not another file whose name equals that id', async () => {
    const nd = await draft();
    const first = await uploadAs(app, crew.creator.token, url(nd.id, false, 'акт.txt'), [file('акт')]);
    const { id } = first.json<{ addFiles: { id: number }[] }>().addFiles[0]!;
    // A second file named exactly like the first one's id.
    expect((await uploadAs(app, crew.creator.token, url(nd.id, false, String(id)), [file('двойник')])).statusCode).toBe(200);
    expect(await names(nd.id)).toEqual(['акт.txt', String(id)]);

    const removed = await uploadAs(app, crew.creator.token, url(nd.id, true, String(id)), [file('')]);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ addFiles: { name: string }[] }>().addFiles.map((f) => f.name)).toEqual([String(id)]);
    expect(await names(nd.id)).toEqual([String(id)]);
  });

  it('still removes by name when no file of the permit has that id, and answers 404 for neither', async () => {
    const nd = await draft();
    await uploadAs(app, crew.creator.token, url(nd.id, false, '999999'), [file('номер')]);
    expect((await uploadAs(app, crew.creator.token, url(nd.id, true, '999999'), [file('')])).statusCode).toBe(200);
    expect(await names(nd.id)).toEqual([]);
    const missing = await uploadAs(app, crew.creator.token, url(nd.id, true, 'нет.txt'), [file('')]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Файл не найден' });
  });
});
