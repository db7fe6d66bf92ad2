import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unsettledPage } from '@permit/dev-kit/testing';
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

const LOADING = 'Открывается окно действия…';
const FAILED = 'Не удалось загрузить окно действия. Проверьте связь и выберите действие ещё раз.';

/** The permit page waits for no dialog code: it comes on demand (move-dialog-on-demand.tsx). */
describe('the move dialog loaded on demand', () => {
  unsettledPage();
  afterEach(() => jest.restoreAllMocks());

  // First: once the chunk has come, it stays (as in a browser). Clicks alone: a pointer's hover fetches the code itself.
  it('shows that it opens, drops the move at a tap elsewhere, says beside the moves when the code did not come, and opens when the move is chosen again', async () => {
    // React reports the error the boundary caught.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockChunkFailures = 2;
    renderPermits('/nd/show/42', setup(testNd({ status: 'IN_WORK' })));
    const stop = await screen.findByRole('button', { name: 'Остановить работы' });
    const moves = screen.getByRole('region', { name: 'Действия' });

    // On a weak signal the user taps, sees it coming, and moves on: nothing opens later.
    fireEvent.click(stop);
    expect(within(moves).getByText(LOADING)).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Наряд-допуск № 42' }));
    expect(within(moves).queryByText(LOADING)).not.toBeInTheDocument();
    await waitFor(() => expect(mockChunkFailures).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(moves).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(stop);
    expect(await within(moves).findByRole('alert')).toHaveTextContent(FAILED);
    expect(mockChunkFailures).toBe(0);
    expect(screen.getByRole('heading', { name: 'Наряд-допуск № 42' })).toBeInTheDocument();

    fireEvent.click(stop);
    expect(await screen.findByRole('dialog', { name: 'Остановить работы' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('opens at the first tap with the focus inside, though the page had not yet settled, and gives it back to the move on close', async () => {
    renderPermits('/nd/show/42', setup(testNd({ status: 'IN_WORK' })));
    const stop = await screen.findByRole('button', { name: 'Остановить работы' });
    await userEvent.click(stop);
    const dialog = await screen.findByRole('dialog', { name: 'Остановить работы' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stop).toHaveFocus());
  });
});
