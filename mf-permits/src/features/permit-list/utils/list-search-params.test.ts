import { EMPTY_LIST_FILTERS } from '../api/build-search-query';
import { hasFilters, parseFilters, parsePage, parseScope, writeFilters } from './list-search-params';

describe('list URL parameters', () => {
  it('round-trips the filled filters and drops the page', () => {
    const filters = { ...EMPTY_LIST_FILTERS, number: '12', type: 3, dateFrom: '01.03.2025', status: 'DRAFT' as const };
    const params = writeFilters(new URLSearchParams('page=4&scope=own&all=1'), filters);
    expect(params.get('page')).toBeNull();
    expect(params.get('scope')).toBe('own');
    expect(params.get('all')).toBe('1');
    expect(params.get('creator')).toBeNull();
    expect(parseFilters(params)).toEqual(filters);
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(EMPTY_LIST_FILTERS)).toBe(false);
  });

  it('ignores junk in the URL', () => {
    expect(parseFilters(new URLSearchParams('type=abc&place=-2&status=NOPE'))).toEqual(EMPTY_LIST_FILTERS);
    expect(parsePage('0')).toBe(1);
    expect(parseScope('everyone')).toBe('organization');
  });
});
