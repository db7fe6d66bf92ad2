import { HAND_LIST_SEPARATOR } from '@permit/shared-contracts';

/** Hand-entered entries are typed as one text, separated by semicolons (docs/domain.md «Форматы обмена»). */
export function splitHand(text: string): string[] {
  return text
    .split(HAND_LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The stored form of a hand field: trimmed entries, empty ones dropped, joined by '; '. */
export function normalizeHand(text: string): string {
  return splitHand(text).join(`${HAND_LIST_SEPARATOR} `);
}

/** securityMeasuresHand is stored as JSON text of a list (docs/domain.md «Форматы обмена»); the form edits it as semicolon text. */
export function securityHandToJson(text: string): string {
  return JSON.stringify(splitHand(text));
}

/** Reads the stored JSON list; older or hand-made values that are not JSON are read as semicolon text. */
export function securityHandFromJson(stored: string): string {
  if (stored.trim() === '') return '';
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) {
      return parsed.filter((entry): entry is string => typeof entry === 'string').join(`${HAND_LIST_SEPARATOR} `);
    }
  } catch {
    // not JSON: fall through to plain text
  }
  return normalizeHand(stored);
}
