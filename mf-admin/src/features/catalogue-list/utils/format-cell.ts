import { ROLE_LABELS, roleNameSchema, type ColumnDefinition } from '@permit/shared-contracts';
import { pluralRu } from './plural-ru';
import { readPath } from './read-path';

const SHIFT_FORMS = { one: 'смена', few: 'смены', many: 'смен' };

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim() ? value : '—';
  if (typeof value === 'number') return String(value);
  return '—';
}

function roleLabel(role: unknown): string | null {
  const parsed = roleNameSchema.safeParse(readPath(role, 'name'));
  return parsed.success ? ROLE_LABELS[parsed.data] : null;
}

/** The text of one cell of a catalogue list, by the column's path and format. */
export function formatCell(item: unknown, column: ColumnDefinition): string {
  const value = readPath(item, column.path);
  switch (column.format) {
    case 'shiftCount': {
      const count = Array.isArray(value) ? value.length : 0;
      return `${count} ${pluralRu(count, SHIFT_FORMS)}`;
    }
    case 'roles': {
      const labels = Array.isArray(value) ? value.map(roleLabel).filter((label) => label !== null) : [];
      return labels.length ? labels.join(', ') : 'Роли не назначены';
    }
    case 'fullName': {
      const parts = ['family', 'name', 'surname'].map((key) => readPath(value, key)).filter((part) => typeof part === 'string' && part);
      return parts.length ? parts.join(' ') : '—';
    }
    default:
      return text(value);
  }
}
