import type { RoleName } from '@permit/shared-contracts';

/**
 * Creating a permit (a new one or a copy) is the CREATOR role's: the server refuses anyone else's save, so the
 * screens do not offer «Создать» or «Копировать» to them (the server stays the judge).
 */
export function canCreate(roles: readonly RoleName[]): boolean {
  return roles.includes('CREATOR');
}
