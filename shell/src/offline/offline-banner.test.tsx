import { screen } from '@testing-library/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { LOGIN_RESPONSE, profileOf, CREATOR_ROLES, signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { cachedTime } from './offline-banner';
import { CACHED_AT_HEADER, FROM_CACHE_HEADER } from './offline-rules';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

// 09:41 on the clock of the machine that runs the test, whatever its time zone.
const CACHED_AT = new Date(2026, 10, 26, 9, 41).toISOString();

// The whole shell renders in jsdom: slower than the default 5 s on a busy 2-core machine.
jest.setTimeout(30_000);

describe('the offline banner', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('formats the time of the cached data as ЧЧ:ММ', () => {
    expect(cachedTime(CACHED_AT)).toBe('09:41');
  });

  it('appears over the screen when the service worker answered from its cache, with the time of that answer', async () => {
    const { shell } = renderShell({
      path: '/no/such/page',
      storage: signedInStorage(),
      server: (config) =>
        config.url === `/api/users/getUserById/${LOGIN_RESPONSE.user_id}`
          ? {
              status: 200,
              data: profileOf(CREATOR_ROLES),
              headers: { [FROM_CACHE_HEADER.toLowerCase()]: '1', [CACHED_AT_HEADER.toLowerCase()]: CACHED_AT },
            }
          : { status: 404 },
    });
    expect(await screen.findByText(`${ERROR_TEXTS.offlineData} 09:41`, undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(ERROR_TEXTS.offlineData).toBe('Нет связи — данные на');

    // An answer from the server again: the banner goes.
    shell.connection.getState().servedFromNetwork();
    expect(await screen.findByRole('heading', { name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.queryByText(/Нет связи — данные на/)).not.toBeInTheDocument();
  });

  it('is not shown while answers come from the server', async () => {
    renderShell({
      path: '/no/such/page',
      storage: signedInStorage(),
      server: () => ({ status: 200, data: profileOf(CREATOR_ROLES) }),
    });
    expect(await screen.findByRole('heading', { name: ERROR_TEXTS.notFound }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Нет связи — данные на/)).not.toBeInTheDocument();
  });
});
