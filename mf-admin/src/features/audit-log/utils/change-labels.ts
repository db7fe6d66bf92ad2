import { CATALOGUES, PERMIT_FIELD_LABELS, ROLE_LABELS, type AuditEntry, type PermitFieldName, type RoleName } from '@permit/shared-contracts';

/**
 * The Russian names of the keys an audit entry's changes carry. A permit's save records its stored columns
 * (`user_executor_id`, `datetime_start`), named here by the permit's field map; a catalogue's or a user's
 * changes are its form's fields, named by its definition; the rest are the moves', files' and rules' own keys.
 * A key no one names (an entry older than a field) is shown as it is.
 */
const OWN_KEYS: Record<string, string> = {
  id: '№',
  priority: 'Приоритет',
  step: 'Шаг маршрута',
  status: 'Статус',
  organization_id: 'Организация',
  creator_id: 'Автор',
  draft: 'Черновик',
  comment: 'Комментарий',
  datetimeEnd: 'Окончание работ',
  requestedEnd: 'Запрошенное окончание',
  roles: 'Роли',
  file: 'Файл',
  fileId: '№ файла',
  files: 'Файлы',
  size: 'Размер, байт',
  documents: 'Ссылки',
  printform: 'Печатная форма',
  permits: 'Наряд-допуски',
  ids: '№ наряд-допусков',
  pairs: 'Пары видов работ',
  pair: 'Пара видов работ',
  conditions: 'Условия совмещения',
  typeA: 'Вид работ A',
  typeB: 'Вид работ B',
  decision: 'Решение',
  decisionLabel: 'Решение',
  // The events catalogue sends its type as type_nd; its form field is named after the item's type_detail.
  type_nd: 'Вид наряд-допуска',
};

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const isPermitField = (name: string): name is PermitFieldName => name in PERMIT_FIELD_LABELS;

function permitFieldLabel(key: string): string | undefined {
  const name = camel(key);
  // A reference or a participant is stored as `<name>_id`.
  const plain = name.endsWith('Id') ? name.slice(0, -2) : name;
  if (isPermitField(plain)) return PERMIT_FIELD_LABELS[plain];
  return isPermitField(name) ? PERMIT_FIELD_LABELS[name] : undefined;
}

function formFieldLabel(entry: AuditEntry, key: string): string | undefined {
  const definition = CATALOGUES.find((c) => (c.source.kind === 'users' ? entry.entityType === 'user' : c.source.area === entry.entityType));
  return definition?.fields.find((f) => f.name === key)?.label;
}

export function changeLabel(entry: AuditEntry, key: string): string {
  const named = entry.entityType === 'nd' ? permitFieldLabel(key) : formFieldLabel(entry, key);
  return named ?? OWN_KEYS[key] ?? key;
}

const isRole = (value: unknown): value is RoleName => typeof value === 'string' && value in ROLE_LABELS;

/** A role is shown by its name in the interface. */
export const roleLabel = (value: unknown) => (isRole(value) ? ROLE_LABELS[value] : value);
