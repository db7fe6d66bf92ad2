import {
  fullName,
  HAND_LIST_SEPARATOR,
  ND_STATUS_LABELS,
  ROLE_LABELS,
  roleNameSchema,
  type RouteHistory,
  type UserRef,
} from '@permit/shared-contracts';

/** Hand-entered entries are one text separated by semicolons. */
export function splitHand(text: string): string[] {
  return text
    .split(HAND_LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** securityMeasuresHand is stored as JSON text of a list; a value that is not JSON is read as semicolon text. */
export function splitSecurityHand(stored: string): string[] {
  if (stored.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed))
      return parsed
        .filter((e): e is string => typeof e === 'string')
        .map((e) => e.trim())
        .filter(Boolean);
  } catch {
    // not JSON: read as plain text below
  }
  return splitHand(stored);
}

export function personText(user: UserRef | null): string {
  if (!user) return '—';
  return user.profession ? `${fullName(user)}, ${user.profession}` : fullName(user);
}

/**
 * What a history row did, worded as the permit page's timeline words it, except for its arrow: the
 * embedded font has no arrow glyph, so the previous status follows in brackets.
 */
export function historyAction(row: RouteHistory): string {
  const step = roleNameSchema.safeParse(row.step);
  if (step.success) return `Согласовано: ${ROLE_LABELS[step.data]}`;
  const from = row.status_from ? ` (из «${ND_STATUS_LABELS[row.status_from]}»)` : '';
  return `${ND_STATUS_LABELS[row.status_to]}${from}`;
}

export function historyActor(row: RouteHistory): string {
  return row.user_detail ? fullName(row.user_detail) : 'Система';
}
