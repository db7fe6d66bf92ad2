import { ndSaveSchema, ndSchema } from '../schemas/nd';
import { ndSearchQuerySchema } from '../schemas/nd-search';
import {
  detailKeyOf,
  ND_FIELD_LABELS,
  ND_PARTICIPANT_KEYS,
  ND_SUBMIT_REQUIRED,
  PARTICIPANT_FILTER_KEYS,
  PARTICIPANT_ROLES,
  PERMIT_FIELD_NAMES,
  PERMIT_SUBMIT_REQUIRED,
  saveKeyOf,
} from './permit-field-schemas';
import { PERMIT_FIELDS } from './permit-fields';

/**
 * The schemas derived from the field map must accept and refuse exactly what the hand-written ones did
 * (the wire format is the spec's). The fixtures below are copies of what the old schemas took and gave,
 * kept here as data so the comparison does not depend on the old code.
 */

const user = (id: number) => ({ id, family: 'Иванов', name: 'Иван', surname: 'Иванович', email: `u${id}@x.ru`, profession: 'Слесарь' });

/** A getNdById answer as the old ndSchema fixed it (every key it had). */
const OLD_DETAIL = {
  id: 7,
  status: 'DRAFT',
  draft: true,
  priority: 0,
  created: '2026-11-01T08:00:00',
  numberPaperNd: 'НД-7',
  detail_content_works: 'Подробно',
  datetimeStart: '2026-11-02T08:00:00',
  datetimeEnd: '',
  printForm: null,
  documents: '',
  addFiles: [{ id: 1, name: 'a.pdf', size: 10, contentType: 'application/pdf', uploaded: '2026-11-01T08:00:00' }],
  comment: '',
  workshift: 3,
  workshift_detail: { id: 3, time_start: '08:00', time_end: '20:00' },
  organization_detail: { id: 1, name: 'ООО «Ромашка»' },
  place_detail: { id: 2, place: 'Цех 1' },
  region_detail: null,
  section_detail: { id: 4, section: 'Отдел' },
  type_detail: { id: 5, type: 'Огневые' },
  creator_detail: user(1),
  userApprover_detail: user(2),
  userExecutor_detail: null,
  userIndustrialSafer_detail: user(3),
  userIssuancer_detail: null,
  userPreparator_detail: null,
  userObjectOwner_detail: null,
  brigade: [user(4)],
  brigadeHand: 'Петров',
  contentWorks: [{ id: 1, content: 'Сварка', description: '', place: null, place_detail: null, typeNd: null, typeNd_detail: null }],
  contentWorksHand: '',
  dangerousFactors: [{ id: 1, factor: 'Огонь', description: '' }],
  dangerousFactorsHand: '',
  instruments: [],
  instrumentsHand: '',
  securityMeasures: [],
  securityMeasuresHand: '[]',
  siz: [],
  sizHand: '',
  events: [],
  eventHand: '',
  approvedSteps: [],
  prolonged: false,
  version: 1,
};

/** What the old ndSaveSchema made of `{ draft: true }`: every field present with its empty value. */
const OLD_EMPTY_DRAFT = {
  draft: true,
  brigade: [],
  brigadeHand: '',
  comment: '',
  contentWorks: [],
  contentWorksHand: '',
  dangerousFactors: [],
  dangerousFactorsHand: '',
  datetimeStart: '',
  datetimeEnd: '',
  detail_content_works: '',
  eventHand: '',
  events: [],
  instruments: [],
  instrumentsHand: '',
  numberPaperNd: '',
  organization: null,
  place: null,
  region: null,
  section: null,
  securityMeasures: [],
  securityMeasuresHand: '',
  siz: [],
  sizHand: '',
  type_nd: null,
  userApprover: null,
  userExecutor: null,
  userIndustrialSafer: null,
  userIssuancer: null,
  userPreparator: null,
  userObjectOwner: null,
  workshift: null,
};

const OLD_LABELS = {
  brigade: 'Бригада',
  brigadeHand: 'Бригада (вручную)',
  comment: 'Комментарий',
  contentWorks: 'Содержание работ',
  contentWorksHand: 'Содержание работ (вручную)',
  dangerousFactors: 'Опасные факторы',
  dangerousFactorsHand: 'Опасные факторы (вручную)',
  datetimeStart: 'Начало работ',
  datetimeEnd: 'Окончание работ',
  detail_content_works: 'Подробное содержание работ',
  eventHand: 'Контрольные мероприятия (вручную)',
  events: 'Контрольные мероприятия',
  instruments: 'Инструменты',
  instrumentsHand: 'Инструменты (вручную)',
  numberPaperNd: 'Номер бумажного наряда-допуска',
  organization: 'Организация',
  place: 'Место проведения работ',
  region: 'Зона проведения работ',
  section: 'Отдел',
  securityMeasures: 'Меры безопасности',
  securityMeasuresHand: 'Меры безопасности (вручную)',
  siz: 'Средства индивидуальной защиты',
  sizHand: 'Средства индивидуальной защиты (вручную)',
  type_nd: 'Вид наряда-допуска',
  userApprover: 'Утверждающий',
  userExecutor: 'Исполнитель',
  userIndustrialSafer: 'Обеспечивающий безопасность',
  userIssuancer: 'Выдающий наряд-допуск',
  userPreparator: 'Подготовитель',
  userObjectOwner: 'Владелец объекта',
  workshift: 'Рабочая смена',
};

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the permit field map: derived save schema', () => {
  it('fills a bare draft exactly as the old schema did', () => {
    expect(ndSaveSchema.parse({ draft: true })).toEqual(OLD_EMPTY_DRAFT);
  });

  it('keeps a complete submission as sent, and drops keys the wire does not have', () => {
    const full = { ...OLD_EMPTY_DRAFT, draft: false, id: 7, version: 2, type_nd: 5, userIndustrialSafer: 3, brigade: [4, 5] };
    full.datetimeStart = '2026-11-02T08:00:00';
    expect(ndSaveSchema.parse({ ...full, typeNd: 9, detailContentWorks: 'x', userIndustrialSafer_detail: user(3) })).toEqual(full);
  });

  it.each([
    ['a participant that is not an id', { userIndustrialSafer: 'x' }],
    ['a reference 0', { type_nd: 0 }],
    ['a list with a negative id', { brigade: [-1] }],
    ['too long a paper number', { numberPaperNd: 'x'.repeat(256) }],
    ['too long a detail text', { detail_content_works: 'x'.repeat(4001) }],
    ['too long a hand text', { sizHand: 'x'.repeat(8001) }],
    ['a date with a space', { datetimeStart: '2026-11-02 08:00:00' }],
    ['too long a list', { events: Array.from({ length: 501 }, (_, i) => i + 1) }],
    ['no draft flag', { draft: undefined }],
  ])('refuses %s', (_what, patch) => {
    expect(ndSaveSchema.safeParse({ draft: true, ...patch }).success).toBe(false);
  });

  it.each([
    ['the longest paper number', { numberPaperNd: 'x'.repeat(255) }],
    ['the longest detail text', { detail_content_works: 'x'.repeat(4000) }],
    ['the longest hand text', { sizHand: 'x'.repeat(8000) }],
    ['an explicit null participant', { userObjectOwner: null }],
  ])('accepts %s', (_what, patch) => {
    expect(ndSaveSchema.safeParse({ draft: true, ...patch }).success).toBe(true);
  });
});

describe('the permit field map: derived detail schema', () => {
  it('accepts the old getNdById answer unchanged, with the same keys', () => {
    expect(ndSchema.parse(OLD_DETAIL)).toEqual(OLD_DETAIL);
    expect(sorted(Object.keys(ndSchema.shape))).toEqual(sorted(Object.keys(OLD_DETAIL)));
  });

  it.each(['userIndustrialSafer_detail', 'workshift', 'type_detail', 'detail_content_works', 'contentWorks'])('refuses it without %s', (key) => {
    const { [key]: _dropped, ...rest } = OLD_DETAIL as Record<string, unknown>;
    expect(ndSchema.safeParse(rest).success).toBe(false);
  });

  it('refuses a participant detail that is not a person', () => {
    expect(ndSchema.safeParse({ ...OLD_DETAIL, userExecutor_detail: { id: 1 } }).success).toBe(false);
  });
});

describe('the permit field map: derived rules and texts', () => {
  it('requires on submit the fields the old list named', () => {
    expect(sorted(ND_SUBMIT_REQUIRED)).toEqual(
      sorted([
        'userApprover',
        'userExecutor',
        'userIndustrialSafer',
        'userIssuancer',
        'userPreparator',
        'type_nd',
        'organization',
        'place',
        'region',
        'section',
        'workshift',
        'datetimeStart',
        'datetimeEnd',
      ]),
    );
  });

  it('labels every save key as before', () => {
    expect(ND_FIELD_LABELS).toEqual(OLD_LABELS);
  });

  it('names the six participants in route order, each with its role', () => {
    expect(ND_PARTICIPANT_KEYS).toEqual([
      'userPreparator',
      'userIndustrialSafer',
      'userIssuancer',
      'userApprover',
      'userExecutor',
      'userObjectOwner',
    ]);
    expect(PARTICIPANT_ROLES).toEqual({
      userPreparator: 'PREPARATOR',
      userIndustrialSafer: 'INDUSTRIAL_SAFER',
      userIssuancer: 'ISSUANCER',
      userApprover: 'APPROVER',
      userExecutor: 'EXECUTOR',
      userObjectOwner: 'OBJECT_OWNER',
    });
  });

  it('filters ndSearch by the same participants as before', () => {
    expect(sorted(PARTICIPANT_FILTER_KEYS)).toEqual(
      sorted(['userApprover', 'userExecutor', 'userIndustrialSafer', 'userIssuancer', 'userPreparator']),
    );
    expect(ndSearchQuerySchema.parse({ userIndustrialSafer: '3', userObjectOwner: '4' })).toMatchObject({ userIndustrialSafer: 3 });
    expect(ndSearchQuerySchema.parse({ userObjectOwner: '4' })).not.toHaveProperty('userObjectOwner');
  });

  it('spells the wire keys the spec fixes, and the plain names otherwise', () => {
    expect(saveKeyOf('typeNd')).toBe('type_nd');
    expect(detailKeyOf('typeNd')).toBe('type_detail');
    expect(saveKeyOf('detailContentWorks')).toBe('detail_content_works');
    expect(detailKeyOf('userIndustrialSafer')).toBe('userIndustrialSafer_detail');
    expect(detailKeyOf('brigade')).toBe('brigade');
    for (const name of PERMIT_FIELD_NAMES) expect(PERMIT_FIELDS[name].label).not.toBe('');
  });

  it('names the fields a submission needs by plain name too, in the same order as on the wire', () => {
    expect(PERMIT_SUBMIT_REQUIRED.map(saveKeyOf)).toEqual([...ND_SUBMIT_REQUIRED]);
    expect(PERMIT_SUBMIT_REQUIRED).toContain('typeNd');
    expect(PERMIT_SUBMIT_REQUIRED).not.toContain('type_nd');
  });
});
