import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, ERROR_TEXTS, EVENTS } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';
import { processCalls, setupPermitShow as setup } from '../../../testing/permit-show-setup';

// The portal fetches the dialog's code on demand (move-dialog-on-demand.tsx); here it is loaded first, as a browser
// that has it cached, so that no test's wait for the dialog includes compiling it.
beforeAll(() => import('./move-dialog-opening'));

/** A permit in work, its page open, the stop's dialog open with a comment typed; the server takes the move. */
async function stopWithComment() {
  const fake = setup(testNd({ status: 'IN_WORK' }));
  fake.fake.reply(endpoints.nd.processing, true);
  renderPermits('/nd/show/42', fake);
  await userEvent.click(await screen.findByRole('button', { name: 'Остановить работы' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Ветер');
  return { fake, dialog };
}

/** Every move is confirmed in this dialog (move-dialog.tsx), opened from the permit page. */
describe('move dialog on the permit page', () => {
  it('offers the executor the start and shows the conflict text when the server refuses it', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK' }));
    fake.fake.reply(endpoints.nd.processing, false);
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать работы' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_TEXTS.processingConflict);
    expect(processCalls(fake.services.api.call)[0]?.[1]).toEqual({ body: { ndId: 42, status: 'IN_WORK' } });
  });

  it('names the work that blocks the zone, even another organization’s: number, type, organization, executor, window', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK' }));
    fake.fake.reply(endpoints.nd.processing, false);
    fake.fake.reply(endpoints.nd.zoneConflicts, [
      {
        id: 77,
        numberPaperNd: 'ТЭР-2026/0103',
        status: 'IN_WORK',
        type: 'Газоопасные работы',
        organization: 'ООО «ТеплоЭнергоРемонт»',
        executor: 'Кузьмин Олег Петрович',
        datetimeStart: '2026-03-01T08:00:00',
        datetimeEnd: '2026-03-01T17:00:00',
        sameOrganization: false,
      },
    ]);
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать работы' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXTS.processingConflict);
    const list = await within(alert).findByRole('list', { name: 'Работы, мешающие началу' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Наряд-допуск № 77 (ТЭР-2026/0103) — В работе, Газоопасные работы, ООО «ТеплоЭнергоРемонт», исполнитель Кузьмин Олег Петрович, с 01.03.2026 08:00 по 01.03.2026 17:00',
    );
    // Another organization's permit would be «не найден» to this user: named, not linked.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    const asked = (fake.services.api.call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.zoneConflicts);
    expect(asked[0]?.[1]).toEqual({ params: { ndId: 42 } });
  });

  it('links a blocking permit of the user’s organization to its page, reachable by keyboard, and opens it', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK' }));
    fake.fake.reply(endpoints.nd.processing, false);
    fake.fake.reply(endpoints.nd.zoneConflicts, [
      {
        id: 77,
        numberPaperNd: 'НД-15',
        status: 'PROLONGED',
        type: 'Огневые работы',
        organization: 'АО «Завод»',
        executor: 'Петров Пётр Петрович',
        datetimeStart: '2026-03-01T08:00:00',
        datetimeEnd: '2026-03-02T17:00:00',
        sameOrganization: true,
      },
    ]);
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать работы' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    const list = await within(dialog).findByRole('list', { name: 'Работы, мешающие началу' });
    const link = within(list).getByRole('link', { name: 'Наряд-допуск № 77 (НД-15)' });
    expect(link).toHaveAttribute('href', '/nd/show/77');
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Наряд-допуск № 77 (НД-15) — Срок продлен, Огневые работы, АО «Завод», исполнитель Петров Пётр Петрович, с 01.03.2026 08:00 по 02.03.2026 17:00',
    );
    link.focus();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Наряд-допуск № 77' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the generic processing error with the server’s reason', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK' }));
    fake.fake.fail(endpoints.nd.processing, 409, 'Начать работы можно только в период действия наряд-допуска');
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Начать работы' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать работы' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXTS.processingFailed);
    expect(alert).toHaveTextContent('в период действия');
  });

  it('requires a comment to stop work, then reloads the permit and tells the portal', async () => {
    const fake = setup(testNd({ status: 'IN_WORK' }));
    fake.fake.reply(endpoints.nd.processing, true);
    const changed = jest.fn();
    fake.services.events.on(EVENTS.ndChanged, changed);
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Остановить работы' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остановить работы' }));
    expect(await within(dialog).findByText('Укажите комментарий')).toBeInTheDocument();
    expect(processCalls(fake.services.api.call)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Ветер');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остановить работы' }));

    await waitFor(() => expect(changed).toHaveBeenCalledWith({ ndId: 42 }));
    expect(processCalls(fake.services.api.call)[0]?.[1]).toEqual({ body: { ndId: 42, status: 'STOPPED', comment: 'Ветер' } });
    // Read on open, read again right before sending (the move must still be allowed), read after the move.
    await waitFor(() => expect((fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.nd.getById).length).toBe(3));
  });

  it('keeps a typed comment when the dialog is dismissed: the same move shows it again, another starts empty', async () => {
    const fake = setup(testNd({ status: 'IN_WORK' }));
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Остановить работы' }));
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText(/Комментарий/), 'Сильный ветер, 17 м/с');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Остановить работы' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Комментарий/)).toHaveValue('Сильный ветер, 17 м/с');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Закончить работы' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Комментарий/)).toHaveValue('');
  });

  it('a move the server took is not called unavailable while the page reloads: the dialog waits, then closes', async () => {
    const fake = setup(testNd({ status: 'IN_WORK' }));
    let releaseRoutes = () => {};
    fake.fake.reply(endpoints.nd.processing, () => {
      // From now on the permit reads STOPPED, and the route history answers only when the test says so.
      fake.fake.reply(endpoints.nd.getById, testNd({ status: 'STOPPED' }));
      fake.fake.reply(endpoints.nd.routes, () => new Promise((resolve) => (releaseRoutes = () => resolve([]))));
      return true;
    });
    renderPermits('/nd/show/42', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Остановить работы' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Ветер');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остановить работы' }));

    // The page already shows the new status; the dialog is still waiting for the rest of the page.
    expect(await screen.findByText('Работы остановлены')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).queryByText('Это действие больше недоступно')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    act(() => releaseRoutes());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(processCalls(fake.services.api.call)).toHaveLength(1);
  });

  it('sends a move once however often it is tapped while the permit is read again, and shows that it is working', async () => {
    const { fake, dialog } = await stopWithComment();

    // A slow network: the read right before sending has not answered yet.
    let answer: (nd: unknown) => void = () => undefined;
    fake.fake.reply(endpoints.nd.getById, () => new Promise((resolve) => (answer = resolve)));
    const send = within(dialog).getByRole('button', { name: 'Остановить работы' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-loading'));
    await userEvent.click(send);
    await userEvent.click(send);
    // The read answers; the one after the move (the page reloads the permit) answers at once.
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'STOPPED' }));
    act(() => answer(testNd({ status: 'IN_WORK' })));

    await waitFor(() => expect(processCalls(fake.services.api.call)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(processCalls(fake.services.api.call)).toHaveLength(1);
  });

  it('never sends a move the permit no longer allows: someone else moved it while the dialog was open', async () => {
    const { fake, dialog } = await stopWithComment();

    // Meanwhile another participant stopped the work: the next read of the permit says STOPPED.
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'STOPPED' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остановить работы' }));

    expect(await within(dialog).findAllByText('Это действие больше недоступно')).not.toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Остановить работы' })).toBeDisabled();
    expect(processCalls(fake.services.api.call)).toHaveLength(0);
    // The page itself follows: the stop is gone from the actions, the start is offered.
    expect(await screen.findByText('Работы остановлены')).toBeInTheDocument();
  });

  it('asks for the new end when the executor requests an extension', async () => {
    const fake = setup(testNd({ status: 'IN_WORK' }));
    fake.fake.reply(endpoints.nd.processing, true);
    renderPermits('/nd/show/42', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Запросить продление' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Новая дата окончания/), '09.03.2025');
    await userEvent.type(within(dialog).getByLabelText(/Новое время окончания/), '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Запросить продление' }));

    await waitFor(() =>
      expect(processCalls(fake.services.api.call)[0]?.[1]).toEqual({
        body: { ndId: 42, status: 'PROLONG', datetimeEnd: '2025-03-09T18:00:00' },
      }),
    );
  });

  it('marks the new end as required, says what is missing, and clears each error as the right value is typed', async () => {
    const fake = setup(testNd({ status: 'IN_WORK' }));
    fake.fake.reply(endpoints.nd.processing, true);
    renderPermits('/nd/show/42', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Запросить продление' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText(/Новая дата окончания/);
    const time = within(dialog).getByLabelText(/Новое время окончания/);
    // Each label carries the required mark, as the comment's does.
    for (const label of ['Новая дата окончания', 'Новое время окончания']) {
      expect(within(dialog).getByText(label).closest('label')).toHaveTextContent(`${label}*`);
    }

    await userEvent.click(within(dialog).getByRole('button', { name: 'Запросить продление' }));
    expect(await within(dialog).findByText('Укажите новую дату окончания')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите новое время окончания')).toBeInTheDocument();
    expect(processCalls(fake.services.api.call)).toHaveLength(0);

    await userEvent.type(date, '0903');
    expect(within(dialog).getByText('Введите дату в формате дд.мм.гггг')).toBeInTheDocument();
    await userEvent.type(date, '2025');
    expect(within(dialog).queryByText('Введите дату в формате дд.мм.гггг')).not.toBeInTheDocument();
    expect(date).toHaveValue('09.03.2025');
    await userEvent.type(time, '1800');
    expect(within(dialog).queryByText('Укажите новое время окончания')).not.toBeInTheDocument();
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
    expect(time).not.toHaveAttribute('aria-invalid', 'true');
  });
});
