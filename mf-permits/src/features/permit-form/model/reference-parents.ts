import { PERMIT_FIELD_NAMES, PERMIT_FIELDS, type CatalogueArea, type PermitFieldDef } from '@permit/shared-contracts';
import { REF_KEYS, type FieldKey, type RefKey } from './form-values';

/**
 * Catalogues whose rows belong to a row of another: a section and a work shift to an organization, a zone
 * to a place. A reference into one of them is chosen among the rows of the parent the permit names, and
 * is dropped when that parent changes (a choice made under the old parent is not sent for the new one).
 */
export const CATALOGUE_PARENT: Partial<Record<CatalogueArea, CatalogueArea>> = {
  sections: 'organizations',
  workshifts: 'organizations',
  regionWorks: 'placesWorks',
};

const targetOf = (name: string): CatalogueArea | undefined => {
  const def = PERMIT_FIELDS[name as keyof typeof PERMIT_FIELDS] as PermitFieldDef | undefined;
  return def?.kind === 'reference' ? def.target : undefined;
};

/** The field whose choice a reference's options depend on: the one pointing at its catalogue's parent. */
export function parentFieldOf(name: FieldKey): RefKey | undefined {
  const target = targetOf(name);
  const parent = target && CATALOGUE_PARENT[target];
  return parent ? (PERMIT_FIELD_NAMES.find((other) => targetOf(other) === parent) as RefKey | undefined) : undefined;
}

/** The references that depend on a field. */
export const dependentsOf = (name: FieldKey): RefKey[] => REF_KEYS.filter((key) => parentFieldOf(key) === name);
