import type { CatalogueRule } from '@permit/shared-contracts';
import { shiftTimePair } from './shift-time-pair';

export type FormMode = 'create' | 'edit';
export type Payload = Record<string, unknown>;

export interface RuleContext {
  mode: FormMode;
}

interface SaveRule {
  apply(payload: Payload, context: RuleContext): Payload;
  /** Payload keys the rule derives from a form field: a schema error on the key is shown beside that field. */
  errorFields?: Record<string, string>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The catalogue forms' special rules (docs/architecture.md «Поведение клиента»), each once; a definition switches them on by name in its `rules`. */
const RULES: Record<CatalogueRule, SaveRule> = {
  // Work shifts: HH:mm, plus the same times as [hour, minute] pairs (unshifted, so they read back as written).
  workShiftTimePairs: {
    apply: (payload) => ({
      ...payload,
      timeStart: shiftTimePair(text(payload.time_start)),
      timeEnd: shiftTimePair(text(payload.time_end)),
    }),
    errorFields: { timeStart: 'time_start', timeEnd: 'time_end' },
  },
  // Zones: id 0 on create (docs/architecture.md «Поведение клиента»); on edit the place came from place_detail.id (the field's loadFrom).
  zoneIdZeroOnCreate: {
    apply: (payload, { mode }) => (mode === 'create' ? { ...payload, id: 0 } : payload),
  },
  // Events: type_nd is the chosen permit type's id; the choice itself and any place are not sent.
  eventTypeFromDetail: {
    apply: ({ type_detail: typeDetail, place: _place, ...rest }) => ({ ...rest, type_nd: typeDetail }),
    errorFields: { type_nd: 'type_detail' },
  },
  // Users: the login is the e-mail; register says whether it creates (no id) or changes (with id).
  userFromEmail: {
    apply: (payload, { mode }) => ({
      ...payload,
      username: text(payload.email).trim(),
      surname: text(payload.surname),
      create: mode === 'create',
    }),
    errorFields: { username: 'email' },
  },
  // Permit types: the print form is uploaded on its own call from the edit form; the body is untouched.
  printFormUpload: { apply: (payload) => payload },
};

export function applySaveRules(rules: readonly CatalogueRule[], payload: Payload, context: RuleContext): Payload {
  return rules.reduce((current, rule) => RULES[rule].apply(current, context), payload);
}

/** The form field a payload key's error belongs to. */
export function errorFieldFor(rules: readonly CatalogueRule[], key: string): string {
  for (const rule of rules) {
    const field = RULES[rule].errorFields?.[key];
    if (field) return field;
  }
  return key;
}
