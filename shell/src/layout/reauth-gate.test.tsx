import { act, screen } from '@testing-library/react';
import { EVENTS } from '@permit/shared-contracts';
import { signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';
import { REAUTH_UNAVAILABLE } from './reauth-gate';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));
// The dialog's code cannot be fetched (a release replaced its file and the network is gone).
jest.mock('./reauth-dialog', () => {
  throw new Error('Loading chunk reauth-dialog failed');
});

describe('re-authentication whose dialog cannot load', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page and says to save and sign in again, instead of an error screen', async () => {
    const view = renderShell({ path: '/', storage: signedInStorage(), server: signedInServer() });
    await screen.findByRole('button', { name: 'Выйти' });
    act(() => view.shell.services.events.emit(EVENTS.tokenRotten, { loginTime: 0 }));
    expect(await screen.findByText(REAUTH_UNAVAILABLE)).toHaveAttribute('role', 'alert');
    // The page is still there (its header and main area), not the route's error screen.
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
