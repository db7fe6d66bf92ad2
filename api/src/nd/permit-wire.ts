import {
  detailKeyOf,
  PERMIT_FIELDS,
  saveKeyOf,
  type AddFile,
  type CatalogueArea,
  type Nd,
  type NdSave,
  type NdStatus,
  type PermitFieldDef,
  type PermitFieldName,
  type PermitSaveValues,
  type UserRef,
} from '@permit/shared-contracts';
import type { CatalogueRecord } from '../catalogues/catalogue-repository';
import { toCatalogueWire } from '../catalogues/catalogue-wire';
import { fieldColumn } from '../db/tables/permit-field-columns';

/**
 * The permit's one mapper at the HTTP edge, both ways, driven by the field map (docs/adding-a-permit-field.md):
 * the spec's wire names (`type_nd`, `*_detail`, `detail_content_works`) exist here and in the contract only;
 * the repositories and the services speak plain names.
 */

const FIELDS = Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][];

/** The permit as the database gives it: plain names, each reference and list as its embedded view. */
export interface PermitDetail {
  id: number;
  status: NdStatus;
  draft: boolean;
  priority: number;
  created: string;
  printForm: string | null;
  documents: string;
  addFiles: AddFile[];
  creator: UserRef;
  approvedSteps: string[];
  prolonged: boolean;
  version: number;
  /** Every field of the map by plain name (a reference by its view), and `<name>Id` of a reference. */
  fields: Record<string, unknown>;
}

/** One field's value on the wire: a catalogue row as the contract's object, anything else as read. */
function wireValue(def: PermitFieldDef, value: unknown): unknown {
  if (def.kind === 'reference') {
    if (!value) return null;
    // The detail object takes the keys its contract schema names from the catalogue's item ({ id, type } …).
    const item = toCatalogueWire(def.target, value as CatalogueRecord);
    return Object.fromEntries(Object.keys(def.detail.shape).map((key) => [key, item[key] ?? null]));
  }
  if (def.kind === 'idList' && def.target !== 'employees')
    return (value as CatalogueRecord[]).map((row) => toCatalogueWire(def.target as CatalogueArea, row));
  return value ?? null;
}

/** getNdById's answer (ndSchema), its keys in the schema's order. */
export function toNdWire(p: PermitDetail): Nd {
  const wire: Record<string, unknown> = { id: p.id, status: p.status, draft: p.draft, priority: p.priority, created: p.created };
  for (const [name, def] of FIELDS) {
    if (def.kind === 'reference' && def.idInDetail) wire[saveKeyOf(name)] = p.fields[`${name}Id`] ?? null;
    wire[detailKeyOf(name)] = wireValue(def, p.fields[name]);
  }
  Object.assign(wire, {
    printForm: p.printForm,
    documents: p.documents,
    addFiles: p.addFiles,
    creator_detail: p.creator,
    approvedSteps: p.approvedSteps,
    prolonged: p.prolonged,
    version: p.version,
  });
  return wire as Nd;
}

/** A create_nd payload in the domain's terms: every field by its plain name, beside the save's own keys. */
export type PermitSave = PermitSaveValues & Pick<NdSave, 'id' | 'version' | 'draft' | 'saveKey'>;

/** create_nd's payload (ndSaveSchema, wire keys such as `type_nd`) → the save service's plain names. */
export function fromNdSaveWire(body: NdSave): PermitSave {
  const wire = body as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(FIELDS.map(([name]) => [name, wire[saveKeyOf(name)]])) as PermitSaveValues;
  return { ...fields, id: body.id, version: body.version, draft: body.draft, saveKey: body.saveKey };
}

/**
 * The nd columns a save sets: each stored field of the map under its column (`<name>Id` for a
 * reference or a participant). A draft's empty date is stored as null and read back as '' (docs/domain.md
 * «Форматы обмена»). Lists are written to their own tables (nd-save-repository.ts `replaceList`).
 */
export function columnsOf(save: PermitSaveValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, def] of FIELDS) {
    const column = fieldColumn(name);
    if (column === undefined) continue;
    const value = save[name];
    values[column] = def.kind === 'date' ? value || null : value;
  }
  return values;
}
