import { screen, within } from '@testing-library/react';
import { signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

describe('the menu on a phone or a tablet', () => {
  it('holds the account’s links in a named region while open, and gives focus back to «Меню» on Escape', async () => {
    const { user } = renderShell({ path: '/', storage: signedInStorage(), server: signedInServer() });
    const toggle = await screen.findByRole('button', { name: 'Меню' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the page has one «Выйти»: the header's (the menu's copy is not rendered).
    expect(screen.getAllByRole('button', { name: 'Выйти' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Учётная запись' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const account = screen.getByRole('region', { name: 'Учётная запись' });
    expect(within(account).getByRole('link', { name: 'Сменить пароль' })).toHaveAttribute('href', '/password');
    expect(within(account).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();

    within(account).getByRole('link', { name: 'Сменить пароль' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Учётная запись' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('Escape closes it also while focus is still on «Меню» (just opened with a tap or Enter)', async () => {
    const { user } = renderShell({ path: '/', storage: signedInStorage(), server: signedInServer() });
    const toggle = await screen.findByRole('button', { name: 'Меню' });
    await user.click(toggle);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Учётная запись' })).not.toBeInTheDocument();
  });

  it("an Escape in the page itself (a list, a dialog) is not the menu's: the menu stays open and focus stays", async () => {
    const { user } = renderShell({ path: '/', storage: signedInStorage(), server: signedInServer() });
    const toggle = await screen.findByRole('button', { name: 'Меню' });
    await user.click(toggle);
    const inPage = document.createElement('input');
    inPage.setAttribute('aria-label', 'Поле в разделе');
    screen.getByRole('main').append(inPage);
    inPage.focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(inPage).toHaveFocus();
  });
});
