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

/** Its own file: the chunk must not have come before (move-dialog-on-demand.tsx). */
describe('a move dropped while its dialog was loading, whose fetch then failed', () => {
  unsettledPage();

  it('opens at the next move, and closing it keeps the dialog and its typed comment', async () => {
    mockChunkFailures = 1;
    renderPermits('/nd/show/42', setup(testNd({ status: 'IN_WORK' })));
    const stop = await screen.findByRole('button', { name: 'Остановить работы' });
    fireEvent.click(stop);
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Наряд-допуск № 42' }));
    await waitFor(() => expect(mockChunkFailures).toBe(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(stop);
    const dialog = await screen.findByRole('dialog', { name: 'Остановить работы' });
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Ветер');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(stop);
    const again = await screen.findByRole('dialog', { name: 'Остановить работы' });
    expect(within(again).getByLabelText(/Комментарий/)).toHaveValue('Ветер');
  });
});
