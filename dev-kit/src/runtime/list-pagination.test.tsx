import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '../testing';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it('shows the total and Russian page buttons, and reports the one-based page chosen', async () => {
    const onPageChange = jest.fn();
    renderWithChakra(<ListPagination page={1} count={45} pageSize={20} onPageChange={onPageChange} />);

    expect(screen.getByText('Всего: 45')).toBeInTheDocument();
    // jsdom applies no media queries, so the phone's form shows: «1 из 3» between the arrows, the page
    // buttons (for wider screens) present but hidden.
    expect(screen.getByText('1 из 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Страница 1 из 3', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Страница 1 из 3', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Страница 3 из 3', hidden: true })).toBeInTheDocument();
  });

  it('shows only the total when everything fits on one page', () => {
    renderWithChakra(<ListPagination page={1} count={20} pageSize={20} onPageChange={jest.fn()} />);
    expect(screen.getByText('Всего: 20')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
