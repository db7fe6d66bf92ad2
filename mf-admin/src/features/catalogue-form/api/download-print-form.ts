import { endpoints, type ApiClient } from '@permit/shared-contracts';

/**
 * GET typeNd/printForm/{id}: the form is served only with the Authorization header, so it is read through
 * the shell's client (never a token in a URL) and handed to the browser as a download under its own name.
 */
export async function downloadPrintForm(api: ApiClient, typeId: number, name: string): Promise<void> {
  const blob = await api.call(endpoints.lookups.printForm, { params: { id: typeId } });
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
