import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CatalogueDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

/** POST /api/typeNd/uploadPrintForm?typeNdID={id}&name={file name}, multipart with the file in `file`. */
export function useUploadPrintForm(definition: CatalogueDefinition, id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api.call(endpoints.lookups.uploadPrintForm, { query: { typeNdID: id, name: file.name }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] }),
  });
}
