import { act, screen, waitFor, within } from '@testing-library/react';
import { endpoints, STORAGE_KEYS } from '@permit/shared-contracts';
import { LOGIN_RESPONSE, signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

/** A signed-in portal at /settings with a form of some remote holding unsaved input. */
async function withUnsavedForm(extra?: Parameters<typeof signedInServer>[1]) {
  const view = renderShell({ path: '/settings', storage: signedInStorage(), server: signedInServer(undefined, extra) });
  await screen.findByRole('navigation', { name: 'Основное меню' });
  let unsaved = true;
  const release = view.shell.services.navigation.holdLeave!(() => unsaved);
  return { ...view, release, save: () => (unsaved = false) };
}

describe('leaving unsaved input', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('asks before a menu link leaves it: «Остаться» keeps the page, «Уйти без сохранения» goes', async () => {
    const { user, shell } = await withUnsavedForm();
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    await user.click(within(nav).getByRole('link', { name: 'Наряд-допуски' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(shell.router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Наряд-допуски' })).toHaveFocus());

    await user.click(within(nav).getByRole('link', { name: 'Наряд-допуски' }));
    await user.click(await screen.findByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/nd'));
  });

  it('lets a move go unasked once the input is saved or the form has released it', async () => {
    const { user, shell, save } = await withUnsavedForm();
    save();
    await user.click(within(screen.getByRole('navigation', { name: 'Основное меню' })).getByRole('link', { name: 'Наряд-допуски' }));
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/nd'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before «Выйти», and «Остаться» keeps the session', async () => {
    const { user, shell } = await withUnsavedForm();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await user.click(await screen.findByRole('button', { name: 'Остаться' }));
    expect(shell.sessionStore.getState().authorized).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await user.click(await screen.findByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
    expect(shell.sessionStore.getState().authorized).toBe(false);
  });

  it('«Уйти без сохранения» at «Выйти» signs out and keeps no draft of the input', async () => {
    const { user, shell } = await withUnsavedForm();
    shell.services.drafts!.keep('add', { text: 'до выхода' });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await user.click(await screen.findByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
    shell.services.drafts!.keep('add', { text: 'после выхода' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
  });

  it('closes an open question when the session ends under it, and a later sign-in is not signed out by it', async () => {
    const { user, shell } = await withUnsavedForm((request) =>
      request.url.startsWith('/api/nd_processing/countByStatus') ? { status: 401 } : { status: 404 },
    );
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    await act(async () => {
      await shell.services.api.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } }).catch(() => undefined);
    });
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
    expect(shell.leaveGuard.asking()).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => shell.sessionStore.getState().signIn(LOGIN_RESPONSE));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));
    expect(shell.sessionStore.getState().authorized).toBe(true);
  });

  it('lets a session that ended under the form go to /auth unasked, keeping the way back to the form', async () => {
    const { shell } = await withUnsavedForm((request) =>
      request.url.startsWith('/api/nd_processing/countByStatus') ? { status: 401 } : { status: 404 },
    );
    await act(async () => {
      await shell.services.api.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } }).catch(() => undefined);
    });
    expect(shell.sessionStore.getState().authorized).toBe(false);
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(shell.sessionStore.getState().takeReturnTo()).toBe('/settings');
  });

  it('keeps no return link after a failed read when no form holds input (docs/architecture.md «Поведение клиента»)', async () => {
    const { shell, release } = await withUnsavedForm((request) =>
      request.url.startsWith('/api/nd_processing/countByStatus') ? { status: 401 } : { status: 404 },
    );
    release();
    await act(async () => {
      await shell.services.api.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } }).catch(() => undefined);
    });
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
    expect(shell.sessionStore.getState().takeReturnTo()).toBeNull();
  });
});
