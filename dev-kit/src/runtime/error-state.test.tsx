import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@permit/shared-contracts';
import { renderWithChakra } from '../testing';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('shows the contract’s text with the server’s own message, and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithChakra(<ErrorState error={new ApiError(500, 'HTTP_500', 'Внутренняя ошибка сервера')} onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    expect(alert).toHaveTextContent('Внутренняя ошибка сервера');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names a lost connection, does not repeat the generic text, and offers no retry without a handler', () => {
    const { unmount } = renderWithChakra(<ErrorState error={new ApiError(0, 'NETWORK', 'fetch failed')} title="Справочник недоступен" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Справочник недоступенНет связи с сервером');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    renderWithChakra(<ErrorState error={new ApiError(502, 'BAD_RESPONSE', 'Не удалось загрузить данные')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось загрузить данные$/);
  });
});
