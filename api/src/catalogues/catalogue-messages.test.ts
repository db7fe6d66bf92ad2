import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints, LIMITS } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { createOrganization, createUser } from '../test/fixtures';
import { CATALOGUE_TABLES, postAs, snapshot } from '../test/http-helpers';
import { login, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

let app: FastifyInstance;
let db: Db;
let adminToken: string;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  const org = await createOrganization(db);
  const admin = await createUser(db, { ...org, roles: ['ADMIN'] });
  adminToken = await login(app, admin.username, admin.password);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('catalogue save messages name the field once, by its Russian label', () => {
  const tooLong = 'я'.repeat(LIMITS.shortText + 1);

  it.each([
    ['organizations', 'a too long name', { name: tooLong, inn: '7707083893' }, `Поле «Наименование»: не более ${LIMITS.shortText} символов`],
    ['organizations', 'a blank name', { name: '  ', inn: '7707083893' }, 'Поле «Наименование» обязательно'],
    ['organizations', 'an INN of 9 digits', { name: 'АО «Север»', inn: '770708389' }, 'Поле «ИНН»: 10 или 12 цифр'],
    [
      'placesWorks',
      'a too long description',
      { place: 'Эстакада', description: 'я'.repeat(LIMITS.longText + 1) },
      `Поле «Описание»: не более ${LIMITS.longText} символов`,
    ],
    ['Siz', 'a too long name', { siz_name: tooLong, description: 'Описание' }, `Поле «Средство защиты»: не более ${LIMITS.shortText} символов`],
  ] as const)('%s: %s is a 400 naming the field once and changes nothing', async (area, _case, body, message) => {
    const before = await snapshot(db, CATALOGUE_TABLES);
    const res = await postAs(app, adminToken, catalogueEndpoints[area].save.path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it('says zod’s text for a named field of the wrong type after its Russian label, not its wire name', async () => {
    const before = await snapshot(db, CATALOGUE_TABLES);
    const res = await postAs(app, adminToken, catalogueEndpoints.organizations.save.path, { name: 42, inn: '7707083893' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Поле «Наименование»: /);
    expect(res.json().message).not.toContain('«name»');
    expect(await snapshot(db, CATALOGUE_TABLES)).toEqual(before);
  });

  it('keeps the wire name for a zod text that does not name its field', async () => {
    const res = await postAs(app, adminToken, catalogueEndpoints.placesWorks.save.path, { place: 'Эстакада', description: 'Описание', id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Поле «id»: /);
  });
});
