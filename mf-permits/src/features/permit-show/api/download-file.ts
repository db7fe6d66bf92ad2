import { endpoints, type AddFile, type ApiClient } from '@permit/shared-contracts';

/**
 * Files are served only with the Authorization header, so a plain link cannot fetch them: the file is
 * read through the shell's client and handed to the browser as a download under its own name.
 */
export async function downloadFile(api: ApiClient, file: Pick<AddFile, 'id' | 'name'>): Promise<void> {
  const blob = await api.call(endpoints.nd.downloadFile, { params: { fileId: file.id } });
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file.name;
    anchor.rel = 'noopener';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has started the download; the object URL is no longer needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
