import { CATALOGUE_AREAS, userRegisterSchema, type CatalogueArea, type CatalogueDefinition } from '@permit/shared-contracts';

type SaveSchema = typeof userRegisterSchema | (typeof CATALOGUE_AREAS)[CatalogueArea]['save'];

/** The contract's schema of the body the catalogue's save accepts: the same one the server checks. */
export function saveSchemaFor(definition: CatalogueDefinition): SaveSchema {
  return definition.source.kind === 'users' ? userRegisterSchema : CATALOGUE_AREAS[definition.source.area].save;
}
