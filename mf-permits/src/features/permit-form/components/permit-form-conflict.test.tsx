import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { API_MESSAGES, endpoints } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

const calls = (call: unknown, endpoint: unknown) => (call as jest.Mock).mock.calls.filter(([e]) => e === endpoint);

function setup() {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.getById, testNd({ version: 3 }));
  fake.fake.fail(endpoints.nd.save, 409, API_MESSAGES.ndChangedSinceLoad);
  return fake;
}

async function typeNumber(text: string) {
  const field = await screen.findByLabelText('Номер бумажного наряда-допуска');
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('permit form: a permit changed by someone else since it was opened', () => {
  it('sends the version the edit is based on', async () => {
    const fake = setup();
    fake.fake.reply(endpoints.nd.save, testNd({ version: 4 }));
    renderPermits('/nd/edit/42', fake);

    await typeNumber('П-16');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(calls(fake.services.api.call, endpoints.nd.save)).toHaveLength(1));
    expect(calls(fake.services.api.call, endpoints.nd.save)[0]?.[1].body).toMatchObject({ id: 42, version: 3, numberPaperNd: 'П-16' });
  });

  it('explains the 409, says that reloading loses the unsaved input, and keeps it when the user stays', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake);

    await typeNumber('Моя правка');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Наряд-допуск изменён' });
    expect(within(dialog).getByText(API_MESSAGES.ndChangedSinceLoad)).toBeInTheDocument();
    expect(within(dialog).getByText(/несохранённые изменения будут потеряны/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Остаться в форме' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('Моя правка');
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.ndChangedSinceLoad);
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
    expect(fake.navigation.navigate).not.toHaveBeenCalled();
  });

  it('reloads the permit on «Обновить» and saves against the new version', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake);
    await typeNumber('Моя правка');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Наряд-допуск изменён' });

    // Meanwhile the colleague's change is what the server holds.
    fake.fake.reply(endpoints.nd.getById, testNd({ version: 5, numberPaperNd: 'П-15/изм' }));
    fake.fake.reply(endpoints.nd.save, testNd({ version: 6 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Обновить' }));

    await waitFor(() => expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-15/изм'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(fake.services.api.call, endpoints.nd.getById).length).toBeGreaterThanOrEqual(2);

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    expect(calls(fake.services.api.call, endpoints.nd.save).at(-1)?.[1].body).toMatchObject({ version: 5, numberPaperNd: 'П-15/изм' });
  });

  it('keeps what was typed, and says so, when «Обновить» cannot read the saved version', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake);
    await typeNumber('Моя правка');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Наряд-допуск изменён' });

    fake.fake.fail(endpoints.nd.getById, 503, 'Сервер временно недоступен');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Обновить' }));

    expect(await screen.findByText(/Не удалось загрузить сохранённую версию наряд-допуска/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('Моя правка');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
