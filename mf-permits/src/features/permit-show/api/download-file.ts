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

/** Hands a body read through the client to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.rel = 'noopener';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has started the download; the object URL is no longer needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
