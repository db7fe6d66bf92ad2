import { screen } from '@testing-library/react';
import { renderWithChakra } from '../testing';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('shows the not-found heading and a link back into the remote', () => {
    renderWithChakra(<NotFound backTo="/admin" backLabel="К списку справочников" />);
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку справочников' })).toHaveAttribute('href', '/admin');
  });
});
