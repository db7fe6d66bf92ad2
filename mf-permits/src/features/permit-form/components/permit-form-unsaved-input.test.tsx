import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

function setup() {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.getById, testNd());
  fake.fake.reply(endpoints.nd.save, testNd({ id: 42, version: 4 }));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, []);
  return fake;
}

const paperNumber = () => screen.findByLabelText('Номер бумажного наряда-допуска');

/** Types into the form, ends the session under it, changes the kept draft as `edit` says, and signs in again. */
async function keepTypedThen(fake: ReturnType<typeof setup>, edit: (kept: object) => void) {
  const first = renderPermits('/nd/edit/42', fake);
  await userEvent.type(await paperNumber(), '-2');
  act(() => fake.session.set({ authorized: false }));
  first.unmount();
  const kept: unknown = fake.drafts.get('edit:42');
  if (typeof kept !== 'object' || kept === null) throw new Error('no draft was kept');
  edit(kept);
  act(() => fake.session.set({ authorized: true }));
}

describe('permit form: unsaved input', () => {
  it('lets a finished save leave unasked: the guard is released before the form goes to the list', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake);
    await userEvent.type(await paperNumber(), '-2');
    // What the shell would ask at the very moment of that navigation, before the form re-renders.
    const heldAtNavigation: boolean[] = [];
    fake.navigation.navigate.mockImplementation(() => heldAtNavigation.push(fake.leaveHeld()));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    expect(heldAtNavigation).toEqual([false]);
  });

  it('holds the shell’s leave guard while something typed is unsaved, and not before anything is', async () => {
    const fake = setup();
    renderPermits('/nd/add', fake);
    const paper = await screen.findByLabelText('Номер бумажного наряда-допуска');
    expect(fake.leaveHeld()).toBe(false);
    await userEvent.type(paper, 'П-7');
    expect(fake.leaveHeld()).toBe(true);
    await userEvent.clear(paper);
    expect(fake.leaveHeld()).toBe(false);
    // A link is not sent before the save either.
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ссылку' }));
    await userEvent.type(screen.getByLabelText('Ссылка 1'), 'https://a.example');
    expect(fake.leaveHeld()).toBe(true);
  });

  it('under a shell without the leave guard (contract before 1.2), still has the browser ask before a reload', async () => {
    const fake = setup();
    delete (fake.services.navigation as { holdLeave?: unknown }).holdLeave;
    renderPermits('/nd/add', fake);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const paper = await screen.findByLabelText('Номер бумажного наряда-допуска');
    expect(leave()).toBe(false);
    await userEvent.type(paper, 'П-7');
    expect(leave()).toBe(true);
    await userEvent.clear(paper);
    expect(leave()).toBe(false);
  });

  it('keeps the input when the session ends under the form, and gives it back to the reopened form with its base version', async () => {
    const fake = setup();
    const first = renderPermits('/nd/edit/42', fake);
    await userEvent.type(await paperNumber(), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ссылку' }));
    await userEvent.type(screen.getByLabelText('Ссылка 1'), 'https://docs.example/plan');
    act(() => fake.session.set({ authorized: false }));
    first.unmount();
    expect(fake.drafts.get('edit:42')).toMatchObject({ values: { id: 42, version: 3, numberPaperNd: 'П-15-2' } });

    act(() => fake.session.set({ authorized: true }));
    fake.fake.reply(endpoints.nd.getById, testNd({ version: 5 }));
    renderPermits('/nd/edit/42', fake);
    expect(await paperNumber()).toHaveValue('П-15-2');
    expect(screen.getByLabelText('Ссылка 1')).toHaveValue('https://docs.example/plan');
    expect(screen.getByText(/Восстановлено введённое до окончания сеанса/)).toBeInTheDocument();
    // Read once: a form started anew from the server does not bring it back again.
    expect(fake.drafts.has('edit:42')).toBe(false);
    expect(fake.leaveHeld()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() =>
      expect((fake.services.api.call as jest.Mock).mock.calls.find(([endpoint]) => endpoint === endpoints.nd.save)?.[1].body).toMatchObject({
        id: 42,
        version: 3,
        numberPaperNd: 'П-15-2',
      }),
    );
  });

  it('«Отбросить», after a question, returns the form to the permit as the server has it', async () => {
    const fake = setup();
    const first = renderPermits('/nd/edit/42', fake);
    await userEvent.type(await paperNumber(), '-2');
    act(() => fake.session.set({ authorized: false }));
    first.unmount();
    act(() => fake.session.set({ authorized: true }));
    renderPermits('/nd/edit/42', fake);
    expect(await paperNumber()).toHaveValue('П-15-2');

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отбросить восстановленное?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    // The dialog closes with an exit animation: its own «Отбросить» stays in the page until it has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await paperNumber()).toHaveValue('П-15-2');

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отбросить' }));
    await waitFor(() => expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-15'));
    expect(screen.queryByText(/Восстановлено введённое/)).not.toBeInTheDocument();
    expect(fake.leaveHeld()).toBe(false);
  });

  it('keeps nothing when the form is left signed in, nor when nothing was typed', async () => {
    const fake = setup();
    const left = renderPermits('/nd/edit/42', fake);
    await userEvent.type(await paperNumber(), '-2');
    left.unmount();
    expect(fake.drafts.size).toBe(0);

    const untouched = renderPermits('/nd/edit/42', fake);
    await paperNumber();
    act(() => fake.session.set({ authorized: false }));
    untouched.unmount();
    expect(fake.drafts.size).toBe(0);
  });

  it('when only chosen files wait for their upload, keeps their names, and the reopened form asks to choose them again', async () => {
    const fake = setup();
    const view = renderPermits('/nd/edit/42', fake);
    await paperNumber();
    await userEvent.upload(screen.getByLabelText('Приложить файлы'), [new File(['a'], 'схема.pdf'), new File(['b'], 'фото 1.jpg')]);
    expect(fake.leaveHeld()).toBe(true);
    act(() => fake.session.set({ authorized: false }));
    view.unmount();
    // Only the names: no file object, nothing of its content.
    const kept: unknown = fake.drafts.get('edit:42');
    expect(kept).toMatchObject({ lostFiles: ['схема.pdf', 'фото 1.jpg'] });
    expect(Object.keys(kept ?? {}).sort()).toEqual(['at', 'documents', 'lostFiles', 'saveKey', 'values']);

    act(() => fake.session.set({ authorized: true }));
    renderPermits('/nd/edit/42', fake);
    expect(await paperNumber()).toHaveValue('П-15');
    const notice = screen.getByText(/Восстановлено введённое до окончания сеанса/).closest('[role="status"]');
    expect(notice).toHaveTextContent('Файлы, выбранные до окончания сеанса, не сохранились — выберите их снова: «схема.pdf», «фото 1.jpg».');
  });

  it.each([
    [
      'a list of file names that does not pass is dropped alone',
      (kept: object) =>
        Reflect.set(
          kept,
          'lostFiles',
          Array.from({ length: 101 }, (_, i) => `${i}.pdf`),
        ),
    ],
    ['a draft kept before file names were kept', (kept: object) => Reflect.deleteProperty(kept, 'lostFiles')],
  ])('%s: the typed values still come back, and no files are named', async (_case, edit) => {
    const fake = setup();
    await keepTypedThen(fake, edit);
    renderPermits('/nd/edit/42', fake);
    expect(await paperNumber()).toHaveValue('П-15-2');
    expect(screen.getByText(/Восстановлено введённое до окончания сеанса/)).toBeInTheDocument();
    expect(screen.queryByText(/не сохранил/)).not.toBeInTheDocument();
  });

  it('ignores a kept draft that is not the form’s shape', async () => {
    const fake = setup();
    fake.drafts.set('edit:42', { values: { id: 'сорок два' }, documents: '', at: 1 });
    renderPermits('/nd/edit/42', fake);
    expect(await paperNumber()).toHaveValue('П-15');
    expect(screen.queryByText(/Восстановлено введённое/)).not.toBeInTheDocument();
  });
});
