import { ROLE_LABELS, type Actor, type RoleName } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { forbidden } from '../http/errors';
import type { NdAccess } from '../nd/nd-detail-repository';
import { rolesOfUsers } from '../nd/nd-save-repository';
import { actorRoles, isActor, namingOf } from '../nd/route-steps';
import { DUTY_RULE, dutyViolations, namedPeople } from '../nd/separation-of-duties';
import { stepsTakenBy } from './workflow-repository';

/**
 * Separation of duties on an existing permit (docs/domain/separation-of-duties.md). Roles are read in
 * the move's transaction, so a role taken away a moment ago already counts.
 */

/** Current roles by user id, read in the move's transaction. */
export type RolesOf = ReadonlyMap<number, readonly RoleName[]>;

/**
 * One roles read for a move: the caller's and every person the permit names, for both checks below (a
 * start or an approval needs both; one round trip instead of two).
 */
export function rolesForMove(tx: Db, nd: NdAccess, userId: number): Promise<RolesOf> {
  return rolesOfUsers(tx, [...new Set([userId, ...namedPeople(namingOf(nd))])]);
}

/**
 * The actor among `who` that the caller is on this permit and whose role he still holds; 403 when he is
 * none of them, or is one only in a role he no longer has.
 */
export async function actingAs(tx: Db, nd: NdAccess, userId: number, who: readonly Actor[], known?: RolesOf): Promise<Actor> {
  const named = who.filter((actor) => isActor(nd, userId, actor));
  if (named.length === 0) throw forbidden('Этот шаг выполняет другой участник наряда-допуска');
  const held = (known ?? (await rolesOfUsers(tx, [userId]))).get(userId) ?? [];
  const actor = named.find((a) => actorRoles(nd, userId, a).some((role) => held.includes(role)));
  if (actor !== undefined) return actor;
  const needed = [...new Set(named.flatMap((a) => actorRoles(nd, userId, a)))].map((r: RoleName) => `«${ROLE_LABELS[r]}»`);
  throw forbidden(`${DUTY_RULE}: этот шаг выполняет пользователь с ролью ${needed.join(' или ')}, а у вас её больше нет`);
}

/** Every named person still holds his field's role, and no two fields that must differ name one person. */
export async function assertDuties(tx: Db, nd: NdAccess, known?: RolesOf): Promise<void> {
  const naming = namingOf(nd);
  const problems = dutyViolations(naming, nd.route, known ?? (await rolesOfUsers(tx, namedPeople(naming))));
  if (problems.length > 0) throw forbidden(`${DUTY_RULE}: ${problems.join('; ')}`);
}

/** The current step's approver has taken no other step of this round of the route. */
export async function assertFirstStepOf(tx: Db, nd: NdAccess, userId: number): Promise<void> {
  const taken = await stepsTakenBy(tx, nd.id, userId);
  if (taken.length === 0) return;
  const steps = taken.map((s) => `«${ROLE_LABELS[s as RoleName] ?? s}»`).join(', ');
  throw forbidden(`${DUTY_RULE}: вы уже согласовали шаг ${steps} этого наряда-допуска, а один человек согласует не более одного шага маршрута`);
}
