import { screen } from '@testing-library/react';
import { signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';
import { FRAME } from './frame-css';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

describe('the frame on a page', () => {
  it('is plain elements with its classes: no style is resolved for the header, the menu or the main area', async () => {
    renderShell({ path: '/', storage: signedInStorage(), server: signedInServer() });
    const menuButton = await screen.findByRole('button', { name: 'Меню' });
    const header = screen.getByRole('banner');
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const main = screen.getByRole('main');
    expect(header).toHaveClass(FRAME.header);
    expect(menuButton).toHaveClass(FRAME.menuButton);
    expect(nav).toHaveClass(FRAME.nav);
    expect(main).toHaveClass(FRAME.main);
    expect(screen.getByRole('button', { name: 'Выйти' })).toHaveClass(FRAME.logout);
    // emotion's classes (css-…) would mean a style resolved on every load; the remotes' parts are not rendered here.
    for (const element of [header, nav, main.parentElement ?? main]) {
      const resolved = [element, ...element.querySelectorAll('*')].filter((el) => /\bcss-/.test(el.getAttribute('class') ?? ''));
      expect(resolved.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    }
  });
});
