import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, renderRemote, signedInSnapshot, unsettledPage } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { NotificationBell } from './notification-bell';

// Counts the evaluations of the popover's module: with the bundler, each is a fetch of its chunk.
let mockLoads = 0;
jest.mock('./bell-popover', () => {
  mockLoads += 1;
  return jest.requireActual('./bell-popover');
});

describe('the bell’s popover, loaded on demand', () => {
  // The page never settles here, so nothing fetches the popover's code ahead of the user.
  unsettledPage();

  it('shows the bell before the popover’s code, opens the list from it, closes on Escape and gives the focus back', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.fake.reply(endpoints.notifications.list, []);
    renderRemote(<NotificationBell />, { fake });

    const bell = screen.getByRole('button', { name: 'Уведомления' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mockLoads).toBe(0);

    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(mockLoads).toBe(1);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', dialog.id);
    // Opened by a click, the focus moves into the list, as with the popover's own trigger.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBe(bell);

    // The bell itself toggles: a second click closes the list once, not closes and opens it again.
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Уведомления' });
    await userEvent.click(bell);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
    expect(mockLoads).toBe(1);
  });
});
