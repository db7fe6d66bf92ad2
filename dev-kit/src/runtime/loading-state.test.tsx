import { screen } from '@testing-library/react';
import { renderWithChakra } from '../testing';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('announces what is loading in a status region, with a generic text by default', () => {
    const { unmount } = renderWithChakra(<LoadingState label="Загрузка наряд-допусков…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка наряд-допусков…');
    unmount();

    renderWithChakra(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });
});
