import { endpoints, type ApiClient, type OptionsSource } from '@permit/shared-contracts';

type AreaSource = Extract<OptionsSource, { from: 'area' }>;
type Lookup = NonNullable<AreaSource['dependsOn']>['lookup'];

/** The items of a choice: the area's full list, or the lookup narrowed by the field it depends on. */
export function fetchOptionItems(api: ApiClient, source: AreaSource, parentId: number | null, signal?: AbortSignal): Promise<readonly object[]> {
  const lookup = source.dependsOn?.lookup;
  if (lookup && parentId !== null) return fetchByParent(api, lookup, parentId, signal);
  return api.call(endpoints.catalogues[source.area].listAll, {}, { signal });
}

function fetchByParent(api: ApiClient, lookup: Lookup, id: number, signal?: AbortSignal): Promise<readonly object[]> {
  switch (lookup) {
    case 'sectionsByOrganization':
      return api.call(endpoints.lookups.sectionsByOrganization, { params: { id } }, { signal });
    case 'regionsByPlace':
      return api.call(endpoints.lookups.regionsByPlace, { params: { placeId: id } }, { signal });
    case 'workshiftsByOrganization':
      return api.call(endpoints.lookups.workshiftsByOrganization, { params: { organizationId: id } }, { signal });
  }
}
