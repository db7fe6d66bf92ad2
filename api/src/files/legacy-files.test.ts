import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { createCrew, type Crew } from '../test/crew';
import { postAs } from '../test/http-helpers';
import { getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { filesOnDisk, testFileStore } from '../test/test-files';
import { moveLegacyFiles } from './legacy-files';

let app: FastifyInstance;
let db: Db;
let crew: Crew;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('bodies stored in the database before the file store', () => {
  it('are served from the database until moved, then from disk, byte for byte; the move can run again', async () => {
    const nd = (await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', { draft: true })).json<{ id: number }>();
    const body = Buffer.from('старый файл из bytea \u0000\u00ff');
    const { rows } = await db.query<{ id: number }>(
      `insert into nd_file (nd_id, name, description, size, content_type, content, uploaded_by) values ($1, 'старый.txt', '', $2, 'text/plain', $3, $4) returning id`,
      [nd.id, body.length, body, crew.creator.id],
    );
    const fileId = rows[0]!.id;
    const type = await db.query<{ id: number }>(
      `insert into type_nd (type, printform, printform_content_type, printform_content) values ('Старый вид', 'бланк.docx', 'application/msword', $1) returning id`,
      [Buffer.from('бланк')],
    );
    const before = await getAs(app, crew.creator.token, `/api/nd_processing/files/${fileId}`);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(body)).toBe(true);

    const moved = await moveLegacyFiles(db, testFileStore());
    expect(moved).toEqual({ files: 1, printForms: 1 });
    const file = (await db.query<{ key: string; content: unknown }>('select storage_key as key, content from nd_file where id = $1', [fileId]))
      .rows[0]!;
    expect(file.content).toBeNull();
    const form = (
      await db.query<{ key: string; content: unknown }>('select printform_key as key, printform_content as content from type_nd where id = $1', [
        type.rows[0]!.id,
      ])
    ).rows[0]!;
    expect(form.content).toBeNull();
    expect(filesOnDisk()).toEqual([`${file.key.slice(0, 2)}/${file.key}`, `${form.key.slice(0, 2)}/${form.key}`].sort());

    const after = await getAs(app, crew.creator.token, `/api/nd_processing/files/${fileId}`);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(body)).toBe(true);
    expect(await moveLegacyFiles(db, testFileStore())).toEqual({ files: 0, printForms: 0 });
  });
});
