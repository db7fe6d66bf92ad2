import {
  detailKeyOf,
  fieldsOfKind,
  PERMIT_FIELDS,
  saveKeyOf,
  type FieldsOfKind,
  type Nd,
  type PermitFieldDef,
  type PermitFieldName,
} from '@permit/shared-contracts';
import { fromIsoDateTime } from '../../../lib/date-input';
import { securityHandFromJson } from '../../../lib/hand-list';

export type FormMode = 'add' | 'edit' | 'copy';

/**
 * The form's fields follow the permit's field map by plain name: references and participants as an id or
 * null, id lists as ids, texts as typed. A date field is typed as two inputs, its date and its time
 * (datetimeStart → dateStart and timeStart).
 */
export type RefKey = FieldsOfKind<'reference' | 'person'>;
export type ListKey = FieldsOfKind<'idList'>;
type DateField = FieldsOfKind<'date'>;
type Split<K extends string, P extends string> = K extends `datetime${infer R}` ? `${P}${R}` : `${K}${Capitalize<P>}`;
export type DateInputKey = Split<DateField, 'date'>;
export type TimeInputKey = Split<DateField, 'time'>;
export type TextKey = FieldsOfKind<'text' | 'longText' | 'hand'> | DateInputKey | TimeInputKey;

const split = <P extends 'date' | 'time'>(name: DateField, part: P) =>
  (name.startsWith('datetime') ? `${part}${name.slice('datetime'.length)}` : `${name}${part[0]!.toUpperCase()}${part.slice(1)}`) as Split<
    DateField,
    P
  >;
/** The two inputs a date field is typed in. */
export const dateInputsOf = (name: DateField) => ({ date: split(name, 'date') as DateInputKey, time: split(name, 'time') as TimeInputKey });

export const DATE_FIELDS: readonly DateField[] = fieldsOfKind('date');
export const REF_KEYS: readonly RefKey[] = fieldsOfKind('reference', 'person');
export const LIST_KEYS: readonly ListKey[] = fieldsOfKind('idList');
export const TEXT_KEYS: readonly TextKey[] = [
  ...fieldsOfKind('text', 'longText', 'hand'),
  ...DATE_FIELDS.flatMap((name) => [dateInputsOf(name).date, dateInputsOf(name).time]),
];

/**
 * What the form edits: references as id or null, lists as ids, hand fields and dates as typed text.
 * `version` is the permit's version the edit is based on (sent back so a stale save is refused).
 */
export type FormValues = { id: number | null; version: number | null } & Record<RefKey, number | null> &
  Record<ListKey, number[]> &
  Record<TextKey, string>;

export type FieldKey = RefKey | ListKey | TextKey;

/** Object.fromEntries loses the key type; the keys come from the const tuples above, so the record is whole. */
export function fill<K extends string, V>(keys: readonly K[], value: () => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value()])) as Record<K, V>;
}

/** A new permit: empty but for the organization, which is always the creator's own. */
export function emptyFormValues(ownOrganization: number | null = null): FormValues {
  return {
    id: null,
    version: null,
    ...fill<RefKey, number | null>(REF_KEYS, () => null),
    ...fill<ListKey, number[]>(LIST_KEYS, () => []),
    ...fill<TextKey, string>(TEXT_KEYS, () => ''),
    organization: ownOrganization,
  };
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** A copy starts without these (docs/architecture.md «Поведение клиента»): a new paper number and comment are its own. */
const NOT_COPIED: readonly PermitFieldName[] = ['numberPaperNd', 'comment'];

/** The form value of one field of a loaded permit, read under its wire keys. */
function valueOf(nd: Nd, name: PermitFieldName): unknown {
  const def = PERMIT_FIELDS[name] as PermitFieldDef;
  const wire = nd as unknown as Record<string, unknown>;
  switch (def.kind) {
    case 'reference':
    case 'person':
      return (
        (wire[detailKeyOf(name)] as { id: number } | null)?.id ?? (def.kind === 'reference' && def.idInDetail ? wire[saveKeyOf(name)] : null) ?? null
      );
    case 'idList':
      return ids(wire[detailKeyOf(name)] as { id: number }[]);
    case 'hand':
      return def.json ? securityHandFromJson(wire[saveKeyOf(name)] as string) : wire[saveKeyOf(name)];
    default:
      return wire[saveKeyOf(name)];
  }
}

/**
 * A loaded permit as form values. A copy is a new permit (docs/architecture.md «Поведение клиента»): no id, no paper
 * number, no comment, empty dates, and the copier's own organization; documents and files are not part of these values,
 * so a copy starts without them.
 */
export function fromNd(nd: Nd, mode: FormMode, ownOrganization: number | null = null): FormValues {
  const copy = mode === 'copy';
  const values = {
    ...emptyFormValues(ownOrganization),
    id: mode === 'edit' ? nd.id : null,
    version: mode === 'edit' ? nd.version : null,
  } as FormValues;
  const fields = values as unknown as Record<string, unknown>;
  for (const name of Object.keys(PERMIT_FIELDS) as PermitFieldName[]) {
    const def = PERMIT_FIELDS[name] as PermitFieldDef;
    if (def.kind === 'date') {
      const { date, time } = copy ? { date: '', time: '' } : fromIsoDateTime(nd[name as DateField]);
      fields[dateInputsOf(name as DateField).date] = date;
      fields[dateInputsOf(name as DateField).time] = time;
    } else if (!(copy && NOT_COPIED.includes(name))) {
      fields[name] = valueOf(nd, name);
    }
  }
  // A draft saved without one still gets the user's own: the field is fixed, so it could not be chosen.
  values.organization = copy ? ownOrganization : (values.organization ?? ownOrganization);
  return values;
}
