import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { deleteCatalogueItem } from './catalogue-calls';

/** Deletes a row, then re-reads the catalogue's pages and count (docs/architecture.md «Поведение клиента»). */
export function useDeleteItem(definition: CatalogueDefinition) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCatalogueItem(api, definition.source, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] }),
  });
}
