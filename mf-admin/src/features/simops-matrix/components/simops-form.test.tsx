import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ApiError, endpoints, type SimopsRule } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';
import { fill } from '../../../testing/fill';

const TYPES = [
  { id: 1, type: 'Огневые работы', description: '', printform: null, route: [] },
  { id: 2, type: 'Работы на высоте', description: '', printform: null, route: [] },
  { id: 3, type: 'Электромонтажные работы', description: '', printform: null, route: [] },
];
const RULE: SimopsRule = {
  id: 9,
  typeA: 2,
  typeB: 3,
  typeAName: 'Работы на высоте',
  typeBName: 'Электромонтажные работы',
  decision: 'conditional',
  conditions: 'Снять напряжение',
};

function setup(route: string) {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, TYPES);
  fake.fake.reply(endpoints.simops.listAll, [RULE]);
  fake.fake.reply(endpoints.simops.save, (input: unknown) => {
    const body = (input as { body: { typeA: number; typeB: number } }).body;
    return { ...RULE, ...body, id: 10, conditions: null };
  });
  renderAdmin(route, fake);
  return fake;
}

const saves = (fake: ReturnType<typeof setup>) =>
  (fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.simops.save).map(([, input]) => (input as { body: unknown }).body);

describe('SIMOPS rule form', () => {
  it('new: two type selects and the decision are required, with Russian errors beside them', async () => {
    const fake = setup('/admin/simops/add');
    expect(await screen.findByRole('heading', { name: 'Совмещение работ (SIMOPS): новое правило' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: /Вид работ А/ });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Поле «Вид работ А» обязательно')).toBeInTheDocument();
    expect(screen.getByText('Поле «Вид работ Б» обязательно')).toBeInTheDocument();
    expect(screen.getByText('Поле «Решение» обязательно')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveAttribute('aria-invalid', 'true');
    expect(saves(fake)).toHaveLength(0);
  });

  it('new: «Разрешено при условиях» asks for the conditions, then saves the pair and returns to the list', async () => {
    const fake = setup('/admin/simops/add');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Вид работ А/ }), 'Электромонтажные работы');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Вид работ Б/ }), 'Работы на высоте');
    expect(screen.queryByRole('textbox', { name: /Условия совмещения/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Разрешено при условиях' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Для решения «Разрешено при условиях» укажите условия совмещения')).toBeInTheDocument();
    expect(saves(fake)).toHaveLength(0);

    await fill(screen.getByRole('textbox', { name: /Условия совмещения/ }), 'Оградить зону, наблюдающий');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { name: 'Совмещение работ (SIMOPS)' })).toBeInTheDocument();
    expect(saves(fake)).toEqual([{ typeA: 3, typeB: 2, decision: 'conditional', conditions: 'Оградить зону, наблюдающий' }]);
  });

  it('holds the portal’s leave guard once the rule is changed, and not before', async () => {
    const fake = setup('/admin/simops/add');
    const typeA = await screen.findByRole('combobox', { name: /Вид работ А/ });
    expect(fake.leaveHeld()).toBe(false);
    await userEvent.selectOptions(typeA, 'Электромонтажные работы');
    expect(fake.leaveHeld()).toBe(true);
  });

  it('edit: starts from the rule, sends its id; a changed decision drops the conditions', async () => {
    const fake = setup('/admin/simops/9');
    expect(await screen.findByRole('heading', { name: 'Совмещение работ (SIMOPS): изменение' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('2'));
    expect(screen.getByRole('combobox', { name: /Вид работ Б/ })).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'Разрешено при условиях' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Условия совмещения/ })).toHaveValue('Снять напряжение');

    await userEvent.click(screen.getByRole('radio', { name: 'Запрещено' }));
    expect(screen.queryByRole('textbox', { name: /Условия совмещения/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('heading', { name: 'Совмещение работ (SIMOPS)' });
    expect(saves(fake)).toEqual([{ id: 9, typeA: 2, typeB: 3, decision: 'forbidden' }]);
  });

  it('a refused save (the pair already has a rule) keeps the form and shows the server’s message', async () => {
    const fake = setup('/admin/simops/add');
    fake.fake.reply(endpoints.simops.save, () => {
      throw new ApiError(409, 'CONFLICT', 'Правило для этой пары видов работ уже есть');
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Вид работ А/ }), 'Огневые работы');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Вид работ Б/ }), 'Огневые работы');
    await userEvent.click(screen.getByRole('radio', { name: 'Разрешено' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Правило для этой пары видов работ уже есть');
    expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'Разрешено' })).toBeChecked();
  });

  it('says not found for a rule that is not in the matrix', async () => {
    setup('/admin/simops/404');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К правилам совмещения работ' })).toHaveAttribute('href', '/admin/simops');
  });
});
