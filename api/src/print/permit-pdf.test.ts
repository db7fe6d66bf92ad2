import { formatDateTime, ndSchema, routeHistorySchema, type Nd, type RouteHistory, type UserRef } from '@permit/shared-contracts';
import { inspectPdf, lines } from './pdf-inspect';
import { permitUrl, qrPng } from './permit-qr';
import { renderPermitPdf } from './permit-pdf';
import { historyAction, splitSecurityHand } from './print-text';

const user = (id: number, family: string): UserRef => ({
  id,
  family,
  name: 'Иван',
  surname: 'Петрович',
  email: `u${id}@test.ru`,
  profession: 'Мастер',
});

/** A complete permit as getNdById returns it (parsed by the contract, so the fixture cannot drift). */
function permit(extra: Partial<Nd> = {}): Nd {
  return ndSchema.parse({
    id: 42,
    status: 'IN_WORK',
    draft: false,
    priority: 0,
    created: '2026-11-20T09:15:00',
    numberPaperNd: 'БН-42',
    detail_content_works: 'По ППР-7',
    datetimeStart: '2026-11-20T10:00:00',
    datetimeEnd: '2026-11-21T18:00:00',
    printForm: null,
    documents: '',
    addFiles: [],
    comment: '',
    workshift: 1,
    workshift_detail: { id: 1, time_start: '08:00', time_end: '20:00' },
    organization_detail: { id: 1, name: 'ООО «Ромашка»' },
    place_detail: { id: 1, place: 'Цех № 1' },
    region_detail: { id: 1, region: 'Зона А' },
    section_detail: { id: 1, section: 'Отдел главного механика' },
    type_detail: { id: 1, type: 'Огневые работы' },
    creator_detail: user(1, 'Создателев'),
    userPreparator_detail: user(2, 'Подготовкин'),
    userIndustrialSafer_detail: user(3, 'Безопаснов'),
    userIssuancer_detail: user(4, 'Выдавалов'),
    userApprover_detail: user(5, 'Утвердилов'),
    userExecutor_detail: user(6, 'Исполнителев'),
    userObjectOwner_detail: null,
    brigade: [],
    brigadeHand: '',
    contentWorks: [{ id: 1, content: 'Сварка трубопровода', description: '', place: null, place_detail: null, typeNd: null, typeNd_detail: null }],
    contentWorksHand: '',
    dangerousFactors: [],
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
    ...extra,
  });
}

const row = (id: number, extra: Partial<RouteHistory> = {}): RouteHistory =>
  routeHistorySchema.parse({
    id,
    nd_id: 42,
    status_from: 'ON_ACCEPTANCE',
    status_to: 'ON_MODIFICATION',
    step: null,
    comment: `Замечание № ${id}`,
    date: '2026-11-20T10:00:00',
    user_detail: user(3, 'Безопаснов'),
    ...extra,
  });

async function render(nd: Nd, history: RouteHistory[]) {
  const url = permitUrl('http://localhost:8080/', nd.id);
  return renderPermitPdf({ nd, history, qr: { png: await qrPng(url), url } });
}

describe('renderPermitPdf', () => {
  it('returns to the event loop while it lays out a long history, instead of holding the server', async () => {
    const history = Array.from({ length: 300 }, (_, i) => row(i + 1));
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const pdf = await render(permit(), history);
    running = false;
    // 300 rows in slices of 20, plus the pauses between sections.
    expect(ticks).toBeGreaterThanOrEqual(15);
    const view = inspectPdf(pdf);
    expect(view.text).toContain('Замечание № 1\n');
    expect(view.text).toContain('Замечание № 300');
    expect(view.text).toContain(`Страница ${view.pages} из ${view.pages}`);
  });

  it('lets a hand-entered list longer than a page flow on to the next pages without losing entries', async () => {
    const entries = Array.from({ length: 150 }, (_, i) => `Работа вручную ${i + 1}`);
    const view = inspectPdf(await render(permit({ contentWorksHand: entries.join('; ') }), []));
    const rows = lines(view.text);
    for (const entry of entries) expect([entry, rows.some((r) => r.endsWith(`• ${entry}`))]).toEqual([entry, true]);
    expect(view.pages).toBeGreaterThanOrEqual(4);
    expect(view.qr).toBe('http://localhost:8080/nd/show/42');
  });

  it('prints words without spaces, as long as the fields allow, whole and at once', async () => {
    // A held key or a pasted link: pdfkit alone took seconds on such words, holding the server (break-long-words.ts).
    const nd = permit({ contentWorksHand: 'Ж'.repeat(8000), brigadeHand: 'Ф'.repeat(8000), numberPaperNd: `${'Ю'.repeat(120)}\n${'Ю'.repeat(134)}` });
    const view = inspectPdf(await render(nd, [row(1, { comment: 'Э'.repeat(4000) })]));
    const count = (char: string) => view.text.split(char).length - 1;
    expect([count('Ж'), count('Ф'), count('Э')]).toEqual([8000, 8000, 4000]);
    // The paper number whole at the head of the form; the footer's line is cut with «…» and its line break made a
    // space, adding no pages.
    const inFooters = lines(view.text)
      .filter((line) => line.includes('Страница'))
      .reduce((sum, line) => sum + line.split('Ю').length - 1, 0);
    expect(count('Ю') - inFooters).toBe(254);
    expect(view.pages).toBeLessThan(20);
    expect(view.text).toContain(`Страница ${view.pages} из ${view.pages}`);
  });

  it('marks an extension as given with the new end, and an empty history as such', async () => {
    const history = [
      row(1, {
        status_from: 'IN_WORK',
        status_to: 'PROLONG',
        comment: 'Не успеваем',
        user_detail: user(6, 'Исполнителев'),
        date: '2026-11-21T12:00:00',
      }),
      row(2, { status_from: 'PROLONG', status_to: 'PROLONGED', comment: '', user_detail: user(4, 'Выдавалов'), date: '2026-11-21T13:30:00' }),
    ];
    const rows = lines(inspectPdf(await render(permit({ prolonged: true, datetimeEnd: '2026-11-25T18:00:00' }), history)).text);
    expect(rows).toContain('Продление запрошено 21.11.2026 12:00, Исполнителев Иван Петрович');
    expect(rows).toContain('Продление выдано 21.11.2026 13:30, Выдавалов Иван Петрович');
    expect(rows).toContain('Работы продлены до 25.11.2026 18:00');
    expect(lines(inspectPdf(await render(permit(), [])).text)).toContain('Переходов пока не было');
  });
});

describe('print texts', () => {
  it('words a history row without an arrow glyph, which the embedded font lacks', () => {
    expect(historyAction(row(1))).toBe('На доработке (из «На рассмотрении»)');
    expect(historyAction(row(1, { status_from: null, status_to: 'ON_ACCEPTANCE' }))).toBe('На рассмотрении');
    expect(historyAction(row(1, { step: 'PREPARATOR', status_to: 'ON_ACCEPTANCE' }))).toBe('Согласовано: Подготовитель');
  });

  it('reads hand-entered security measures as JSON, or as semicolon text when they are not JSON', () => {
    expect(splitSecurityHand('["Заземлить", " Оградить "]')).toEqual(['Заземлить', 'Оградить']);
    expect(splitSecurityHand('Заземлить; Оградить')).toEqual(['Заземлить', 'Оградить']);
    expect(splitSecurityHand('')).toEqual([]);
  });

  it('shows dates as dd.mm.yyyy hh:mm and an empty date as a dash', () => {
    expect(formatDateTime('2026-01-05T07:03:00')).toBe('05.01.2026 07:03');
    expect(formatDateTime('')).toBe('—');
  });
});
