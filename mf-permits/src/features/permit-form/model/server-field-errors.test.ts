import { ApiError } from '@permit/shared-contracts';
import { emptyFormValues } from './form-values';
import { serverFieldErrors, standingMarks } from './server-field-errors';

const refused = (fields: unknown) => new ApiError(400, 'BAD_REQUEST', 'Поле …', { code: 'BAD_REQUEST', message: 'Поле …', fields });

describe('serverFieldErrors', () => {
  it('puts each field the server names on its form input: a date field on its date, a wire key on its plain name', () => {
    expect(
      serverFieldErrors(
        refused({
          datetimeEnd: 'Срок действия наряда-допуска — не более 15 дн. от начала работ',
          type_nd: 'Запись с id 9 не найдена',
          region: 'Зона …',
        }),
      ),
    ).toEqual({ dateEnd: 'Срок действия наряда-допуска — не более 15 дн. от начала работ', typeNd: 'Запись с id 9 не найдена', region: 'Зона …' });
  });

  it('leaves unknown keys, malformed bodies and other failures to the message', () => {
    expect(serverFieldErrors(refused({ nothing: 'x' }))).toEqual({});
    expect(serverFieldErrors(refused('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(409, 'CONFLICT', 'Изменён', { fields: { region: 'x' } }))).toEqual({});
    expect(serverFieldErrors(new Error('сеть'))).toEqual({});
  });
});

describe('standingMarks', () => {
  const sent = { ...emptyFormValues(7), dateStart: '01.12.2026', timeStart: '08:00', dateEnd: '31.12.2026', timeEnd: '17:00', place: 3, region: 30 };
  const marks = { dateEnd: 'Срок действия — не более 15 дн.', region: 'Зона не относится к месту', contentWorks: 'Записи с id 9 не найдены' };

  it('keeps every mark while the form is as it was sent', () => {
    expect(standingMarks(marks, sent, { ...sent })).toEqual(marks);
  });

  it('drops a date’s mark when any input of the period changes, the others’ only with their own field', () => {
    for (const change of [{ timeEnd: '16:00' }, { dateStart: '20.12.2026' }, { timeStart: '09:00' }, { dateEnd: '10.12.2026' }]) {
      expect(standingMarks(marks, sent, { ...sent, ...change })).toEqual({ region: marks.region, contentWorks: marks.contentWorks });
    }
    expect(standingMarks(marks, sent, { ...sent, region: null })).toEqual({ dateEnd: marks.dateEnd, contentWorks: marks.contentWorks });
    expect(standingMarks(marks, sent, { ...sent, contentWorks: [] })).toEqual({ dateEnd: marks.dateEnd, region: marks.region });
  });
});
