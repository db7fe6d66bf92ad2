import { LIMITS, type BoardPlaceChoice } from '@permit/shared-contracts';

/**
 * The «Место работ» of «Доска работ» (docs/board.md). In the address: `place=<id>` one place, `place=all` (or
 * the list filters' 0) every place of the organization, nothing: the default place, chosen on the screen.
 */
export type BoardPlaceParam = number | 'all' | null;

export const ALL_PLACES = 'all';

export function parsePlaceParam(raw: string | null): BoardPlaceParam {
  if (raw === null) return null;
  const value = raw.trim();
  if (value === ALL_PLACES) return ALL_PLACES;
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  // No id is larger (the API refuses one): such an address names no place, and the default one is shown.
  if (id > LIMITS.maxId) return null;
  return id > 0 ? id : ALL_PLACES;
}

/**
 * The place the board opens on when the address names none: the one this user looked at last, if the
 * organization still has work there, else the first of the list (by name); null when the list is empty.
 */
export function defaultPlace(places: readonly BoardPlaceChoice[], remembered: number | null): number | null {
  if (remembered !== null && places.some((p) => p.id === remembered)) return remembered;
  return places[0]?.id ?? null;
}

/** «Резервуарный парк · НД: 3, в работе: 1»: what the picker says of a place. */
export function placeLabel(place: BoardPlaceChoice): string {
  return `${place.place} · НД: ${place.permits}, в работе: ${place.inWork}`;
}

/**
 * Remembered per user (one tablet may serve several people in turn): the key names the user's id and nothing of
 * the session. The shell's services offer no per-user storage, so this screen preference is kept in the
 * browser; storage may be unavailable (private mode, a full quota), and then nothing is remembered.
 */
const storageKey = (userId: number) => `permit.board.place.${userId}`;

function preferences(): Storage | null {
  try {
    // eslint-disable-next-line no-restricted-properties -- a screen preference under its own key, never the session or its token
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedPlace(userId: number | undefined): number | null {
  if (userId === undefined) return null;
  try {
    const value = parsePlaceParam(preferences()?.getItem(storageKey(userId)) ?? null);
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function rememberPlace(userId: number | undefined, placeId: number): void {
  if (userId === undefined) return;
  try {
    preferences()?.setItem(storageKey(userId), String(placeId));
  } catch {
    // Not remembered: the board then opens on the first place, which is still a working board.
  }
}
