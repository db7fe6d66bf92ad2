import { useMemo } from 'react';
import { endpoints } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

/**
 * POST uploadAddFiles, in its three uses (docs/domain.md «Форматы обмена»): attach a file, delete one (delete=true), and
 * set the links list (an empty file plus the encoded documents text).
 */
export function useUploadAddFiles() {
  const { api } = useServices();
  return useMemo(
    () => ({
      upload(ndId: number, file: File, onProgress: (fraction: number) => void) {
        const body = new FormData();
        body.append('file', file, file.name);
        return api.call(
          endpoints.nd.uploadAddFiles,
          { query: { NdID: ndId, delete: false, name: file.name, description: 'description' }, body },
          { onUploadProgress: onProgress },
        );
      },
      /** By id: names may repeat, and the server deletes every file of a name. */
      remove(ndId: number, fileId: number) {
        return api.call(endpoints.nd.uploadAddFiles, { query: { NdID: ndId, delete: true, name: String(fileId) }, body: new FormData() });
      },
      setDocuments(ndId: number, documents: string) {
        const body = new FormData();
        body.append('file', new Blob([]), 'documents');
        body.append('documents', documents);
        return api.call(endpoints.nd.uploadAddFiles, { query: { NdID: ndId, delete: false, name: '' }, body });
      },
    }),
    [api],
  );
}
