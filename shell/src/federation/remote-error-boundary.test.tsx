import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** webpack's error for a chunk that did not load (its name is what the boundary looks at). */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 29 failed. (error: http://localhost:8081/29.4f6e82e0.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  const onRetry = jest.fn();
  const onReload = jest.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <RemoteErrorBoundary remote="mf_permits" variant="page" label="Наряд-допуски" onRetry={onRetry} onReload={onReload}>
        <Throws error={error} />
      </RemoteErrorBoundary>
    </ChakraProvider>,
  );
  return { onRetry, onReload, user: userEvent.setup() };
}

describe('a remote that fails inside its slot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a chunk of its code missing (a release since the page loaded): says so and offers to load the page again first', async () => {
    const { onRetry, onReload, user } = renderFailing(chunkLoadError());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('скорее всего, вышла его новая версия');
    expect(alert).not.toHaveTextContent(ERROR_TEXTS.remoteUnavailable);
    // The page load first; the retry stays for a chunk a weak signal dropped.
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Обновить страницу', 'Повторить']);
    await user.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('offline, a missing chunk is just not there yet: the usual text and a retry', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onRetry, user } = renderFailing(chunkLoadError());
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXTS.remoteUnavailable);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('any other failure: the module is unavailable for now, with a retry', async () => {
    const { onRetry, onReload, user } = renderFailing(new TypeError('x is undefined'));
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXTS.remoteUnavailable);
    expect(screen.queryByRole('button', { name: 'Обновить страницу' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
  });
});
