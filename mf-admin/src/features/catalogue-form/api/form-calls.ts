import { endpoints, type ApiClient, type CatalogueDefinition, type EndpointConfig } from '@permit/shared-contracts';

type Source = CatalogueDefinition['source'];

/** The item an edit form is filled from: an area's get/{id}, or getUserById for users. */
export function fetchItem(api: ApiClient, source: Source, id: number, signal?: AbortSignal): Promise<object> {
  if (source.kind === 'users') return api.call(endpoints.users.getUserById, { params: { userId: id } }, { signal });
  return api.call(endpoints.catalogues[source.area].get, { params: { id } }, { signal });
}

/**
 * Saves a body already checked against the area's save schema. The endpoint is chosen at run time
 * from the definition, so it is called through the general EndpointConfig signature; the client still
 * validates the answer against the endpoint's own response schema.
 */
export async function saveItem(api: ApiClient, source: Source, body: unknown): Promise<void> {
  const endpoint: EndpointConfig = source.kind === 'users' ? endpoints.users.register : endpoints.catalogues[source.area].save;
  await api.call(endpoint, { body });
}
