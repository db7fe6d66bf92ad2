import { EMPTY_LIST_FILTERS } from '../api/build-search-query';
import { filterSummary } from './filter-summary';

describe('the summary of the applied filters', () => {
  it('names each applied filter in the bar’s order, with the names of the chosen items', () => {
    const summary = filterSummary(
      { ...EMPTY_LIST_FILTERS, status: 'IN_WORK', place: 7, dateFrom: '01.11.2026', number: ' E2E-1 ' },
      { place: new Map([[7, 'Л-35-11']]) },
    );
    expect(summary).toBe('Номер: E2E-1 · Статус: В работе · Начало с: 01.11.2026 · Место: Л-35-11');
  });

  it('is empty without filters, and shows an ellipsis for a name still loading', () => {
    expect(filterSummary(EMPTY_LIST_FILTERS, {})).toBe('');
    expect(filterSummary({ ...EMPTY_LIST_FILTERS, section: 3 }, {})).toBe('Отдел: …');
  });
});
