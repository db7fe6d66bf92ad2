import type { FastifyInstance } from 'fastify';
import { ndSaveSchema } from '@permit/shared-contracts';
import { createAuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { createWorkflowService } from '../processing/workflow-service';
import { createCrew, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { createNdSaveService, type NdSaveService } from './nd-save-service';
import { fromNdSaveWire, type PermitSave } from './permit-wire';

// The save service works on the domain: the permit's fields by plain name (`typeNd`, `detailContentWorks`);
// the spec's wire names are translated at the edge (permit-wire.ts), so the service is called here directly.

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let service: NdSaveService;
let caller: AuthUser;
let plain: PermitSave;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
  const audit = createAuditLog(db);
  service = createNdSaveService(db, { workflow: createWorkflowService(db, { audit, maxPermitDays: 15 }), audit, maxPermitDays: 15 });
  caller = { id: crew.creator.id, organizationId: crew.organizationId, sectionId: crew.sectionId, roles: ['CREATOR'], isAdmin: false, sid: 'test' };
  const window = { start: await hoursFromNow(db, 24), end: await hoursFromNow(db, 32) };
  // Written out by hand, not through the mapper: the two fields the spec spells otherwise, by their plain names.
  const { type_nd, detail_content_works, ...same } = ndSaveSchema.parse(fullPermit(crew, window, { draft: true }));
  plain = { ...same, typeNd: type_nd, detailContentWorks: detail_content_works };
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('the save service on plain names', () => {
  it('saves a permit whose type and detailed works come by their plain names', async () => {
    const saved = await service.save(caller, { ...plain, detailContentWorks: 'Замена задвижки' });
    expect(saved).toMatchObject({ status: 'DRAFT', type_detail: { id: crew.typeId }, detail_content_works: 'Замена задвижки' });
  });

  it('refuses a submission without the type, naming the field by its label, and stores nothing', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from nd')).rows[0]!.n;
    await expect(service.save(caller, { ...plain, draft: false, typeNd: null })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Поле «Вид наряда-допуска» обязательно'),
    });
    expect((await db.query<{ n: number }>('select count(*)::int as n from nd')).rows[0]!.n).toBe(before);
  });

  it('refuses a type that does not exist under the plain name', async () => {
    await expect(service.save(caller, { ...plain, typeNd: 999_999 })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Поле «Вид наряда-допуска»: запись с id 999999 не найдена'),
    });
  });
});

describe('the edge mapper', () => {
  it('turns the wire payload into plain names and keeps the save keys', () => {
    const wire = ndSaveSchema.parse({ draft: true, id: 7, version: 3, type_nd: 5, detail_content_works: 'Работы', numberPaperNd: 'НД-1' });
    const save = fromNdSaveWire(wire);
    expect(save).toMatchObject({ draft: true, id: 7, version: 3, typeNd: 5, detailContentWorks: 'Работы', numberPaperNd: 'НД-1' });
    expect(Object.keys(save)).not.toEqual(expect.arrayContaining(['type_nd']));
    expect(Object.keys(save).filter((key) => key.includes('_'))).toEqual([]);
  });
});
