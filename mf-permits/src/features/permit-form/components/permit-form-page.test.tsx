import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ApiError, endpoints, EVENTS } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

function saveCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.save);
}

function setup() {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.getById, testNd());
  fake.fake.reply(endpoints.nd.save, testNd({ id: 77 }));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [
    { id: 1, type: 'Огневые работы', description: '', printform: null, route: [] },
    { id: 2, type: 'Работы на высоте', description: '', printform: null, route: [] },
  ]);
  return fake;
}

describe('permit form', () => {
  it('marks every field a submission needs, in Russian, and sends nothing', async () => {
    const fake = setup();
    renderPermits('/nd/add', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Отправить на рассмотрение' }));

    // 13 required fields; the organization is already the user's own.
    expect(await screen.findAllByText('Заполните поле, чтобы отправить на рассмотрение')).toHaveLength(12);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('С ошибками: 12');
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте отмеченные поля: 12');
    expect(saveCalls(fake.services.api.call)).toHaveLength(0);
  });

  it('saves an empty draft with null references and empty dates, then goes to the list and tells the portal', async () => {
    const fake = setup();
    const changed = jest.fn();
    fake.services.events.on(EVENTS.ndChanged, changed);
    renderPermits('/nd/add', fake);

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const body = saveCalls(fake.services.api.call)[0]?.[1].body;
    expect(body).toMatchObject({ draft: true, type_nd: null, userApprover: null, datetimeStart: '', datetimeEnd: '' });
    expect(body).not.toHaveProperty('id');
    expect(changed).toHaveBeenCalledWith({ ndId: 77 });
  });

  it('chooses from a searchable list, narrowed by what is typed', async () => {
    const fake = setup();
    renderPermits('/nd/add', fake);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид наряда-допуска/ })).toHaveAttribute('placeholder', 'Начните вводить'));
    const type = screen.getByRole('combobox', { name: /Вид наряда-допуска/ });

    // userEvent.type drops characters on Zag's combobox under jsdom; a change event is what typing amounts to.
    await userEvent.click(type);
    fireEvent.change(type, { target: { value: 'высот' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Огневые работы' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('option', { name: 'Работы на высоте' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(saveCalls(fake.services.api.call)[0]?.[1].body).toMatchObject({ type_nd: 2 }));
  });

  it('opens an edit with the permit’s values and submits it with its id and ISO dates', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake);

    expect(await screen.findByRole('heading', { name: 'Редактирование наряд-допуска № 42' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-15');
    expect(screen.getByLabelText(/Дата начала работ/)).toHaveValue('07.03.2025');
    expect(screen.getByLabelText('Меры безопасности (вручную)')).toHaveValue('Экран; Огнетушитель');
    await userEvent.clear(screen.getByLabelText('Время окончания'));
    await userEvent.type(screen.getByLabelText('Время окончания'), '18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на рассмотрение' }));

    await waitFor(() => expect(saveCalls(fake.services.api.call)).toHaveLength(1));
    expect(saveCalls(fake.services.api.call)[0]?.[1].body).toMatchObject({
      id: 42,
      draft: false,
      datetimeStart: '2025-03-07T08:00:00',
      datetimeEnd: '2025-03-07T18:30:00',
      securityMeasuresHand: '["Экран","Огнетушитель"]',
    });
  });

  it('keeps an open edit and what was typed when a re-read of the permit fails', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake, { refreshOnChange: true });
    const paper = await screen.findByLabelText('Номер бумажного наряда-допуска');
    await userEvent.clear(paper);
    await userEvent.type(paper, 'П-99');

    const reads = () => (fake.services.api.call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.getById).length;
    const before = reads();
    fake.fake.fail(endpoints.nd.getById, 503, 'Сервер временно недоступен');
    fake.services.events.emit(EVENTS.ndChanged, { ndId: 42 });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-99');
    expect(screen.queryByText('Сервер временно недоступен')).not.toBeInTheDocument();
  });

  it('opens a copy without id, paper number, comment and dates', async () => {
    const fake = setup();
    fake.fake.reply(endpoints.nd.getById, testNd({ comment: 'Согласовать с цехом' }));
    renderPermits('/nd/copy/42', fake);

    expect(await screen.findByRole('heading', { name: 'Копия наряд-допуска № 42' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Номер бумажного наряда-допуска')).toHaveValue('');
    expect(screen.getByLabelText('Комментарий')).toHaveValue('');
    expect(screen.getByLabelText('Подробное содержание работ')).toHaveValue('Замена задвижки');
    expect(screen.getByLabelText(/Дата начала работ/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(saveCalls(fake.services.api.call)).toHaveLength(1));
    const body = saveCalls(fake.services.api.call)[0]?.[1].body;
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ datetimeStart: '', datetimeEnd: '', type_nd: 1, numberPaperNd: '', comment: '', organization: 7 });
  });

  it('shows the server’s message when the save fails and keeps what was typed', async () => {
    const fake = setup();
    fake.fake.fail(endpoints.nd.save, 400, 'Поле «Номер бумажного наряда-допуска»: не более 255 символов');
    renderPermits('/nd/add', fake);

    await userEvent.type(screen.getByLabelText('Номер бумажного наряда-допуска'), 'П-99');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('не более 255 символов');
    expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-99');
    expect(fake.navigation.navigate).not.toHaveBeenCalled();
  });

  it('marks the field the server refused on the field itself, focused, until that field is edited', async () => {
    const fake = setup();
    const message = 'Поле «Окончание работ»: срок действия наряда-допуска — не более 15 дн. от начала работ';
    const text = 'Срок действия наряда-допуска — не более 15 дн. от начала работ';
    fake.fake.reply(endpoints.nd.save, () => {
      throw new ApiError(400, 'BAD_REQUEST', message, { code: 'BAD_REQUEST', message, fields: { datetimeEnd: text } });
    });
    renderPermits('/nd/add', fake);

    const endDate = await screen.findByRole('textbox', { name: /Дата окончания работ/ });
    await userEvent.type(endDate, '31122026');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(endDate).toHaveAttribute('aria-invalid', 'true');
    expect(endDate).toHaveFocus();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('Исправьте отмеченные поля: 1')).toBeInTheDocument();

    // The window is the pair: an edit of the end's time may answer it too.
    await userEvent.type(screen.getByLabelText('Время окончания'), '1700');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(endDate).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Исправьте отмеченные поля/)).not.toBeInTheDocument();
  });

  it('marks a catalogue list the server refused (a row deleted meanwhile) under the list', async () => {
    const fake = setup();
    const message = 'Поле «Содержание работ»: записи с id 9 не найдены';
    fake.fake.reply(endpoints.nd.save, () => {
      throw new ApiError(400, 'BAD_REQUEST', message, { code: 'BAD_REQUEST', message, fields: { contentWorks: 'Записи с id 9 не найдены' } });
    });
    renderPermits('/nd/add', fake);
    await screen.findByRole('heading', { name: 'Создание наряд-допуска' });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText('Записи с id 9 не найдены')).toBeInTheDocument();
    const list = screen.getByRole('combobox', { name: 'Содержание работ' });
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveFocus();
  });

  it('refuses to edit a permit that is not the user’s editable one', async () => {
    const fake = setup();
    fake.fake.reply(endpoints.nd.getById, testNd({ status: 'IN_WORK' }));
    renderPermits('/nd/edit/42', fake);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Этот наряд-допуск изменить нельзя')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить черновик' })).not.toBeInTheDocument();
  });
});

describe('permit form employees', () => {
  it('takes the brigade from the organization’s employees and drops participants who do not hold their role', async () => {
    const fake = createFakeServices(signedInSnapshot());
    const employee = (id: number, family: string) => ({
      id,
      family,
      name: 'Иван',
      surname: '',
      email: `u${id}@example.ru`,
      username: `u${id}@example.ru`,
      phone: '1',
      profession: 'Мастер',
      qualification: '',
      organization: { id: 7, name: 'АО' },
      section: null,
      roles: [],
    });
    fake.fake.reply(endpoints.nd.getById, testNd());
    fake.fake.reply(endpoints.users.getUserByOrganizationId, [employee(12, 'Подготовкин'), employee(21, 'Сидоров')]);
    // Each participant comes from the holders of that field's role; the approver 15 no longer is one.
    fake.fake.reply(
      endpoints.users.listAllByRole,
      ({ params }: { params: { role: string } }) =>
        ({
          PREPARATOR: [employee(12, 'Подготовкин')],
          INDUSTRIAL_SAFER: [employee(13, 'Безопасов')],
          ISSUANCER: [employee(14, 'Выдающев')],
          EXECUTOR: [employee(16, 'Исполнителев')],
        })[params.role] ?? [],
    );
    renderPermits('/nd/edit/42', fake);

    expect(await screen.findByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-15');
    await waitFor(() =>
      expect(fake.services.api.call).toHaveBeenCalledWith(
        endpoints.users.getUserByOrganizationId,
        { params: { organizationId: 7 } },
        expect.anything(),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(saveCalls(fake.services.api.call)).toHaveLength(1));
    expect(saveCalls(fake.services.api.call)[0]?.[1].body).toMatchObject({
      userPreparator: 12,
      userIndustrialSafer: 13,
      userIssuancer: 14,
      userApprover: null,
      userExecutor: 16,
      brigade: [21],
    });
  });
});
