import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../testing';
import { KeptDraftNotice } from './kept-draft-notice';

const today = (hours: number, minutes: number) => new Date(new Date().setHours(hours, minutes, 0, 0)).getTime();

describe('KeptDraftNotice', () => {
  it('names the time the session ended, and the day when it was not today', () => {
    const { unmount } = renderWithChakra(<KeptDraftNotice at={today(9, 5)} fromServer onDiscard={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Восстановлено введённое до окончания сеанса (09:05)');
    unmount();
    renderWithChakra(<KeptDraftNotice at={new Date(2025, 2, 4, 17, 30).getTime()} fromServer onDiscard={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('(04.03.2025 17:30)');
  });

  it('«Отбросить» asks first: «Отмена» keeps the input, the dialog’s «Отбросить» lets it go', async () => {
    const onDiscard = jest.fn();
    renderWithChakra(<KeptDraftNotice at={today(9, 5)} fromServer onDiscard={onDiscard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отбросить восстановленное?' });
    expect(dialog).toHaveTextContent('Форма вернётся к сохранённому на сервере. Введённое до окончания сеанса пропадёт.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDiscard).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отбросить' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('for a new record, says the form becomes empty', async () => {
    renderWithChakra(<KeptDraftNotice at={today(9, 5)} fromServer={false} onDiscard={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Форма станет пустой.');
  });

  it('names the files that were chosen and are not kept, one or several, and none when there were none', () => {
    const { unmount } = renderWithChakra(<KeptDraftNotice at={today(9, 5)} fromServer lostFiles={['схема.pdf']} onDiscard={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Файл «схема.pdf», выбранный до окончания сеанса, не сохранился — выберите его снова.');
    unmount();
    const several = renderWithChakra(<KeptDraftNotice at={today(9, 5)} fromServer lostFiles={['схема.pdf', 'фото 1.jpg']} onDiscard={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Файлы, выбранные до окончания сеанса, не сохранились — выберите их снова: «схема.pdf», «фото 1.jpg».',
    );
    several.unmount();
    renderWithChakra(<KeptDraftNotice at={today(9, 5)} fromServer lostFiles={[]} onDiscard={() => {}} />);
    expect(screen.getByRole('status')).not.toHaveTextContent(/Файл/);
  });
});
