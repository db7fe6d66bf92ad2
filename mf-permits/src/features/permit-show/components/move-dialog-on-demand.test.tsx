import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';
import { setupPermitShow as setup } from '../../../testing/permit-show-setup';

// The dialog's chunk, as the network gives it: `mockChunkFailures` loads fail before it arrives.
let mockChunkFailures = 0;
jest.mock('./move-dialog', () => {
  if (mockChunkFailures > 0) {
    mockChunkFailures -= 1;
    throw new Error('чанк не загружен');
  }
  return jest.requireActual('./move-dialog');
});

/** The permit page waits for no dialog code: it comes on demand (move-dialog-on-demand.tsx). */
describe('the move dialog loaded on demand', () => {
  afterEach(() => jest.restoreAllMocks());

  // First: once the chunk has come, it stays (as in a browser).
  it('fetches the code once the page has settled, tries again at the tap, says beside the moves that it did not come, and opens on «Повторить»', async () => {
    // React reports the error the boundary caught.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockChunkFailures = 2;
    renderPermits('/nd/show/42', setup(testNd({ status: 'IN_WORK' })));
    const stop = await screen.findByRole('button', { name: 'Остановить работы' });
    await waitFor(() => expect(mockChunkFailures).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A click alone: a pointer's hover would fetch the code itself.
    fireEvent.click(stop);
    const moves = screen.getByRole('region', { name: 'Действия' });
    const alert = await within(moves).findByRole('alert');
    expect(mockChunkFailures).toBe(0);
    expect(alert).toHaveTextContent('Не удалось загрузить окно действия. Проверьте связь.');
    expect(screen.getByRole('heading', { name: 'Наряд-допуск № 42' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('dialog', { name: 'Остановить работы' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить окно действия. Проверьте связь.')).not.toBeInTheDocument();
  });

  it('opens at the first tap with the focus inside, though the page had not yet settled', async () => {
    Object.assign(window, { requestIdleCallback: jest.fn(() => 1), cancelIdleCallback: jest.fn() });
    try {
      renderPermits('/nd/show/42', setup(testNd({ status: 'IN_WORK' })));
      await userEvent.click(await screen.findByRole('button', { name: 'Остановить работы' }));
      const dialog = await screen.findByRole('dialog', { name: 'Остановить работы' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    } finally {
      // Unmounted first: the page-settled hook cancels its idle callback on unmount.
      cleanup();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });
});
