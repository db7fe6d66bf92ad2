import { useQuery } from '@tanstack/react-query';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { fetchItem } from './form-calls';

/** The item an edit form starts from; always re-read, so the form never opens on a stale copy. */
export function useCatalogueItem(definition: CatalogueDefinition, id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['catalogue', definition.name, 'item', id],
    queryFn: ({ signal }) => fetchItem(api, definition.source, id, signal),
    staleTime: 0,
  });
}
