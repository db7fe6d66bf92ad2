import { ApiError } from '@permit/shared-contracts';
import { serverFieldErrors } from './server-field-errors';

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
