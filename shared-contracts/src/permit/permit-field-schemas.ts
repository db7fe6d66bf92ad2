import { z } from 'zod';
import type { RoleName } from '../roles';
import { idSchema, isoLocalDateTime, LIMITS } from '../schemas/common';
import { userRefSchema } from '../schemas/references';
import { PERMIT_FIELDS, TEXT_LIMITS, type PermitFieldDef, type PermitFieldName, type PermitFields } from './permit-fields';

/**
 * What the field map (permit-fields.ts) implies, computed once: the wire keys, the save and detail shapes,
 * the required-on-submit rule, the labels and the participants. Types are derived the same way, so a field
 * added to the map appears in NdSave, Nd and the form's values without naming it anywhere else.
 */

type F = PermitFields;
type Kind = F[PermitFieldName]['kind'];

/** The key a field has in the save payload (and in the detail, for a scalar). */
export type SaveKeyOf<K extends PermitFieldName> = K extends PermitFieldName ? (F[K] extends { wire: infer W extends string } ? W : K) : never;
/** The detail key of a reference or a person: its `detailKey`, else `<save key>_detail`. */
export type DetailKeyOf<K extends PermitFieldName> = F[K] extends { kind: 'reference' | 'person' }
  ? F[K] extends { detailKey: infer D extends string }
    ? D
    : `${SaveKeyOf<K>}_detail`
  : SaveKeyOf<K>;
export type PermitSaveKey = { [K in PermitFieldName]: SaveKeyOf<K> }[PermitFieldName];
export type FieldsOfKind<T extends Kind> = { [K in PermitFieldName]: F[K]['kind'] extends T ? K : never }[PermitFieldName];

/** The fields that name a person (the six participants). */
export type ParticipantField = FieldsOfKind<'person'>;
export type NdParticipantKey = ParticipantField;

const ENTRIES = Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][];
export const PERMIT_FIELD_NAMES: readonly PermitFieldName[] = ENTRIES.map(([name]) => name);

export const permitField = (name: PermitFieldName): PermitFieldDef => PERMIT_FIELDS[name];
export const saveKeyOf = <K extends PermitFieldName>(name: K): SaveKeyOf<K> => ((PERMIT_FIELDS[name] as PermitFieldDef).wire ?? name) as SaveKeyOf<K>;
export function detailKeyOf<K extends PermitFieldName>(name: K): DetailKeyOf<K> {
  const def = PERMIT_FIELDS[name] as PermitFieldDef;
  if (def.kind !== 'reference' && def.kind !== 'person') return saveKeyOf(name) as DetailKeyOf<K>;
  return ((def.kind === 'reference' ? def.detailKey : undefined) ?? `${saveKeyOf(name)}_detail`) as DetailKeyOf<K>;
}
export const fieldsOfKind = <T extends Kind>(...kinds: T[]): FieldsOfKind<T>[] =>
  ENTRIES.filter(([, def]) => (kinds as Kind[]).includes(def.kind)).map(([name]) => name as FieldsOfKind<T>);

// --- the save payload (POST create_nd): drafts tolerate missing values (docs/domain.md «Форматы обмена»)
const ref = idSchema.nullable().default(null);
const idList = z.array(idSchema).max(LIMITS.idList).default([]);
const dateOrEmpty = z.union([isoLocalDateTime, z.literal('')]).default('');
const text = z.string().max(TEXT_LIMITS.text).default('');
const longText = z.string().max(TEXT_LIMITS.longText).default('');
const hand = z.string().max(TEXT_LIMITS.hand).default('');
const SAVE = { person: ref, reference: ref, idList, date: dateOrEmpty, text, longText, hand } as const;
type SaveOfKind = typeof SAVE;

export type PermitSaveShape = { [K in PermitFieldName as SaveKeyOf<K>]: SaveOfKind[F[K]['kind']] };
export const permitSaveShape = Object.fromEntries(ENTRIES.map(([name, def]) => [saveKeyOf(name), SAVE[def.kind]])) as PermitSaveShape;
/** The same values by plain name: what the API's services get once the edge mapper translated a payload. */
export type PermitSaveValues = { [K in PermitFieldName]: z.output<SaveOfKind[F[K]['kind']]> };

// --- the permit as getNdById answers it
const detailDate = z.union([isoLocalDateTime, z.literal('')]);
type DetailOf<D extends PermitFieldDef> = D extends { kind: 'person' }
  ? z.ZodNullable<typeof userRefSchema>
  : D extends { kind: 'reference'; detail: infer S extends z.ZodObject }
    ? z.ZodNullable<S>
    : D extends { kind: 'idList'; item: infer S extends z.ZodObject }
      ? z.ZodArray<S>
      : D extends { kind: 'date' }
        ? typeof detailDate
        : ReturnType<typeof z.string>;
type IdInDetail = { [K in PermitFieldName]: F[K] extends { idInDetail: true } ? K : never }[PermitFieldName];
export type PermitDetailShape = { [K in PermitFieldName as DetailKeyOf<K>]: DetailOf<F[K]> } & {
  [K in IdInDetail as SaveKeyOf<K>]: z.ZodNullable<typeof idSchema>;
};

function detailSchemaOf(def: PermitFieldDef): z.ZodType {
  switch (def.kind) {
    case 'person':
      return userRefSchema.nullable();
    case 'reference':
      return def.detail.nullable();
    case 'idList':
      return z.array(def.item);
    case 'date':
      return detailDate;
    default:
      return z.string();
  }
}
export const permitDetailShape = Object.fromEntries(
  ENTRIES.flatMap(([name, def]) => [
    ...(def.kind === 'reference' && def.idInDetail ? [[saveKeyOf(name), idSchema.nullable()] as const] : []),
    [detailKeyOf(name), detailSchemaOf(def)] as const,
  ]),
) as unknown as PermitDetailShape;

// --- rules and texts
type RequiredField = { [K in PermitFieldName]: F[K] extends { required: true } ? K : never }[PermitFieldName];
/** Keys a submission (draft false) must set (docs/domain.md «Форматы обмена»), plus the time window it will be started in. */
export const ND_SUBMIT_REQUIRED = ENTRIES.filter(([, def]) => def.required).map(([name]) => saveKeyOf(name)) as readonly SaveKeyOf<RequiredField>[];
/** The same fields by plain name, in the map's order (the order a refusal names them in). */
export const PERMIT_SUBMIT_REQUIRED = ENTRIES.filter(([, def]) => def.required).map(([name]) => name) as readonly RequiredField[];

/** Russian labels of the save-payload fields, for messages naming a field (server) and form labels (client). */
export const ND_FIELD_LABELS = Object.fromEntries(ENTRIES.map(([name, def]) => [saveKeyOf(name), def.label])) as Record<PermitSaveKey, string>;
/** The same by plain name (the form's and the domain's). */
export const PERMIT_FIELD_LABELS = Object.fromEntries(ENTRIES.map(([name, def]) => [name, def.label])) as Record<PermitFieldName, string>;

/** The six participant fields, in route order. */
export const ND_PARTICIPANT_KEYS: readonly ParticipantField[] = fieldsOfKind('person');

/** Participant field of a permit → the role its user must hold (separation of duties). */
export const PARTICIPANT_ROLES = Object.fromEntries(ND_PARTICIPANT_KEYS.map((name) => [name, (PERMIT_FIELDS[name] as { role: RoleName }).role])) as {
  [K in ParticipantField]: F[K]['role'];
};

/** The participant a role's route step is made by. */
export const participantOfRole = (role: RoleName): ParticipantField | undefined =>
  ND_PARTICIPANT_KEYS.find((name) => PARTICIPANT_ROLES[name] === role);

type FilteredParticipant = { [K in ParticipantField]: F[K] extends { filter: true } ? K : never }[ParticipantField];
/** The participants ndSearch filters by (each under its save key). */
export const PARTICIPANT_FILTER_KEYS = ND_PARTICIPANT_KEYS.filter(
  (name) => (PERMIT_FIELDS[name] as { filter?: boolean }).filter,
) as FilteredParticipant[];
