import { ApiError } from '@permit/shared-contracts';
import { apiErrorText, readApiError } from './api-error';

describe('api errors from the shell', () => {
  it("reads an ApiError thrown by another bundle's copy of the contract", () => {
    class OtherCopyApiError extends Error {
      constructor(
        readonly status: number,
        message: string,
      ) {
        super(message);
        this.name = 'ApiError';
      }
    }
    const error = new OtherCopyApiError(409, 'Запись используется в других объектах и не может быть удалена');
    expect(error instanceof ApiError).toBe(true);
    expect(readApiError(error)).toEqual({ status: 409, message: error.message });
    expect(apiErrorText(error, 'запасной текст')).toBe(error.message);
  });

  it('says there is no connection for status 0, and falls back for anything else', () => {
    expect(apiErrorText(new ApiError(0, 'NETWORK', 'x'), '—')).toBe('Нет связи с сервером');
    expect(apiErrorText(new Error('boom'), 'При сохранении возникла ошибка')).toBe('При сохранении возникла ошибка');
  });
});
