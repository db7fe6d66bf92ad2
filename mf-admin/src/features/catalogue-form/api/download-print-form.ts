import { saveBlob } from '@permit/dev-kit/runtime';
import { endpoints, type ApiClient } from '@permit/shared-contracts';

/**
 * GET typeNd/printForm/{id}: the form is served only with the Authorization header, so it is read through
 * the shell's client (never a token in a URL) and handed to the browser as a download under its own name.
 */
export async function downloadPrintForm(api: ApiClient, typeId: number, name: string): Promise<void> {
  saveBlob(await api.call(endpoints.lookups.printForm, { params: { id: typeId } }), name);
}
