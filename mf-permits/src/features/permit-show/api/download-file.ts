import { saveBlob } from '@permit/dev-kit/runtime';
import { endpoints, type AddFile, type ApiClient } from '@permit/shared-contracts';

/**
 * Files are served only with the Authorization header, so a plain link cannot fetch them: the file is
 * read through the shell's client and handed to the browser as a download under its own name.
 */
export async function downloadFile(api: ApiClient, file: Pick<AddFile, 'id' | 'name'>): Promise<void> {
  saveBlob(await api.call(endpoints.nd.downloadFile, { params: { fileId: file.id } }), file.name);
}

/**
 * The permit type's uploaded print form (GET typeNd/printForm), under the name the type shows: read
 * through the shell's client like any file, so no token ever goes into a URL.
 */
export async function downloadPrintForm(api: ApiClient, typeId: number, name: string): Promise<void> {
  saveBlob(await api.call(endpoints.lookups.printForm, { params: { id: typeId } }), name);
}
