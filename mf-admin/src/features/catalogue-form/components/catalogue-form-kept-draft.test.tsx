import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, type FakeServices } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { fill } from '../../../testing/fill';
import { renderAdmin } from '../../../testing/render-admin';

const ORGS = [
  { id: 7, name: 'АО «Север»', inn: '7700000000', workShifts: [] },
  { id: 8, name: 'ООО «Юг»', inn: '7700000001', workShifts: [] },
];
const SECTION = { id: 4, section: 'Цех № 2', description: 'Ремонт', organization: 7, organizationDetail: { id: 7, name: 'АО «Север»' } };
const USER = {
  id: 30,
  family: 'Петров',
  name: 'Пётр',
  surname: '',
  email: 'petrov@demo.ru',
  username: 'petrov@demo.ru',
  phone: '+7 900 000-00-01',
  profession: 'Слесарь',
  qualification: '5 разряд',
  organization: { id: 8, name: 'ООО «Юг»' },
  section: { id: 20, section: 'Отдел 20' },
  roles: [{ id: 3, name: 'CREATOR' }],
};

function adminFake() {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.sections.get, SECTION);
  fake.fake.reply(endpoints.catalogues.sections.list, [SECTION]);
  fake.fake.reply(endpoints.catalogues.sections.save, SECTION);
  fake.fake.reply(endpoints.catalogues.organizations.listAll, ORGS);
  fake.fake.reply(endpoints.catalogues.placesWorks.list, []);
  fake.fake.reply(endpoints.users.getUserById, USER);
  fake.fake.reply(endpoints.lookups.sectionsByOrganization, [{ ...SECTION, id: 20, section: 'Отдел 20', organization: 8 }]);
  return fake;
}

const sectionName = () => screen.findByRole('textbox', { name: /Отдел/ });
const notice = () => screen.queryByText(/Восстановлено введённое до окончания сеанса/);

/** The shell clears the session under the open form (a 401, an expired token); the admin area unmounts it. */
function endSession(view: { unmount(): void }, fake: FakeServices) {
  act(() => fake.session.set({ authorized: false }));
  view.unmount();
  act(() => fake.session.set({ authorized: true }));
}

function saveBodies(fake: FakeServices, endpoint: unknown) {
  return (fake.services.api.call as jest.Mock).mock.calls.filter(([e]) => e === endpoint).map(([, input]) => (input as { body: unknown }).body);
}

describe('catalogue form: input kept over a session that ended', () => {
  it('keeps the edit under its catalogue and record, and starts the reopened form from it with the notice', async () => {
    const fake = adminFake();
    const first = renderAdmin('/admin/sections/4', fake);
    await fill(await sectionName(), 'Цех № 2-б');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Организация/ }), 'ООО «Юг»');
    endSession(first, fake);
    expect([...fake.drafts.keys()]).toEqual(['admin:sections:edit:4']);
    expect(fake.drafts.get('admin:sections:edit:4')).toMatchObject({ values: { section: 'Цех № 2-б', organization: '8', description: 'Ремонт' } });

    // Meanwhile someone else changed the description: the restored edit is what this admin typed.
    fake.fake.reply(endpoints.catalogues.sections.get, { ...SECTION, description: 'Ремонт и наладка' });
    renderAdmin('/admin/sections/4', fake);
    expect(await sectionName()).toHaveValue('Цех № 2-б');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Организация/ })).toHaveValue('8'));
    expect(screen.getByRole('textbox', { name: /Описание/ })).toHaveValue('Ремонт');
    expect(within(screen.getByRole('status')).getByText(/Восстановлено введённое до окончания сеанса \(\d\d:\d\d\)/)).toBeInTheDocument();
    expect(fake.drafts.size).toBe(0);
    expect(fake.leaveHeld()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('table', { name: 'Отделы' });
    expect(saveBodies(fake, endpoints.catalogues.sections.save)).toEqual([{ id: 4, section: 'Цех № 2-б', organization: 8, description: 'Ремонт' }]);
  });

  it('«Отбросить», after a question, returns the form to the record as the server has it', async () => {
    const fake = adminFake();
    fake.drafts.set('admin:sections:edit:4', { values: { section: 'Цех № 2-б', organization: '7', description: 'Ремонт' }, at: Date.now() });
    renderAdmin('/admin/sections/4', fake);
    expect(await sectionName()).toHaveValue('Цех № 2-б');

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отбросить восстановленное?' });
    expect(dialog).toHaveTextContent('Форма вернётся к сохранённому на сервере.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await sectionName()).toHaveValue('Цех № 2-б');

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отбросить' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Отдел/ })).toHaveValue('Цех № 2'));
    expect(notice()).not.toBeInTheDocument();
    expect(fake.leaveHeld()).toBe(false);
  });

  it('keeps nothing when the form is left signed in, nor when nothing was typed', async () => {
    const fake = adminFake();
    const left = renderAdmin('/admin/sections/4', fake);
    await fill(await sectionName(), 'Цех № 2-б');
    left.unmount();
    expect(fake.drafts.size).toBe(0);

    const untouched = renderAdmin('/admin/sections/4', fake);
    await sectionName();
    endSession(untouched, fake);
    expect(fake.drafts.size).toBe(0);
  });

  it('gives a new record’s input back to the same catalogue’s new record only', async () => {
    const fake = adminFake();
    const first = renderAdmin('/admin/places/add', fake);
    await fill(screen.getByRole('textbox', { name: /Место проведения работ/ }), 'Площадка 3');
    endSession(first, fake);
    expect(fake.drafts.get('admin:places:add')).toMatchObject({ values: { place: 'Площадка 3', description: '' } });

    const other = renderAdmin('/admin/sections/4', fake);
    expect(await sectionName()).toHaveValue('Цех № 2');
    expect(notice()).not.toBeInTheDocument();
    other.unmount();

    renderAdmin('/admin/places/add', fake);
    expect(await screen.findByRole('textbox', { name: /Место проведения работ/ })).toHaveValue('Площадка 3');
    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Форма станет пустой.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отбросить' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Место проведения работ/ })).toHaveValue(''));
  });

  it('keeps a user’s roles too, and restores the edit of the same user', async () => {
    const fake = adminFake();
    const first = renderAdmin('/admin/users/30', fake);
    const roles = await screen.findByRole('group', { name: /Роли/ });
    await waitFor(() => expect(within(roles).getByRole('checkbox', { name: 'Создатель' })).toBeChecked());
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Исполнитель' }));
    endSession(first, fake);
    expect(fake.drafts.get('admin:users:edit:30')).toMatchObject({ values: { family: 'Петров', roles: ['CREATOR', 'EXECUTOR'] } });

    renderAdmin('/admin/users/30', fake);
    const restored = await screen.findByRole('group', { name: /Роли/ });
    expect(within(restored).getByRole('checkbox', { name: 'Исполнитель' })).toBeChecked();
    expect(notice()).toBeInTheDocument();
  });

  it('takes a draft that lacks a field (kept before a release added it) and fills that field from the record', async () => {
    const fake = adminFake();
    fake.drafts.set('admin:sections:edit:4', { values: { section: 'Цех № 2-в', organization: '7' }, at: Date.now() });
    renderAdmin('/admin/sections/4', fake);
    expect(await sectionName()).toHaveValue('Цех № 2-в');
    expect(screen.getByRole('textbox', { name: /Описание/ })).toHaveValue('Ремонт');
    expect(notice()).toBeInTheDocument();
    expect(fake.leaveHeld()).toBe(true);
  });

  it('ignores a stored draft that is not the form’s shape', async () => {
    const fake = adminFake();
    fake.drafts.set('admin:sections:edit:4', { values: { section: 5, organization: '7', description: 'Ремонт' }, at: Date.now() });
    renderAdmin('/admin/sections/4', fake);
    expect(await sectionName()).toHaveValue('Цех № 2');
    expect(notice()).not.toBeInTheDocument();
    expect(fake.drafts.size).toBe(0);
    expect(fake.leaveHeld()).toBe(false);
  });
});
