import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, renderRemote, signedInSnapshot, unsettledPage } from '@permit/dev-kit/testing';
import { StatusCounts } from './status-counts';

// Counts the evaluations of the popover's module: with the bundler, each is a fetch of its chunk.
let mockLoads = 0;
jest.mock('./status-counts-popover', () => {
  mockLoads += 1;
  return jest.requireActual('./status-counts-popover');
});

describe('the «Статусы» popover, loaded on demand', () => {
  // The page never settles here, so nothing fetches the popover's code (nor the counts) ahead of the user.
  unsettledPage();

  it('shows «Статусы» before the popover’s code, opens the list from it, closes on Escape and gives the focus back', async () => {
    renderRemote(<StatusCounts />, { fake: createFakeServices(signedInSnapshot()) });

    const button = screen.getByRole('button', { name: 'Статусы наряд-допусков' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mockLoads).toBe(0);

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Наряд-допуски по статусам' });
    expect(mockLoads).toBe(1);
    expect(within(dialog).getAllByRole('link')).toHaveLength(12);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    // Opened by a click, the focus moves into the list, as with the popover's own trigger.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());

    // The button itself toggles: a second click closes the list once, not closes and opens it again.
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Наряд-допуски по статусам' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
    expect(mockLoads).toBe(1);
  });
});
