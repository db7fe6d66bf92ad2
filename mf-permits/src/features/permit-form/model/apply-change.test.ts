import { applyChange } from './apply-change';
import { emptyFormValues } from './form-values';

describe('applyChange', () => {
  const base = { ...emptyFormValues(), organization: 1, section: 2, workshift: 3, place: 4, region: 5 };

  it('drops the section and work shift when the organization changes', () => {
    expect(applyChange(base, 'organization', 9)).toMatchObject({ organization: 9, section: null, workshift: null, region: 5 });
    expect(applyChange(base, 'organization', 1)).toMatchObject({ section: 2, workshift: 3 });
  });

  it('drops the zone when the place changes', () => {
    expect(applyChange(base, 'place', null)).toMatchObject({ place: null, region: null, section: 2 });
  });
});
