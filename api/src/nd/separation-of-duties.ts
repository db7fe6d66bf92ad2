import { effectiveRoute, ND_FIELD_LABELS, PARTICIPANT_ROLES, ROLE_LABELS, type ParticipantField, type RoleName } from '@permit/shared-contracts';

/**
 * Separation of duties (docs/domain/separation-of-duties.md): each participant field names a user who
 * holds that field's role; the creator is neither the issuer nor the approver; the issuer and the
 * approver are different people; one person takes at most one step of the permit's route. Pure
 * functions over "who the permit names" and "which roles those people hold now", so the save, the
 * submission, every approval and the start all apply the same table.
 */

/** A field that names a person: the creator or one of the participant fields. */
export type DutyField = 'creator' | ParticipantField;

/** Who a permit names in each field (null: nobody yet, which a draft may leave). */
export type Naming = Record<DutyField, number | null>;

const PARTICIPANT_FIELDS = Object.keys(PARTICIPANT_ROLES) as ParticipantField[];

/** The pairs that name different people whatever the route. */
export const ALWAYS_DISTINCT: readonly (readonly [DutyField, DutyField])[] = [
  ['creator', 'userIssuancer'],
  ['creator', 'userApprover'],
  ['userIssuancer', 'userApprover'],
];

const fieldOfRole = (role: RoleName): ParticipantField | undefined => PARTICIPANT_FIELDS.find((f) => PARTICIPANT_ROLES[f] === role);

/** The fields whose users make the steps of a permit type's route, in route order, without repeats. */
export function routeFields(route: readonly RoleName[]): ParticipantField[] {
  const fields = effectiveRoute(route)
    .map(fieldOfRole)
    .filter((f): f is ParticipantField => f !== undefined);
  return [...new Set(fields)];
}

/** Every pair of fields that must name different people on a permit of this route. */
export function distinctPairs(route: readonly RoleName[]): (readonly [DutyField, DutyField])[] {
  const pairs = [...ALWAYS_DISTINCT];
  const has = (a: DutyField, b: DutyField) => pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const steps = routeFields(route);
  for (const [i, a] of steps.entries()) {
    for (const b of steps.slice(i + 1)) if (!has(a, b)) pairs.push([a, b]);
  }
  return pairs;
}

export const fieldLabel = (field: DutyField) => (field === 'creator' ? 'Создатель' : ND_FIELD_LABELS[field]);
const roleLabel = (role: RoleName) => `«${ROLE_LABELS[role]}»`;

/** The people a permit names, for one roles lookup. */
export function namedPeople(naming: Naming): number[] {
  return [...new Set(Object.values(naming).filter((id): id is number => id !== null))];
}

/**
 * Every broken rule, each naming its fields in Russian; empty when the naming is allowed. Empty fields
 * break nothing here (whether a submission is complete is another check). `rolesOf` holds the current
 * roles of the named people.
 */
export function dutyViolations(naming: Naming, route: readonly RoleName[], rolesOf: ReadonlyMap<number, readonly RoleName[]>): string[] {
  const problems: string[] = [];
  for (const field of PARTICIPANT_FIELDS) {
    const id = naming[field];
    const role = PARTICIPANT_ROLES[field];
    if (id !== null && !(rolesOf.get(id) ?? []).includes(role)) {
      problems.push(`Поле «${fieldLabel(field)}»: у пользователя с id ${id} нет роли ${roleLabel(role)}`);
    }
  }
  for (const [a, b] of distinctPairs(route)) {
    const id = naming[a];
    if (id === null || id !== naming[b]) continue;
    problems.push(
      a === 'creator'
        ? `Создатель наряда-допуска не может быть указан в поле «${fieldLabel(b)}»`
        : `Поля «${fieldLabel(a)}» и «${fieldLabel(b)}» должны указывать разных людей`,
    );
  }
  return problems;
}

/** The sentence a refused move starts with, so the refusal says which rule it breaks. */
export const DUTY_RULE = 'Нарушено разделение обязанностей';
