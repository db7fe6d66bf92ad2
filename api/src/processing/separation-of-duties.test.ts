import type { FastifyInstance } from 'fastify';
import { PARTICIPANT_ROLES, type NdStatus, type ParticipantField, type RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { PARTICIPANTS } from '../nd/nd-detail-repository';
import { distinctPairs, fieldLabel, type DutyField } from '../nd/separation-of-duties';
import { insertRow } from '../seed/seed-helpers';
import { createCrew, createPerson, fullPermit, hoursFromNow, insertPermit, type Crew, type Person } from '../test/crew';
import { unique } from '../test/fixtures';
import { PERMIT_TABLES, postAs, snapshot } from '../test/http-helpers';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';

/**
 * Separation of duties (docs/domain/separation-of-duties.md), on PGlite and PostgreSQL: every pair of the
 * table on save, submission and resubmission; every field's role; roles taken away from people already
 * named; one step per person; only the named executor starts; a creator without the CREATOR role.
 */
let app: FastifyInstance;
let db: Db;
let crew: Crew;
const win = { start: '', end: '' };

const FULL_ROUTE: RoleName[] = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'];
const OWNER_ROUTE: RoleName[] = ['OBJECT_OWNER', 'ISSUANCER', 'APPROVER'];

const save = (who: Person, body: object) => postAs(app, who.token, '/api/nd_processing/create_nd', body);
const processing = (who: Person, body: object) => postAs(app, who.token, '/api/nd_processing/processingND', body);
const setRoles = async (user: Person, roles: RoleName[]) => {
  await db.query('delete from user_role where user_id = $1', [user.id]);
  for (const role of roles) await db.query('insert into user_role (user_id, role_id) select $1, id from role where name = $2', [user.id, role]);
};
const statusOf = async (ndId: number) => (await db.query<{ status: NdStatus }>('select status from nd where id = $1', [ndId])).rows[0]!.status;
const org = () => ({ organizationId: crew.organizationId, sectionId: crew.sectionId });
const column = (field: ParticipantField) => PARTICIPANTS.find((p) => p.key === field)!.column;

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db, FULL_ROUTE);
  win.start = await hoursFromNow(db, -1);
  win.end = await hoursFromNow(db, 8);
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

describe('the table of fields that name different people', () => {
  const cases = [
    ...distinctPairs(FULL_ROUTE).map(([a, b]) => ({ route: FULL_ROUTE, a, b })),
    ...distinctPairs(OWNER_ROUTE)
      .filter(([a, b]) => a === 'userObjectOwner' || b === 'userObjectOwner')
      .map(([a, b]) => ({ route: OWNER_ROUTE, a, b })),
  ].map((c) => ({ ...c, name: `${c.a} / ${c.b} (route ${c.route.join(', ')})` }));

  it('has the pairs docs/domain/separation-of-duties.md fixes, and every two route steps', () => {
    expect(distinctPairs(FULL_ROUTE)).toHaveLength(3 + 5);
    expect(distinctPairs([])).toEqual([
      ['creator', 'userIssuancer'],
      ['creator', 'userApprover'],
      ['userIssuancer', 'userApprover'],
    ]);
    expect(cases).toHaveLength(10);
  });

  it.each(cases)(
    '$name: one person in both is refused on draft save, submission and resubmission (403), nothing changes',
    async ({ route, a, b }) => {
      const typeId = await insertRow(db, 'type_nd', { type: unique('Вид'), description: 'тест', route });
      const roleOf = (f: DutyField): RoleName => (f === 'creator' ? 'CREATOR' : PARTICIPANT_ROLES[f]);
      // He holds both roles: only the pair rule can refuse him.
      const dual = await createPerson(app, db, org(), [...new Set<RoleName>(['CREATOR', roleOf(a), roleOf(b)])]);
      const author = a === 'creator' ? dual : crew.creator;
      const naming: Record<string, number> = { [b]: dual.id };
      if (a !== 'creator') naming[a] = dual.id;
      const expected =
        a === 'creator'
          ? `Создатель наряда-допуска не может быть указан в поле «${fieldLabel(b)}»`
          : `Поля «${fieldLabel(a)}» и «${fieldLabel(b)}» должны указывать разных людей`;

      const before = await snapshot(db, PERMIT_TABLES);
      for (const draft of [true, false]) {
        const res = await save(author, fullPermit(crew, win, { type_nd: typeId, draft, ...naming }));
        expect({ draft, status: res.statusCode, body: res.json() }).toEqual({
          draft,
          status: 403,
          body: { code: 'FORBIDDEN', message: `Нарушено разделение обязанностей: ${expected}` },
        });
      }
      expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);

      // A permit stored so before the rule (or by hand): its resubmission is refused the same way.
      const columns = Object.fromEntries(Object.entries(naming).map(([f, id]) => [column(f as ParticipantField), id]));
      const ndId = await insertPermit(db, crew, 'ON_MODIFICATION', win, { type_nd_id: typeId, creator_id: author.id, ...columns });
      const res = await processing(author, { ndId, status: 'ON_ACCEPTANCE' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain(expected);
      expect(await statusOf(ndId)).toBe('ON_MODIFICATION');
    },
  );

  it('allows what the table does not forbid: the creator as preparator, the executor also the object owner', async () => {
    const both = await createPerson(app, db, org(), ['CREATOR', 'PREPARATOR']);
    const worker = await createPerson(app, db, org(), ['EXECUTOR', 'OBJECT_OWNER']);
    const res = await save(both, fullPermit(crew, win, { userPreparator: both.id, userExecutor: worker.id, userObjectOwner: worker.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ON_ACCEPTANCE');
  });
});

describe('each named participant holds the role of his field', () => {
  it.each(Object.entries(PARTICIPANT_ROLES) as [ParticipantField, RoleName][])(
    '%s needs %s: anyone else is refused (403) on save',
    async (field, role) => {
      // Holds every participant role but this one.
      const others = Object.values(PARTICIPANT_ROLES).filter((r) => r !== role);
      const almost = await createPerson(app, db, org(), others);
      const before = await snapshot(db, PERMIT_TABLES);
      for (const draft of [true, false]) {
        const res = await save(crew.creator, fullPermit(crew, win, { draft, [field]: almost.id }));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(new RegExp(`Поле «${fieldLabel(field)}»: у пользователя с id ${almost.id} нет роли`));
      }
      expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
    },
  );
});

describe('a move on an existing permit is checked again (roles change)', () => {
  it('an approver whose role was taken away cannot approve; the step is refused with the reason', async () => {
    const approver = await createPerson(app, db, org(), ['APPROVER']);
    const ndId = await insertPermit(db, crew, 'ON_ACCEPTANCE', win, { user_approver_id: approver.id, approved_steps: FULL_ROUTE.slice(0, 3) });
    await setRoles(approver, ['EXECUTOR']);
    const res = await processing(approver, { ndId, status: 'READY_TO_WORK' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Нарушено разделение обязанностей: этот шаг выполняет пользователь с ролью «Утверждающий», а у вас её больше нет',
    );
    await setRoles(approver, ['APPROVER']);
    expect((await processing(approver, { ndId, status: 'READY_TO_WORK' })).json()).toBe(true);
  });

  it('another named participant who lost his role stops the approvals until the permit is corrected', async () => {
    const owner = await createPerson(app, db, org(), ['OBJECT_OWNER']);
    const ndId = await insertPermit(db, crew, 'ON_ACCEPTANCE', win, { user_object_owner_id: owner.id });
    await setRoles(owner, []);
    const res = await processing(crew.preparator, { ndId, status: 'READY_TO_WORK' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `Нарушено разделение обязанностей: Поле «Владелец объекта»: у пользователя с id ${owner.id} нет роли «Владелец объекта»`,
    );
    expect(await statusOf(ndId)).toBe('ON_ACCEPTANCE');
    // The way out stays open: a route participant returns it for correction.
    expect((await processing(crew.preparator, { ndId, status: 'ON_MODIFICATION', comment: 'Замените владельца объекта' })).json()).toBe(true);
  });

  it('one person takes at most one step: a second step by the same person is refused', async () => {
    const ndId = await insertPermit(db, crew, 'ON_ACCEPTANCE', win, { approved_steps: ['PREPARATOR', 'INDUSTRIAL_SAFER'] });
    await insertRow(db, 'route_history', {
      nd_id: ndId,
      user_id: crew.issuer.id,
      status_from: 'DRAFT',
      status_to: 'ON_ACCEPTANCE',
      step: null,
      comment: '',
    });
    // History written before the rule: the issuer already took the safer's step in this round.
    await insertRow(db, 'route_history', {
      nd_id: ndId,
      user_id: crew.issuer.id,
      status_from: 'ON_ACCEPTANCE',
      status_to: 'ON_ACCEPTANCE',
      step: 'INDUSTRIAL_SAFER',
      comment: '',
    });
    const res = await processing(crew.issuer, { ndId, status: 'READY_TO_WORK' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/вы уже согласовали шаг «Обеспечивающий безопасность»/);
    expect(await statusOf(ndId)).toBe('ON_ACCEPTANCE');
    // A row the server writes itself (migration 025 sends a permit back to approval with its steps) starts no new
    // round: only a submission by the creator, from a draft or from modification, does.
    await insertRow(db, 'route_history', {
      nd_id: ndId,
      user_id: null,
      status_from: 'READY_TO_WORK',
      status_to: 'ON_ACCEPTANCE',
      step: null,
      comment: 'Маршрут вида наряд-допуска дополнен',
    });
    const again = await processing(crew.issuer, { ndId, status: 'READY_TO_WORK' });
    expect([again.statusCode, again.json().message]).toEqual([403, expect.stringMatching(/вы уже согласовали шаг «Обеспечивающий безопасность»/)]);
    expect(await statusOf(ndId)).toBe('ON_ACCEPTANCE');
  });

  it('only the named executor starts the work, and only while he holds EXECUTOR', async () => {
    const ndId = await insertPermit(db, crew, 'READY_TO_WORK', win, {
      region_id: await insertRow(db, 'region_work', { region: unique('Зона'), description: 'т', place: crew.placeId }),
    });
    for (const other of [crew.bystander, crew.issuer, crew.creator, crew.admin]) {
      expect((await processing(other, { ndId, status: 'IN_WORK' })).statusCode).toBe(403);
    }
    await setRoles(crew.executor, ['OBJECT_OWNER']);
    try {
      const res = await processing(crew.executor, { ndId, status: 'IN_WORK' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/ролью «Исполнитель», а у вас её больше нет/);
      expect(await statusOf(ndId)).toBe('READY_TO_WORK');
    } finally {
      await setRoles(crew.executor, ['EXECUTOR']);
    }
    expect((await processing(crew.executor, { ndId, status: 'IN_WORK' })).json()).toBe(true);
  });
});

describe('a creator whose CREATOR role was removed', () => {
  it('no longer edits, submits or cancels his old drafts; the issuer still may cancel', async () => {
    const former = await createPerson(app, db, org(), ['CREATOR']);
    const draft = await save(former, fullPermit(crew, win, { draft: true }));
    expect(draft.statusCode).toBe(200);
    const { id, version } = draft.json();
    const returned = await insertPermit(db, crew, 'ON_MODIFICATION', win, { creator_id: former.id });
    await setRoles(former, ['EXECUTOR']);

    const before = await snapshot(db, PERMIT_TABLES);
    for (const body of [{ draft: true }, { draft: false }]) {
      const res = await save(former, fullPermit(crew, win, { id, version, ...body }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Оформлять и изменять наряд-допуски может пользователь с ролью «Создатель»');
    }
    for (const [ndId, status] of [
      [id, 'ON_ACCEPTANCE'],
      [returned, 'ON_ACCEPTANCE'],
      [id, 'CANCELLED'],
    ] as const) {
      const res = await processing(former, { ndId, status });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/ролью «Создатель», а у вас её больше нет/);
    }
    expect(await snapshot(db, PERMIT_TABLES)).toEqual(before);
    expect((await processing(crew.issuer, { ndId: id, status: 'CANCELLED' })).json()).toBe(true);
  });
});
