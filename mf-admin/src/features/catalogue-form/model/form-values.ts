import type { CatalogueDefinition, FieldDefinition } from '@permit/shared-contracts';
import { readPath } from '../../catalogue-list/utils/read-path';
import { roleOptionsFor } from './role-options';

/**
 * What the form holds while the admin types: text as strings, a choice as the chosen id's string
 * ('' for none, as a native select gives it), a list as strings, the id as a number.
 */
export type FormValues = Record<string, string | string[] | number | undefined>;

function emptyValue(field: FieldDefinition): FormValues[string] {
  if (field.kind === 'list' || field.kind === 'extendedList') return [];
  if (field.kind === 'id') return undefined;
  return '';
}

/** A create form starts empty (docs/architecture.md «Поведение клиента»). */
export function emptyValues(definition: CatalogueDefinition): FormValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, emptyValue(field)]));
}

/** A list item is a role name, or an object carrying one ({ id, name }, as a user's roles arrive). */
function listEntry(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  const name = readPath(entry, 'name');
  return typeof name === 'string' ? name : null;
}

function loadedValue(field: FieldDefinition, raw: unknown): FormValues[string] {
  switch (field.kind) {
    case 'id':
      return typeof raw === 'number' ? raw : undefined;
    case 'list':
    case 'extendedList': {
      const entries = Array.isArray(raw) ? raw.map(listEntry).filter((v) => v !== null) : [];
      // A role the form cannot offer (USER) must not become an invisible, unremovable choice.
      const offered = field.options?.from === 'roles' ? new Set(roleOptionsFor(field).map((o) => o.value)) : null;
      return offered ? entries.filter((v) => offered.has(v)) : entries;
    }
    default:
      if (typeof raw === 'number') return String(raw);
      return typeof raw === 'string' ? raw : '';
  }
}

/**
 * An edit form is filled from the item fetched by id. `loadFrom` names where a value sits when the
 * item carries a detail object instead (the zone's place_detail.id, the event's type_detail.id).
 */
export function valuesFromItem(definition: CatalogueDefinition, item: unknown): FormValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, loadedValue(field, readPath(item, field.loadFrom ?? field.name))]));
}
