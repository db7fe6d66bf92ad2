import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ALL_ROWS_SIZE, type CatalogueDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { sentPageSize } from '../utils/page-size';
import { sortRows, type SortState } from '../utils/sort-rows';
import { fetchCatalogueCount, fetchCataloguePage } from './catalogue-calls';

/**
 * A page of rows and the total, fetched side by side; `page` is one-based as shown, `size` ≤ 0 means all rows.
 * The list calls take no order, so a sorted list is the whole catalogue sorted here and cut into pages: sorting
 * one server page would order only that page.
 */
export function useCatalogueRows(definition: CatalogueDefinition, page: number, size: number, sort: SortState | null) {
  const { api } = useServices();
  const sent = sentPageSize(size);
  const column = sort ? definition.columns[sort.column] : undefined;
  const rows = useQuery({
    queryKey: column ? ['catalogue', definition.name, 'all'] : ['catalogue', definition.name, 'page', page, sent],
    queryFn: ({ signal }) =>
      column
        ? fetchCataloguePage(api, definition.source, 0, ALL_ROWS_SIZE, signal)
        : fetchCataloguePage(api, definition.source, page - 1, sent, signal),
    select: column && sort ? (all: readonly object[]) => sortRows(all, column, sort.direction).slice((page - 1) * sent, page * sent) : undefined,
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: ['catalogue', definition.name, 'count'],
    queryFn: ({ signal }) => fetchCatalogueCount(api, definition.source, signal),
  });
  return { rows, count };
}
