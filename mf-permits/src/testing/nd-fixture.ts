import type { Nd, NdListRow, UserRef } from '@permit/shared-contracts';

export function testUserRef(id: number, family: string): UserRef {
  return { id, family, name: 'Иван', surname: '', email: `u${id}@example.ru`, profession: 'Мастер' };
}

/** A submitted permit with every detail set; tests override what they need. */
export function testNd(overrides: Partial<Nd> = {}): Nd {
  return {
    id: 42,
    status: 'DRAFT',
    draft: true,
    priority: 0,
    created: '2025-03-01T10:00:00',
    numberPaperNd: 'П-15',
    detail_content_works: 'Замена задвижки',
    datetimeStart: '2025-03-07T08:00:00',
    datetimeEnd: '2025-03-07T17:00:00',
    printForm: null,
    documents: '',
    addFiles: [],
    comment: '',
    workshift: 4,
    workshift_detail: { id: 4, time_start: '08:00', time_end: '20:00' },
    organization_detail: { id: 7, name: 'АО «Северный НПЗ»' },
    place_detail: { id: 5, place: 'Резервуарный парк' },
    region_detail: { id: 6, region: 'Зона А' },
    section_detail: { id: 3, section: 'Цех № 2' },
    type_detail: { id: 1, type: 'Огневые работы' },
    creator_detail: testUserRef(11, 'Иванов'),
    userApprover_detail: testUserRef(15, 'Утверждающев'),
    userExecutor_detail: testUserRef(16, 'Исполнителев'),
    userIndustrialSafer_detail: testUserRef(13, 'Безопасов'),
    userIssuancer_detail: testUserRef(14, 'Выдающев'),
    userPreparator_detail: testUserRef(12, 'Подготовкин'),
    userObjectOwner_detail: null,
    brigade: [testUserRef(21, 'Сидоров')],
    brigadeHand: '',
    contentWorks: [],
    contentWorksHand: 'Покраска',
    dangerousFactors: [],
    dangerousFactorsHand: '',
    instruments: [],
    instrumentsHand: '',
    securityMeasures: [],
    securityMeasuresHand: '["Экран","Огнетушитель"]',
    siz: [],
    sizHand: '',
    events: [],
    eventHand: '',
    approvedSteps: [],
    prolonged: false,
    version: 3,
    ...overrides,
  };
}

/** A row of the permit list (ndSearch) in work; tests override what they need. */
export function testListRow(id: number, overrides: Partial<NdListRow> = {}): NdListRow {
  return {
    id,
    status: 'IN_WORK',
    numberPaperNd: '',
    contentWorks: [{ id: 1, content: 'Огневые работы' }],
    contentWorksHand: 'Покраска',
    place_detail: { id: 2, place: 'Резервуарный парк' },
    type_detail: null,
    datetimeStart: '2025-03-07T08:05:00',
    datetimeEnd: '2025-03-07T17:00:00',
    creator_detail: { id: 11, family: 'Иванов', name: 'Иван', surname: '', email: 'ivanov@example.ru', profession: 'Мастер' },
    ...overrides,
  };
}
