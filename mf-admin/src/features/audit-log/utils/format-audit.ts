import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  ND_STATUS_LABELS,
  SIMOPS_DECISION_LABELS,
  type AuditEntry,
  type NdStatus,
} from '@permit/shared-contracts';
import { changeLabel, roleLabel } from './change-labels';

/** '2026-03-01T08:05:00' → '01.03.2026 08:05'. */
export function formatAt(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

const isStatus = (value: unknown): value is NdStatus => typeof value === 'string' && value in ND_STATUS_LABELS;
const isDecision = (value: unknown): value is keyof typeof SIMOPS_DECISION_LABELS => typeof value === 'string' && value in SIMOPS_DECISION_LABELS;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isStatus(value)) return ND_STATUS_LABELS[value];
  if (roleLabel(value) !== value) return String(roleLabel(value));
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Updates (and a move's new end) record field → [old, new]; everything else field → value. */
const isPair = (entry: AuditEntry, key: string, value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 && (entry.action === 'update' || entry.action === 'roles' || key === 'datetimeEnd');

/** The short JSON of an entry as text: «field: old → new» for a change, «field: value» otherwise. */
export function formatChanges(entry: AuditEntry): string {
  const { from, to, ...rest } = entry.changes;
  // A move is «Статус: было → стало», then its comment or new end.
  const move = entry.action === 'move' && from !== undefined && to !== undefined ? [`Статус: ${shown(from)} → ${shown(to)}`] : [];
  const changes = move.length > 0 ? rest : entry.changes;
  const parts = Object.entries(changes).map(([key, value]) => {
    const label = changeLabel(entry, key);
    // A SIMOPS rule's decision is a code; the matrix shows it by its name.
    const text = (v: unknown) => shown(key === 'decision' && isDecision(v) ? SIMOPS_DECISION_LABELS[v] : v);
    return isPair(entry, key, value) ? `${label}: ${text(value[0])} → ${text(value[1])}` : `${label}: ${text(value)}`;
  });
  return [...move, ...parts].join('; ') || '—';
}

export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action];
export const entityLabel = (entry: AuditEntry) => `${AUDIT_ENTITY_LABELS[entry.entityType]}${entry.entityId !== null ? ` № ${entry.entityId}` : ''}`;
/** The server's own moves (expiry) have no user. */
export const actorLabel = (entry: AuditEntry) => entry.userName || (entry.userId === null ? 'Система' : `Пользователь № ${entry.userId}`);
