import { ND_SUBMIT_REQUIRED, type Nd } from '@permit/shared-contracts';
import { emptyFormValues, fromNd, type FormValues } from './form-values';
import { securityHandFromJson, securityHandToJson, normalizeHand } from '../../../lib/hand-list';
import { toSavePayload } from './to-save-payload';
import { countFilled, END_BEFORE_START_MESSAGE, REQUIRED_MESSAGE, validateForm } from './validate-form';
import { testNd } from '../../../testing/nd-fixture';

function filled(): FormValues {
  return {
    ...emptyFormValues(),
    typeNd: 1,
    organization: 2,
    section: 3,
    workshift: 4,
    place: 5,
    region: 6,
    userPreparator: 7,
    userIndustrialSafer: 8,
    userIssuancer: 9,
    userApprover: 10,
    userExecutor: 11,
    dateStart: '07.03.2025',
    timeStart: '08:00',
    dateEnd: '07.03.2025',
    timeEnd: '17:30',
  };
}

describe('permit form model', () => {
  it('saves an empty draft with null references, empty dates and no id', () => {
    const payload = toSavePayload(emptyFormValues(), true);
    expect(payload).toMatchObject({ draft: true, type_nd: null, userObjectOwner: null, datetimeStart: '', datetimeEnd: '' });
    expect(payload).not.toHaveProperty('id');
    expect(validateForm(emptyFormValues(), true)).toEqual({});
  });

  it('joins date and time into ISO with seconds 00 and keeps hand entries semicolon-separated', () => {
    const payload = toSavePayload({ ...filled(), id: 5, brigadeHand: ' Сидоров ;; Кузнецов ', securityMeasuresHand: 'Экран; Огнетушитель' }, false);
    expect(payload).toMatchObject({
      id: 5,
      draft: false,
      datetimeStart: '2025-03-07T08:00:00',
      datetimeEnd: '2025-03-07T17:30:00',
      brigadeHand: 'Сидоров; Кузнецов',
      securityMeasuresHand: '["Экран","Огнетушитель"]',
    });
  });

  it('marks every required field of a submission, and none of a draft', () => {
    const errors = validateForm(emptyFormValues(), false);
    expect(Object.keys(errors)).toHaveLength(ND_SUBMIT_REQUIRED.length);
    expect(errors.userApprover).toBe(REQUIRED_MESSAGE);
    expect(errors.dateStart).toBe(REQUIRED_MESSAGE);
    expect(errors.userObjectOwner).toBeUndefined();
    expect(validateForm(filled(), false)).toEqual({});
  });

  it('refuses malformed dates and times even in a draft, and an end not after the start', () => {
    expect(validateForm({ ...emptyFormValues(), dateStart: '31.02.2025', timeEnd: '25:00' }, true)).toEqual({
      dateStart: 'Введите дату в формате дд.мм.гггг',
      timeEnd: 'Введите время в формате чч:мм',
    });
    expect(validateForm({ ...filled(), timeEnd: '08:00' }, true)).toEqual({ dateEnd: END_BEFORE_START_MESSAGE });
  });

  it('counts what is filled: text, a choice or a non-empty list', () => {
    expect(countFilled({ ...emptyFormValues(), numberPaperNd: ' ', typeNd: 1, brigade: [3] }, ['numberPaperNd', 'typeNd', 'brigade', 'siz'])).toBe(2);
  });

  it('loads a permit for editing with its id, split dates and the security hand list read from JSON', () => {
    const nd: Nd = testNd();
    const values = fromNd(nd, 'edit');
    expect(values).toMatchObject({ id: 42, dateStart: '07.03.2025', timeStart: '08:00', typeNd: 1, brigade: [21] });
    expect(values.securityMeasuresHand).toBe('Экран; Огнетушитель');
  });

  it('copies a permit as a new one: id 0 (none sent), no paper number, no comment, empty dates, the copier’s organization', () => {
    const values = fromNd(testNd({ comment: 'Согласовать с цехом' }), 'copy', 9);
    expect(values).toMatchObject({ id: null, dateStart: '', timeStart: '', dateEnd: '', timeEnd: '', typeNd: 1 });
    expect(values).toMatchObject({ numberPaperNd: '', comment: '', organization: 9, detailContentWorks: 'Замена задвижки' });
    expect(toSavePayload(values, true)).not.toHaveProperty('id');
  });

  it('gives an edited draft saved without an organization the user’s own', () => {
    expect(fromNd(testNd({ organization_detail: null }), 'edit', 7).organization).toBe(7);
    expect(fromNd(testNd(), 'edit', 8).organization).toBe(7);
  });

  it('reads hand lists that are not JSON as plain text', () => {
    expect(securityHandFromJson('Экран;Огнетушитель')).toBe('Экран; Огнетушитель');
    expect(securityHandFromJson('')).toBe('');
    expect(securityHandToJson('')).toBe('[]');
    expect(normalizeHand(';;')).toBe('');
  });
});
