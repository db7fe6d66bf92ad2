import { screen } from '@testing-library/react';
import { renderWithChakra } from '../testing';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says the list is empty, with an optional explanation', () => {
    const { unmount } = renderWithChakra(<EmptyState title="Наряд-допусков нет" description="Измените фильтры" />);
    expect(screen.getByText('Наряд-допусков нет')).toBeInTheDocument();
    expect(screen.getByText('Измените фильтры')).toBeInTheDocument();
    unmount();

    const { container } = renderWithChakra(<EmptyState title="Справочник пуст" />);
    expect(container).toHaveTextContent(/^Справочник пуст$/);
  });
});
