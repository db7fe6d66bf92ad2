import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSystem } from '../shared-modules/portal-system';
import { staticCss } from '../shared-modules/theme-css';
import { renderWithChakra } from '../testing';
import { adoptStaticCss } from './adopt-static-css';
import { ListPagination } from './list-pagination';
import { staticRules } from './list-pagination-css';

// The page buttons' chunk, as the network gives it: `mockChunkFailures` loads fail before it arrives.
let mockChunkFailures = 0;
jest.mock('./list-pager', () => {
  if (mockChunkFailures > 0) {
    mockChunkFailures -= 1;
    throw new Error('чанк не загружен');
  }
  return jest.requireActual('./list-pager');
});

describe('ListPagination', () => {
  // The rules the build compiles into the remote's chunk (jest's stand-in for the import is empty).
  beforeAll(() => adoptStaticCss({ id: 'list-pagination-css', css: staticCss(portalSystem, staticRules(portalSystem)) }));

  // First: once the chunk has come, it stays (as in a browser).
  it('keeps the total when the page buttons do not come, says so, and brings them on «Повторить»', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockChunkFailures = 1;
    renderWithChakra(<ListPagination page={1} count={45} pageSize={20} onPageChange={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Кнопки страниц не загрузились.');
    expect(screen.getByText('Всего: 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Следующая страница' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows the total and Russian page buttons, and reports the one-based page chosen', async () => {
    const onPageChange = jest.fn();
    renderWithChakra(<ListPagination page={1} count={45} pageSize={20} onPageChange={onPageChange} />);

    expect(screen.getByText('Всего: 45')).toBeInTheDocument();
    // jsdom applies no media queries, so the phone's form shows: «1 из 3» between the arrows, the page
    // buttons (for wider screens) present but hidden.
    // The buttons' code loads on its own (list-pager.tsx), after the total.
    expect(await screen.findByText('1 из 3')).toBeVisible();
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
