import { testProfile } from '@permit/dev-kit/testing';
import { buildSearchQuery } from './build-search-query';

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
});
