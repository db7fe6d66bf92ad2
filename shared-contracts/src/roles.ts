import { z } from 'zod';

export const ROLE_NAMES = [
  'ADMIN',
  'USER',
  'CREATOR',
  'PREPARATOR',
  'INDUSTRIAL_SAFER',
  'ISSUANCER',
  'APPROVER',
  'EXECUTOR',
  'OBJECT_OWNER',
] as const;

export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;

export interface RoleInfo {
  id: number;
  name: RoleName;
  label: string;
  assignable: boolean;
}

/** Ids 1..9 in this order; USER (id 2) is never assigned through the admin form (docs/domain.md «Роли»). */
export const ROLES: readonly RoleInfo[] = [
  { id: 1, name: 'ADMIN', label: 'Администратор', assignable: true },
  { id: 2, name: 'USER', label: 'Пользователь', assignable: false },
  { id: 3, name: 'CREATOR', label: 'Создатель', assignable: true },
  { id: 4, name: 'PREPARATOR', label: 'Подготовитель', assignable: true },
  { id: 5, name: 'INDUSTRIAL_SAFER', label: 'Обеспечивающий безопасность', assignable: true },
  { id: 6, name: 'ISSUANCER', label: 'Выдающий НД', assignable: true },
  { id: 7, name: 'APPROVER', label: 'Утверждающий', assignable: true },
  { id: 8, name: 'EXECUTOR', label: 'Исполнитель', assignable: true },
  { id: 9, name: 'OBJECT_OWNER', label: 'Владелец объекта', assignable: true },
];

export const ASSIGNABLE_ROLE_IDS = ROLES.filter((r) => r.assignable).map((r) => r.id);

export const ROLE_LABELS = Object.fromEntries(ROLES.map((r) => [r.name, r.label])) as Record<RoleName, string>;

export function roleById(id: number): RoleInfo | undefined {
  return ROLES.find((r) => r.id === id);
}

export function roleByName(name: RoleName): RoleInfo {
  const role = ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`unknown role ${name}`);
  return role;
}

/** The names of a user's roles (a profile from getUserById lists them as objects). */
export function roleNamesOf(user: { roles: readonly { name: RoleName }[] }): RoleName[] {
  return user.roles.map((role) => role.name);
}

/** The client state's role before the user's roles are known (docs/domain.md «Форматы обмена»). */
export const DEFAULT_CLIENT_ROLE: RoleName = 'ADMIN';
