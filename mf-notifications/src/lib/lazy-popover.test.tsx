import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadable, type LoadableComponent } from '@permit/dev-kit/loadable';
import { OptionalPart } from '@permit/dev-kit/runtime';
import { renderWithChakra, unsettledPage } from '@permit/dev-kit/testing';
import { useLazyPopover, type LazyPopoverProps } from './lazy-popover';
import { PopoverLoadNote } from './popover-load-note';

function List({ open, contentId }: LazyPopoverProps) {
  return open ? <div role="dialog" aria-label="Список" id={contentId} /> : null;
}

function Trigger({ part: Part, enabled }: { part: LoadableComponent<LazyPopoverProps>; enabled?: boolean }) {
  const popover = useLazyPopover(Part, enabled);
  return (
    <>
      <PopoverLoadNote failed={popover.failed}>
        <button type="button" {...popover.trigger}>
          Открыть
        </button>
      </PopoverLoadNote>
      {popover.wanted && (
        <OptionalPart name="всплывающее окно шапки" onFailure={popover.reset}>
          <Part {...popover.part} />
        </OptionalPart>
      )}
    </>
  );
}

describe('a lazily loaded popover', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches its code once the page has settled, without showing it', async () => {
    const load = jest.fn(() => Promise.resolve(List));
    renderWithChakra(<Trigger part={loadable(load, null)} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(await screen.findByRole('dialog', { name: 'Список' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a button not shown (signed out), even once the page has settled', async () => {
    const load = jest.fn(() => Promise.resolve(List));
    const control = jest.fn(() => Promise.resolve(List));
    renderWithChakra(
      <>
        <Trigger part={loadable(load, null)} enabled={false} />
        <Trigger part={loadable(control, null)} />
      </>,
    );
    await waitFor(() => expect(control).toHaveBeenCalledTimes(1));
    expect(load).not.toHaveBeenCalled();
  });

  describe('before the page has settled', () => {
    unsettledPage();

    it('fetches its code when a pointer comes onto the button', async () => {
      const load = jest.fn(() => Promise.resolve(List));
      renderWithChakra(<Trigger part={loadable(load, null)} />);
      expect(load).not.toHaveBeenCalled();
      await userEvent.hover(screen.getByRole('button', { name: 'Открыть' }));
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('fetches its code when the focus comes onto the button', async () => {
      const load = jest.fn(() => Promise.resolve(List));
      renderWithChakra(<Trigger part={loadable(load, null)} />);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('drops an opening still waiting for its code once the user taps elsewhere, so it never pulls the focus later', async () => {
      let arrive!: (value: typeof List) => void;
      const load = jest.fn(() => new Promise<typeof List>((resolve) => (arrive = resolve)));
      renderWithChakra(
        <>
          <Trigger part={loadable(load, null)} />
          <input aria-label="Номер" />
        </>,
      );
      const button = screen.getByRole('button', { name: 'Открыть' });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAttribute('aria-busy', 'true');

      const field = screen.getByRole('textbox', { name: 'Номер' });
      fireEvent.pointerDown(field);
      field.focus();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).not.toHaveAttribute('aria-busy');

      arrive(List);
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field).toHaveFocus();
    });

    it('raises no note about an opening the user left before its code failed to come', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let fail!: (error: Error) => void;
      const load = jest.fn(() => new Promise<typeof List>((_, reject) => (fail = reject)));
      renderWithChakra(
        <>
          <Trigger part={loadable(load, null)} />
          <input aria-label="Номер" />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
      fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Номер' }));
      fail(new Error('чанк не загружен'));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('keeps the button, closed, says the code did not come when it cannot be fetched, and tries again on the next click', async () => {
      // React reports the error the boundary caught.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = jest.fn<Promise<typeof List>, []>().mockRejectedValueOnce(new Error('чанк не загружен')).mockResolvedValue(List);
      renderWithChakra(<Trigger part={loadable(load, null)} />);
      const button = screen.getByRole('button', { name: 'Открыть' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить. Проверьте связь и нажмите ещё раз.');
      expect(screen.getByRole('button', { name: 'Открыть' })).toBe(button);

      fireEvent.click(button);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const dialog = await screen.findByRole('dialog', { name: 'Список' });
      expect(button).toHaveAttribute('aria-controls', dialog.id);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('takes the note away when the user taps elsewhere or after a few seconds', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = jest.fn<Promise<typeof List>, []>().mockRejectedValue(new Error('чанк не загружен'));
      renderWithChakra(
        <>
          <Trigger part={loadable(load, null)} />
          <input aria-label="Номер" />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Номер' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      jest.useFakeTimers();
      try {
        fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
        await act(async () => {
          await jest.advanceTimersByTimeAsync(10);
        });
        expect(screen.getByRole('alert')).toBeInTheDocument();
        await act(async () => {
          await jest.advanceTimersByTimeAsync(8000);
        });
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
