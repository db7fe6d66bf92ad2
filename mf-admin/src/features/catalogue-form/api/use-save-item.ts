import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { saveItem } from './form-calls';

/** Saves, then drops the catalogue's cached pages, count and items so the list shows the change. */
export function useSaveItem(definition: CatalogueDefinition) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveItem(api, definition.source, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] }),
  });
}
