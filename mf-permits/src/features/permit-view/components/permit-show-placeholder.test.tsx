import { screen } from '@testing-library/react';
import { renderPermits } from '../../../testing/render-permits';

describe('screens that come later', () => {
  it('names the permit on /nd/show/{id} and says plainly that the card comes later', () => {
    renderPermits('/nd/show/42');
    expect(screen.getByRole('heading', { name: 'Наряд-допуск № 42' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('появится в следующей версии');
    expect(screen.getByRole('link', { name: 'К списку наряд-допусков' })).toHaveAttribute('href', '/nd');
  });
});
