import {
  participantOfRole,
  type ParticipantField,
  type RoleName,
  type ND_SUBMIT_REQUIRED,
  PARTICIPANT_FILTER_KEYS,
  PERMIT_FIELDS,
  saveKeyOf,
  type PermitFieldDef,
  type PermitFieldName,
  type PermitFields,
} from '@permit/shared-contracts';
import { int, text, timestamp, type Column } from './columns';

/**
 * The nd columns that hold the permit's fields, derived from the field map (docs/adding-a-permit-field.md):
 * a reference or a participant is `<name>Id` (int, null while unset), a date a nullable timestamp, a text
 * a text with a default; an id list lives in its own link table (nd-save-repository.ts). db/schema.test.ts
 * compares the result with the migrated database, so a map entry without its migration fails there.
 */

type F = PermitFields;
type Kind = PermitFieldDef['kind'];

/** The nd column of a field, or never for an id list. */
export type FieldColumnName<K extends PermitFieldName> = F[K]['kind'] extends 'reference' | 'person'
  ? `${K}Id`
  : F[K]['kind'] extends 'idList'
    ? never
    : K;
type FieldColumn<K extends PermitFieldName> = F[K]['kind'] extends 'reference' | 'person'
  ? Column<number, number, true, 'none'>
  : F[K]['kind'] extends 'date'
    ? Column<string, string, true, 'none'>
    : Column<string, string, false, 'default'>;
export type PermitFieldColumns = { [K in PermitFieldName as FieldColumnName<K>]: FieldColumn<K> };

const isReference = (kind: Kind) => kind === 'reference' || kind === 'person';

/** The nd column a stored field is kept in (undefined for an id list). */
export function fieldColumn<K extends PermitFieldName>(name: K): FieldColumnName<K> | undefined {
  const kind = (PERMIT_FIELDS[name] as PermitFieldDef).kind;
  if (kind === 'idList') return undefined;
  return (isReference(kind) ? `${name}Id` : name) as FieldColumnName<K>;
}

/**
 * The nd column of the participant who makes `role`'s step (EXECUTOR → the executor's column), from the field
 * map: a rule that must single out one participant reaches his column through his role, not by its name.
 */
export function participantColumn(role: RoleName): `${ParticipantField}Id` {
  const field = participantOfRole(role);
  if (field === undefined) throw new Error(`no participant field makes the ${role} step`);
  return `${field}Id`;
}

function columnOf(kind: Kind) {
  if (isReference(kind)) return int({ nullable: true });
  if (kind === 'date') return timestamp({ nullable: true });
  return text({ fill: 'default' });
}

export const PERMIT_FIELD_COLUMNS = Object.fromEntries(
  (Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][])
    .filter(([, def]) => def.kind !== 'idList')
    .map(([name, def]) => [fieldColumn(name), columnOf(def.kind)]),
) as PermitFieldColumns;

type RequiredSaveKey = (typeof ND_SUBMIT_REQUIRED)[number];
/** Each key a submission requires → the nd column that stores it (the workflow checks them again on submit). */
export const SUBMIT_COLUMNS = Object.fromEntries(
  (Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][])
    .filter(([, def]) => def.required)
    .map(([name]) => [saveKeyOf(name), fieldColumn(name)]),
) as Record<RequiredSaveKey, keyof PermitFieldColumns>;

type FilteredParticipant = (typeof PARTICIPANT_FILTER_KEYS)[number];
/** Each participant ndSearch filters by → its nd column (aliased `n`). */
export const PARTICIPANT_FILTER_COLUMNS = Object.fromEntries(PARTICIPANT_FILTER_KEYS.map((key) => [key, `n.${key}Id`])) as {
  [K in FilteredParticipant]: `n.${K}Id`;
};
