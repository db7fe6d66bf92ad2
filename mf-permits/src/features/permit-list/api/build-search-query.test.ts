import { testProfile } from '@permit/dev-kit/testing';
import { buildSearchQuery, EMPTY_LIST_FILTERS } from './build-search-query';

describe('buildSearchQuery', () => {
  const profile = testProfile();

  it('sends every filter with the empty conventions and the organization for the default scope', () => {
    expect(buildSearchQuery({ scope: 'organization' }, profile)).toEqual({
      contentWorks: 0,
      numberPaperNd: '!',
      type: 0,
      userApprover: 0,
      userExecutor: 0,
      userIndustrialSafer: 0,
      userIssuancer: 0,
      userPreparator: 0,
      creator: 0,
      date_start: '!',
      date_end: '!',
      section: 0,
      place: 0,
      status: '',
      organization: 7,
    });
  });

  it('narrows by creator for «Ваши» and by section for «По отделу», and passes the status', () => {
    expect(buildSearchQuery({ scope: 'own', status: 'IN_WORK' }, profile)).toMatchObject({
      creator: 11,
      section: 0,
      organization: 0,
      status: 'IN_WORK',
    });
    expect(buildSearchQuery({ scope: 'section' }, profile)).toMatchObject({ creator: 0, section: 3, organization: 0 });
  });

  it('asks for the user as any participant for «Я участник», and only then sends that parameter', () => {
    const query = buildSearchQuery({ scope: 'participant' }, profile);
    expect(query).toMatchObject({ participant: 11, creator: 0, section: 0, organization: 0 });
    for (const scope of ['own', 'section', 'organization'] as const) expect(buildSearchQuery({ scope }, profile)).not.toHaveProperty('participant');
  });

  it('sends each filled filter: trimmed number, ids, dates as the first and the last minute, status', () => {
    const filters = {
      number: ' 42 ',
      type: 2,
      creator: 5,
      dateFrom: '01.03.2025',
      dateTo: '31.03.2025',
      section: 4,
      place: 9,
      status: 'DRAFT' as const,
    };
    expect(buildSearchQuery({ scope: 'organization', filters }, profile)).toMatchObject({
      numberPaperNd: '42',
      type: 2,
      creator: 5,
      date_start: '2025-03-01 00:00',
      date_end: '2025-03-31 23:59',
      section: 4,
      place: 9,
      status: 'DRAFT',
      organization: 7,
    });
  });

  it('lets the scope win over the creator and section filters, and the status list over the status filter', () => {
    const filters = { ...EMPTY_LIST_FILTERS, creator: 5, section: 4, status: 'DRAFT' as const };
    expect(buildSearchQuery({ scope: 'own', filters }, profile)).toMatchObject({ creator: 11, section: 4 });
    expect(buildSearchQuery({ scope: 'section', filters }, profile)).toMatchObject({ creator: 5, section: 3 });
    expect(buildSearchQuery({ scope: 'organization', status: 'ARCHIVE', filters }, profile)).toMatchObject({
      status: 'ARCHIVE',
    });
  });

  it('treats a whitespace-only number and unparseable dates as empty', () => {
    const filters = { ...EMPTY_LIST_FILTERS, number: '   ', dateFrom: '31.02.2025', dateTo: 'вчера' };
    expect(buildSearchQuery({ scope: 'organization', filters }, profile)).toMatchObject({
      numberPaperNd: '!',
      date_start: '!',
      date_end: '!',
    });
  });
});
