import { ROLES, type FieldDefinition, type RoleName } from '@permit/shared-contracts';

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * Roles that never approve a permit: the contract's route schema refuses them, so the route editor
 * does not offer them.
 */
const NOT_IN_ROUTE: readonly RoleName[] = ['ADMIN', 'USER', 'CREATOR'];

/** A user's roles offer the assignable ones (ids 1, 3–9; USER never); a route offers the approving roles. */
export function roleOptionsFor(field: FieldDefinition): ChoiceOption[] {
  const roles = field.kind === 'extendedList' ? ROLES.filter((r) => !NOT_IN_ROUTE.includes(r.name)) : ROLES.filter((r) => r.assignable);
  return roles.map((r) => ({ value: r.name, label: r.label }));
}
