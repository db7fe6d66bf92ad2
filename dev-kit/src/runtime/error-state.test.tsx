import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@permit/shared-contracts';
import { answeredError, renderWithChakra } from '../testing';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('shows the contract’s text with the server’s own message, and retries on request', async () => {
    const onRetry = jest.fn();
    const error = await answeredError(500, { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' });
    renderWithChakra(<ErrorState error={error} onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    expect(alert).toHaveTextContent('Внутренняя ошибка сервера');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names a lost connection, does not repeat the generic text, and offers no retry without a handler', async () => {
    const { unmount } = renderWithChakra(<ErrorState error={new ApiError(0, 'NETWORK', 'fetch failed')} title="Справочник недоступен" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Справочник недоступенНет связи с сервером');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    // A gateway's HTML page instead of the API's body: nothing to add to the title.
    renderWithChakra(<ErrorState error={await answeredError(502, '<html>Bad Gateway</html>')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось загрузить данные$/);
  });
});
