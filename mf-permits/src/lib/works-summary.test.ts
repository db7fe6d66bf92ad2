import { worksSummary } from './works-summary';

describe('worksSummary', () => {
  it('joins catalogue contents and hand-typed entries', () => {
    expect(worksSummary({ contentWorks: [{ id: 1, content: 'Огневые работы' }], contentWorksHand: 'Покраска; Сварка ;' })).toBe(
      'Огневые работы; Покраска; Сварка',
    );
  });

  it('shows a dash when there is nothing', () => {
    expect(worksSummary({ contentWorks: [], contentWorksHand: '' })).toBe('—');
  });
});
