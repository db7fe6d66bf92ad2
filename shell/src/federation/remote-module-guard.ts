import type { ComponentType } from 'react';
import { roleNameSchema, type NavItem, type RemoteModule, type RemoteProps, type SlotName } from '@permit/shared-contracts';

const SLOT_NAMES: readonly SlotName[] = ['header.notifications', 'header.statusCounts', 'home.widgets'];

export type GuardResult = { ok: true; module: RemoteModule } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** A function component, or memo/forwardRef/lazy (objects tagged by React). Props cannot be checked at run time. */
function isComponent(value: unknown): value is ComponentType<RemoteProps> {
  return typeof value === 'function' || (isRecord(value) && '$$typeof' in value);
}

function toNavItem(value: unknown): NavItem | null {
  if (!isRecord(value) || !isText(value.label) || !isText(value.path) || !value.path.startsWith('/')) return null;
  const item: NavItem = { label: value.label, path: value.path };
  if (isText(value.group)) item.group = value.group;
  if (Array.isArray(value.roles)) {
    const roles = value.roles
      .map((r) => roleNameSchema.safeParse(r))
      .filter((r) => r.success)
      .map((r) => r.data);
    item.roles = roles;
  }
  return item;
}

/** Checks the default export of a remote's `./module` before the shell renders anything from it. */
export function checkRemoteModule(value: unknown): GuardResult {
  if (!isRecord(value)) return { ok: false, reason: 'модуль не экспортирует описание по умолчанию' };
  const { name, version, contractVersion, basePath, navItems, Routes, slots } = value;
  if (!isText(name) || !isText(version) || !isText(contractVersion)) {
    return { ok: false, reason: 'в описании модуля нет имени, версии или версии контракта' };
  }
  if (!Array.isArray(navItems)) return { ok: false, reason: 'пункты меню модуля — не список' };
  if (basePath !== undefined && !(isText(basePath) && basePath.startsWith('/'))) {
    return { ok: false, reason: 'базовый путь модуля не начинается с «/»' };
  }
  if (Routes !== undefined && !isComponent(Routes)) return { ok: false, reason: 'маршруты модуля — не компонент' };
  if (slots !== undefined && !isRecord(slots)) return { ok: false, reason: 'места модуля на экранах портала описаны неверно' };

  const module: RemoteModule = {
    name,
    version,
    contractVersion,
    navItems: navItems.map(toNavItem).filter((item): item is NavItem => item !== null),
  };
  if (basePath !== undefined) module.basePath = basePath;
  if (Routes !== undefined) module.Routes = Routes;
  if (slots !== undefined) {
    const checked: Partial<Record<SlotName, ComponentType<RemoteProps>>> = {};
    for (const slot of SLOT_NAMES) {
      const component = slots[slot];
      if (isComponent(component)) checked[slot] = component;
    }
    module.slots = checked;
  }
  return { ok: true, module };
}

/** loadRemote resolves to the module namespace; its `default` is the RemoteModule. */
export function unwrapDefault(value: unknown): unknown {
  return isRecord(value) && 'default' in value ? value.default : value;
}
