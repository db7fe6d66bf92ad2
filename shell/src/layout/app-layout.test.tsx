import { screen, within } from '@testing-library/react';
import { signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';
import { FRAME } from './frame-css';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

/** The elements of `root` (itself included) carrying an emotion class: a style resolved on every page load. */
const resolvedStyles = (root: Element, { deep }: { deep: boolean }) =>
  [root, ...(deep ? root.querySelectorAll('*') : [])]
    .filter((el) => /\bcss-/.test(el.getAttribute('class') ?? ''))
    .map((el) => el.outerHTML.slice(0, 80));

describe('the frame on a page', () => {
  beforeEach(() => {
    // The test's shell lists no remotes, and the header's parts from the notifications remote say so; not this test's subject.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

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
    // The header and the menu with everything in them; the main area and its layout boxes themselves, not the
    // screen rendered inside (a screen may use Chakra's components).
    expect(resolvedStyles(header, { deep: true })).toEqual([]);
    expect(resolvedStyles(nav, { deep: true })).toEqual([]);
    for (const box of [main, main.parentElement, main.parentElement?.parentElement]) {
      expect(box).not.toBeNull();
      if (box) expect(resolvedStyles(box, { deep: false })).toEqual([]);
    }
  });

  it('marks what its rules key on: the signed-in title, and the menu box while «Меню» has it open', async () => {
    const { user } = renderShell({ path: '/', storage: signedInStorage(), server: signedInServer() });
    const menuButton = await screen.findByRole('button', { name: 'Меню' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Наряд-допуски' })).toHaveAttribute('data-signed-in');
    const menuBox = screen.getByRole('navigation', { name: 'Основное меню' }).parentElement;
    expect(menuBox).toHaveClass(FRAME.menu);
    // Closed, the box folds below lg (frame-css.ts: `:not([data-open])`).
    expect(menuBox).not.toHaveAttribute('data-open');
    await user.click(menuButton);
    expect(menuBox).toHaveAttribute('data-open');
    await user.click(menuButton);
    expect(menuBox).not.toHaveAttribute('data-open');
  });
});
