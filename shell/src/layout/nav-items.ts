import { ND_STATUSES, ND_STATUS_LABELS, ND_STATUS_SLUGS, type NavItem, type RoleName } from '@permit/shared-contracts';

export interface NavEntry extends NavItem {
  /** Highlight only on this exact path (the list /nd must not light up on /nd/add). */
  end?: boolean;
}

export interface NavGroup {
  title: string;
  items: NavEntry[];
}

/**
 * Creating a permit: only a CREATOR's save is accepted, so nobody else is offered it (anyone else would reach a
 * screen that says so and nothing more). The home page's create button follows this entry.
 */
export const CREATE_ENTRY: NavEntry = { label: 'Создать', path: '/nd/add', roles: ['CREATOR'] };

const WORK: NavEntry[] = [{ label: 'Наряд-допуски', path: '/nd', end: true }, CREATE_ENTRY, { label: 'Избранное', path: '/nd/fav' }];

const BY_STATUS: NavEntry[] = ND_STATUSES.map((status) => ({
  label: ND_STATUS_LABELS[status],
  path: `/nd/${ND_STATUS_SLUGS[status]}`,
}));

const SERVICE: NavEntry[] = [
  { label: 'Администрирование', path: '/admin', roles: ['ADMIN'] },
  { label: 'Настройки', path: '/settings' },
];

const REMOTE_GROUP = 'Модули';

/** Whether a user with these roles is offered the item. */
export function allowed(item: NavItem, roles: readonly RoleName[]): boolean {
  return !item.roles || item.roles.length === 0 || item.roles.some((r) => roles.includes(r));
}

/**
 * The side navigation: the shell's fixed sections, then items the loaded remotes declare (a remote
 * item whose path the shell already shows is skipped). Items are filtered by the user's roles.
 */
export function buildNavGroups(roles: readonly RoleName[], remoteItems: readonly NavItem[]): NavGroup[] {
  const groups: NavGroup[] = [
    // The permits remote declares its items (the board among them) in the group of this title: they join it.
    { title: 'Наряд-допуски', items: WORK },
    { title: 'По статусам', items: BY_STATUS },
    { title: 'Сервис', items: SERVICE },
  ];
  const known = new Set(groups.flatMap((g) => g.items.map((i) => i.path)));
  for (const item of remoteItems) {
    if (known.has(item.path)) continue;
    known.add(item.path);
    const title = item.group ?? REMOTE_GROUP;
    let group = groups.find((g) => g.title === title);
    if (!group) {
      group = { title, items: [] };
      groups.push(group);
    } else {
      group.items = [...group.items];
    }
    group.items.push(item);
  }
  return groups.map((g) => ({ ...g, items: g.items.filter((item) => allowed(item, roles)) })).filter((g) => g.items.length > 0);
}
