import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, type FakeServices } from '@permit/dev-kit/testing';
import { endpoints, type SimopsRule } from '@permit/shared-contracts';
import { fill } from '../../../testing/fill';
import { renderAdmin } from '../../../testing/render-admin';

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

function adminFake() {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, TYPES);
  fake.fake.reply(endpoints.simops.listAll, [RULE]);
  fake.fake.reply(endpoints.simops.save, RULE);
  return fake;
}

const conditions = () => screen.findByRole('textbox', { name: /Условия совмещения/ });
const notice = () => screen.queryByText(/Восстановлено введённое до окончания сеанса/);

/** The shell clears the session under the open form (a 401, an expired token); the admin area unmounts it. */
function endSession(view: { unmount(): void }, fake: FakeServices) {
  act(() => fake.session.set({ authorized: false }));
  view.unmount();
  act(() => fake.session.set({ authorized: true }));
}

const saves = (fake: FakeServices) =>
  (fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoints.simops.save).map(([, input]) => (input as { body: unknown }).body);

describe('SIMOPS rule form: input kept over a session that ended', () => {
  it('keeps the edit under the rule’s id, and starts the reopened form from it with the notice', async () => {
    const fake = adminFake();
    const first = renderAdmin('/admin/simops/9', fake);
    await fill(await conditions(), 'Снять напряжение, наряд на электроработы');
    endSession(first, fake);
    expect([...fake.drafts.keys()]).toEqual(['admin:simops:edit:9']);
    expect(fake.drafts.get('admin:simops:edit:9')).toMatchObject({
      values: { typeA: '2', typeB: '3', decision: 'conditional', conditions: 'Снять напряжение, наряд на электроработы' },
    });

    renderAdmin('/admin/simops/9', fake);
    expect(await conditions()).toHaveValue('Снять напряжение, наряд на электроработы');
    expect(notice()).toBeInTheDocument();
    expect(fake.drafts.size).toBe(0);
    expect(fake.leaveHeld()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Совмещение работ (SIMOPS)' });
    expect(saves(fake)).toEqual([{ id: 9, typeA: 2, typeB: 3, decision: 'conditional', conditions: 'Снять напряжение, наряд на электроработы' }]);
  });

  it('gives a new rule’s input back to a new rule, not to an edit', async () => {
    const fake = adminFake();
    const first = renderAdmin('/admin/simops/add', fake);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Вид работ А/ }), 'Огневые работы');
    await userEvent.click(screen.getByRole('radio', { name: 'Запрещено' }));
    endSession(first, fake);
    expect([...fake.drafts.keys()]).toEqual(['admin:simops:add']);

    const edit = renderAdmin('/admin/simops/9', fake);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('2'));
    expect(notice()).not.toBeInTheDocument();
    edit.unmount();

    renderAdmin('/admin/simops/add', fake);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('1'));
    expect(screen.getByRole('radio', { name: 'Запрещено' })).toBeChecked();
    expect(notice()).toBeInTheDocument();
  });

  it('«Отбросить», after a question, returns the form to the rule as the server has it', async () => {
    const fake = adminFake();
    fake.drafts.set('admin:simops:edit:9', { values: { typeA: '1', typeB: '3', decision: 'forbidden', conditions: '' }, at: Date.now() });
    renderAdmin('/admin/simops/9', fake);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('1'));
    expect(screen.getByRole('radio', { name: 'Запрещено' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отбросить восстановленное?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('1');

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отбросить' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('2'));
    expect(screen.getByRole('radio', { name: 'Разрешено при условиях' })).toBeChecked();
    expect(await conditions()).toHaveValue('Снять напряжение');
    expect(notice()).not.toBeInTheDocument();
    expect(fake.leaveHeld()).toBe(false);
  });

  it('keeps nothing when the form is left signed in, nor when nothing was changed', async () => {
    const fake = adminFake();
    const left = renderAdmin('/admin/simops/9', fake);
    await fill(await conditions(), 'Другие условия');
    left.unmount();
    expect(fake.drafts.size).toBe(0);

    const untouched = renderAdmin('/admin/simops/9', fake);
    await conditions();
    endSession(untouched, fake);
    expect(fake.drafts.size).toBe(0);
  });

  it('ignores a stored draft that is not the form’s shape', async () => {
    const fake = adminFake();
    fake.drafts.set('admin:simops:edit:9', { values: { typeA: 1, typeB: 3, decision: 'forbidden' }, at: Date.now() });
    renderAdmin('/admin/simops/9', fake);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид работ А/ })).toHaveValue('2'));
    expect(notice()).not.toBeInTheDocument();
    expect(fake.drafts.size).toBe(0);
    expect(fake.leaveHeld()).toBe(false);
  });
});
