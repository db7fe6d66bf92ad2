import type { CatalogueArea } from '../http/endpoints/catalogues';

/** Field kinds of a catalogue form. */
export const FIELD_KINDS = ['input', 'textarea', 'select', 'date', 'time', 'list', 'extendedSelect', 'extendedList', 'id'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Where a choice field takes its options from. */
export type OptionsSource =
  | {
      from: 'area';
      area: CatalogueArea;
      labelKey: string;
      dependsOn?: { field: string; lookup: 'sectionsByOrganization' | 'regionsByPlace' | 'workshiftsByOrganization' };
    }
  | { from: 'roles' };

export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  visible: boolean;
  inputType?: 'text' | 'email' | 'tel';
  options?: OptionsSource;
  /** The key of the loaded item that carries this field's current value when it differs from `name`. */
  loadFrom?: string;
  placeholder?: string;
}

export interface ColumnDefinition {
  label: string;
  /** Dot path into the list item, e.g. 'place_detail.place'. */
  path: string;
  format?: 'text' | 'shiftCount' | 'roles' | 'fullName';
}

/** The special rules a definition switches on (docs/architecture.md «Поведение клиента»); each is implemented once. */
export type CatalogueRule = 'workShiftTimePairs' | 'zoneIdZeroOnCreate' | 'eventTypeFromDetail' | 'userFromEmail' | 'printFormUpload';

export interface CatalogueDefinition {
  /** The admin route segment: /admin/{name}. */
  name: string;
  title: string;
  /** Accusative singular for buttons: «Добавить {itemTitle}». */
  itemTitle: string;
  /** The API area, or 'users' for the user endpoints. */
  source: { kind: 'area'; area: CatalogueArea } | { kind: 'users' };
  fields: FieldDefinition[];
  columns: ColumnDefinition[];
  pageSize: number;
  sortable: boolean;
  rules: readonly CatalogueRule[];
}
