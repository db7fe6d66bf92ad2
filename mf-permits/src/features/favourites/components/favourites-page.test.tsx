import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { testListRow } from '../../../testing/nd-fixture';
import { renderPermits } from '../../../testing/render-permits';

const creator = { id: 11, family: 'Иванов', name: 'Иван', surname: '', email: 'i@example.ru', profession: '' };
const nd = testListRow(8, {
  status: 'READY_TO_WORK',
  contentWorksHand: '',
  datetimeStart: '2025-03-07T08:00:00',
  creator_detail: creator,
});

describe('favourites page', () => {
  it('lists the favourites with their status and removes one, reloading the list', async () => {
    const fake = createFakeServices(signedInSnapshot());
    let favourites = [{ id: 1, nd_detail: nd }];
    fake.fake.reply(endpoints.favourites.listAll, () => favourites);
    fake.fake.reply(endpoints.favourites.delete, () => {
      favourites = [];
      return { ok: true };
    });
    renderPermits('/nd/fav', fake);

    expect(await screen.findByRole('table', { name: 'Избранные наряд-допуски' })).toBeInTheDocument();
    expect(screen.getByText('Готов к работе')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Убрать наряд-допуск № 8 из избранного' }));

    expect(await screen.findByText('В избранном пусто')).toBeInTheDocument();
    await waitFor(() => expect((fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.favourites.listAll)).toHaveLength(2));
  });

  it('shows the error when the favourites cannot be loaded', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.fail(endpoints.favourites.listAll, 500, 'Внутренняя ошибка сервера');
    renderPermits('/nd/fav', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
  });
});
