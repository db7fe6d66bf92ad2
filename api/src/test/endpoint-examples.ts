import { z } from 'zod';
import { CATALOGUE_AREA_NAMES, type CatalogueArea, type EndpointConfig } from '@permit/shared-contracts';
import { fullPermit, type Person } from './crew';
import { FIXTURE_PASSWORD, unique } from './fixtures';
import type { Part } from './http-helpers';
import type { World } from './world';

/**
 * How a user endpoint answers a user of another organization (permission matrix):
 * - permit: names a permit or file of the world's organization → 404, exactly like a missing id;
 * - colleague: names a user or the organization itself → 403;
 * - org-list: a list confined to the caller's organization → none of the world organization's rows;
 * - staff-list: the same for users' lists, except that ADMIN maintains (and lists) every user;
 * - personal: the caller's own data (notifications, favourites, password);
 * - shared: the catalogues every signed-in user reads.
 */
export type Scope = 'permit' | 'colleague' | 'org-list' | 'staff-list' | 'personal' | 'shared';

/** One valid call of an endpoint; the fuzz mutates it, the permission matrix sends it as everyone. */
export interface Example {
  /** Who may legitimately make the call; null for public endpoints. */
  caller: Person | null;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Multipart endpoints: the parts of a valid upload. */
  parts?: Part[];
  scope?: Scope;
}

type Build = (w: World) => Example;

const page = { page: 0, size: 10 };
const upload = (name: string): Part[] => [{ name: 'file', value: Buffer.from('содержимое'), filename: name, contentType: 'text/plain' }];

function catalogueSaveBody(area: CatalogueArea, w: World): Record<string, unknown> {
  const description = 'описание';
  const bodies: Record<CatalogueArea, Record<string, unknown>> = {
    typeNd: { type: unique('Вид'), description, route: ['ISSUANCER', 'APPROVER'] },
    contentworks: { content: unique('Работы'), place: w.crew.placeId, description, typeNd: w.crew.typeId },
    placesWorks: { place: unique('Место'), description },
    regionWorks: { region: unique('Зона'), place: w.crew.placeId, description },
    organizations: { name: unique('Организация'), inn: '7701234567' },
    workshifts: { organizationId: w.crew.organizationId, time_start: '07:30', time_end: '19:30' },
    sections: { section: unique('Отдел'), organization: w.crew.organizationId, description },
    dangerous_factors: { factor: unique('Фактор'), description },
    instruments: { instrument_name: unique('Инструмент'), description },
    security_measures: { measure: unique('Мера'), dangerousFactor: w.crew.factorId, description },
    Siz: { siz_name: unique('СИЗ'), description },
    events: { event_name: unique('Мероприятие'), description, type_nd: w.crew.typeId },
  };
  return bodies[area];
}

function catalogueExamples(): Record<string, Build> {
  const out: Record<string, Build> = {};
  for (const area of CATALOGUE_AREA_NAMES) {
    const id = `catalogues.${area}`;
    out[`${id}.list`] = (w) => ({ caller: w.crew.executor, params: page, scope: 'shared' });
    out[`${id}.listAll`] = (w) => ({ caller: w.crew.executor, scope: 'shared' });
    out[`${id}.get`] = (w) => ({ caller: w.crew.executor, params: { id: w.ids[area] }, scope: 'shared' });
    out[`${id}.save`] = (w) => ({ caller: w.crew.admin, body: catalogueSaveBody(area, w) });
    out[`${id}.delete`] = (w) => ({ caller: w.crew.admin, params: { id: w.spare[area] } });
  }
  return out;
}

const EXAMPLES: Record<string, Build> = {
  'system.health': () => ({ caller: null }),
  'system.mailOutbox': (w) => ({ caller: w.crew.admin, params: page }),
  'users.login': (w) => ({ caller: null, body: { username: w.loginUser.username, password: FIXTURE_PASSWORD } }),
  'users.passwordForget': (w) => ({ caller: null, body: { e_mail: w.forgetUser.username, username: w.forgetUser.username } }),
  // A well-formed token no link has: the call goes through the whole check and is refused (400).
  'users.passwordReset': () => ({ caller: null, body: { token: 'A'.repeat(43), new_password: 'новый-пароль-123' } }),
  'users.passwordNew': (w) => ({
    caller: w.passwordUser,
    body: { old_password: FIXTURE_PASSWORD, new_password: 'новый-пароль-123' },
    scope: 'personal',
  }),
  'users.logout': (w) => ({ caller: w.logoutUser, scope: 'personal' }),
  'users.getUserById': (w) => ({ caller: w.crew.executor, params: { userId: w.crew.creator.id }, scope: 'colleague' }),
  'users.listAllByRole': (w) => ({ caller: w.crew.executor, params: { role: 'CREATOR' }, scope: 'staff-list' }),
  'users.getUserByOrganizationId': (w) => ({
    caller: w.crew.executor,
    params: { organizationId: w.crew.organizationId },
    scope: 'colleague',
  }),
  'users.listAll': (w) => ({ caller: w.crew.executor, scope: 'staff-list' }),
  'users.list': (w) => ({ caller: w.crew.admin, params: page }),
  'users.count': (w) => ({ caller: w.crew.admin }),
  'users.register': (w) => ({
    caller: w.crew.admin,
    body: {
      create: true,
      family: 'Новиков',
      name: 'Олег',
      email: `${unique('new')}@test.ru`,
      phone: '+7 900 111-22-33',
      organization: w.crew.organizationId,
      section: w.crew.sectionId,
      profession: 'Слесарь',
      qualification: 'III разряд',
      roles: ['EXECUTOR'],
      password: 'пароль-12345',
    },
  }),
  'users.delete': (w) => ({ caller: w.crew.admin, params: { id: w.spareUserId } }),
  'nd.countByStatus': (w) => ({ caller: w.crew.executor, params: { status: 'DRAFT' }, scope: 'org-list' }),
  'nd.countsByStatus': (w) => ({ caller: w.crew.executor, scope: 'org-list' }),
  'nd.search': (w) => ({ caller: w.crew.executor, params: page, scope: 'org-list' }),
  'nd.getById': (w) => ({ caller: w.crew.executor, params: { id: w.draftId }, scope: 'permit' }),
  'nd.listByCreator': (w) => ({ caller: w.crew.executor, params: { userId: w.crew.creator.id }, scope: 'org-list' }),
  'nd.save': (w) => ({
    caller: w.crew.creator,
    body: fullPermit(w.crew, { start: '2030-01-10T08:00:00', end: '2030-01-10T18:00:00' }, { id: w.draftId, draft: true }),
    scope: 'permit',
  }),
  'nd.uploadAddFiles': (w) => ({
    caller: w.crew.creator,
    query: { NdID: w.draftId, name: 'схема.txt' },
    parts: upload('схема.txt'),
    scope: 'permit',
  }),
  'nd.downloadFile': (w) => ({ caller: w.crew.executor, params: { fileId: w.fileId }, scope: 'permit' }),
  'nd.printPdf': (w) => ({ caller: w.crew.executor, params: { id: w.submittedId }, scope: 'permit' }),
  'nd.processing': (w) => ({ caller: w.crew.preparator, body: { ndId: w.submittedId, status: 'READY_TO_WORK' }, scope: 'permit' }),
  'nd.routes': (w) => ({ caller: w.crew.executor, params: { ndId: w.submittedId }, scope: 'permit' }),
  'nd.zoneConflicts': (w) => ({ caller: w.crew.executor, params: { ndId: w.submittedId }, scope: 'permit' }),
  'nd.zoneWorks': (w) => ({ caller: w.crew.executor, params: { ndId: w.submittedId }, scope: 'permit' }),
  // The SIMOPS matrix is a global catalogue like the permit types: read by all, changed by an administrator.
  'simops.listAll': (w) => ({ caller: w.crew.executor, scope: 'shared' }),
  'simops.save': (w) => ({
    caller: w.crew.admin,
    body: { typeA: w.crew.typeId, typeB: w.crew.typeId, decision: 'conditional', conditions: 'Наблюдающий на месте работ' },
  }),
  'simops.delete': (w) => ({ caller: w.crew.admin, params: { id: w.spareSimopsRuleId } }),
  // The creator's draft is in his «Мои задачи», so the isolation check has rows to compare.
  'nd.worklist': (w) => ({ caller: w.crew.creator, scope: 'org-list' }),
  // «Доска работ» shows every organization's permits in the zones of the caller's own places (a zone is shared
  // physically), so it is no organization-confined list; which places it shows is tested in board/board.test.ts.
  'board.get': (w) => ({ caller: w.crew.executor, query: { place: w.crew.placeId }, scope: 'shared' }),
  // The board's place picker names places of the shared catalogue, and only those of the caller's own work (the
  // world has no permit on the board, so there is nothing to compare here): board/board-places.test.ts proves it.
  'board.places': (w) => ({ caller: w.crew.executor, scope: 'shared' }),
  'favourites.listAll': (w) => ({ caller: w.crew.executor, scope: 'personal' }),
  'favourites.save': (w) => ({ caller: w.crew.executor, query: { nd_id: w.draftId }, scope: 'permit' }),
  'favourites.delete': (w) => ({ caller: w.crew.executor, params: { id: w.draftId }, scope: 'permit' }),
  'notifications.list': (w) => ({ caller: w.crew.executor, params: page, scope: 'personal' }),
  'notifications.readed': (w) => ({ caller: w.crew.executor, query: { all: true }, scope: 'personal' }),
  'lookups.regionsByPlace': (w) => ({ caller: w.crew.executor, params: { placeId: w.crew.placeId }, scope: 'shared' }),
  'lookups.sectionsByOrganization': (w) => ({ caller: w.crew.executor, params: { id: w.crew.organizationId }, scope: 'shared' }),
  'lookups.workshiftsByOrganization': (w) => ({
    caller: w.crew.executor,
    params: { organizationId: w.crew.organizationId },
    scope: 'shared',
  }),
  'lookups.uploadPrintForm': (w) => ({
    caller: w.crew.admin,
    query: { typeNdID: w.crew.typeId, name: 'форма.docx' },
    parts: upload('форма.docx'),
  }),
  // The types are a global catalogue: their print forms are read by every signed-in user.
  'lookups.printForm': (w) => ({ caller: w.crew.executor, params: { id: w.crew.typeId }, scope: 'shared' }),
  ...catalogueExamples(),
};

/** The endpoint's own example, or undefined when the table names an endpoint these suites do not know yet. */
export function exampleFor(id: string, w: World): Example | undefined {
  return EXAMPLES[id]?.(w);
}

function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/**
 * A call of an endpoint without an example: every path parameter 1 (page 0), the required caller. Enough
 * for everything decided before the input is read (401 and 403) and for junk that must be refused.
 */
export function fallbackExample(endpoint: EndpointConfig, w: World): Example {
  const params = Object.fromEntries(shapeKeys(endpoint.params).map((key) => [key, key === 'page' ? 0 : 1]));
  const caller = endpoint.access === 'public' ? null : endpoint.access === 'admin' ? w.crew.admin : w.crew.creator;
  return { caller, params, ...(endpoint.bodyType === 'multipart' ? { parts: upload('file.txt') } : endpoint.body ? { body: {} } : {}) };
}

/** The scope a matrix check needs: admin and public endpoints need none, a user endpoint its example's. */
export function scopeOf(endpoint: EndpointConfig, example: Example | undefined): Scope | 'admin' | 'public' | undefined {
  if (endpoint.access !== 'user') return endpoint.access;
  return example?.scope;
}
