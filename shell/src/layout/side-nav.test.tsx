import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { renderWithChakra } from '@permit/dev-kit/testing';
import type { RemoteModule } from '@permit/shared-contracts';
import { createShell } from '../app/create-shell';
import { ShellProvider } from '../app/shell-context';
import { updateModule } from '../federation/module-registry';
import { signedInStorage } from '../test-utils/memory-storage';
import { SideNav } from './side-nav';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

describe('the main menu while the remotes load', () => {
  it('renders again when a module brings its items, not on each step of its loading', async () => {
    const shell = createShell({ storage: signedInStorage(), fetchRemoteList: async () => [], createRouter: (routes) => createMemoryRouter(routes) });
    const renders = jest.fn();
    // The shell's own preload finds no remotes in the empty list and says so; not this test's subject.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithChakra(
        <ShellProvider value={shell}>
          <Profiler id="menu" onRender={renders}>
            <SideNav />
          </Profiler>
        </ShellProvider>,
      );
      expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
      const { registry } = shell.loader;
      renders.mockClear();

      act(() => updateModule(registry, 'mf_permits', { status: 'pending', entry: 'http://localhost:8081/mf-manifest.json' }));
      act(() => updateModule(registry, 'mf_permits', { status: 'loading', entry: 'http://localhost:8081/mf-manifest.json' }));
      expect(renders).not.toHaveBeenCalled();

      const module = { name: 'mf_permits', navItems: [{ path: '/nd/board', label: 'Доска нарядов', group: 'permits' }] } as unknown as RemoteModule;
      act(() => updateModule(registry, 'mf_permits', { status: 'loaded', module }));
      expect(renders).toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Доска нарядов' })).toHaveAttribute('href', '/nd/board');
    } finally {
      shell.dispose();
      jest.restoreAllMocks();
    }
  });
});
