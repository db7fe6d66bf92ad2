import { ALL_ROWS_SIZE, endpoints, type ApiClient, type CatalogueDefinition } from '@permit/shared-contracts';

type Source = CatalogueDefinition['source'];

/** One page of a catalogue (page zero-based): an area's list, or the users' list for the users catalogue. */
export function fetchCataloguePage(api: ApiClient, source: Source, page: number, size: number, signal?: AbortSignal): Promise<readonly object[]> {
  const params = { page, size };
  if (source.kind === 'users') return api.call(endpoints.users.list, { params }, { signal });
  return api.call(endpoints.catalogues[source.area].list, { params }, { signal });
}

/**
 * The row total. Areas answer lists without a count, so the full list is counted
 * (list/0/10000000, docs/domain.md «Форматы обмена»); users have their own count call.
 */
export async function fetchCatalogueCount(api: ApiClient, source: Source, signal?: AbortSignal): Promise<number> {
  if (source.kind === 'users') return api.call(endpoints.users.count, {}, { signal });
  const all = await api.call(endpoints.catalogues[source.area].list, { params: { page: 0, size: ALL_ROWS_SIZE } }, { signal });
  return all.length;
}

/** Deletes one row; SIZ's admin path and the users' own endpoint come from the contract's table. */
export async function deleteCatalogueItem(api: ApiClient, source: Source, id: number): Promise<void> {
  if (source.kind === 'users') await api.call(endpoints.users.delete, { params: { id } });
  else await api.call(endpoints.catalogues[source.area].delete, { params: { id } });
}
