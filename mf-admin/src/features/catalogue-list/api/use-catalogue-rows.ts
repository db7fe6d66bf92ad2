import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { fetchCatalogueCount, fetchCataloguePage } from './catalogue-calls';

/** A page of rows and the total, fetched side by side; `page` is one-based as shown. */
export function useCatalogueRows(definition: CatalogueDefinition, page: number) {
  const { api } = useServices();
  const rows = useQuery({
    queryKey: ['catalogue', definition.name, 'page', page, definition.pageSize],
    queryFn: ({ signal }) => fetchCataloguePage(api, definition.source, page - 1, definition.pageSize, signal),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: ['catalogue', definition.name, 'count'],
    queryFn: ({ signal }) => fetchCatalogueCount(api, definition.source, signal),
  });
  return { rows, count };
}
