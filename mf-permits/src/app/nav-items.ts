import { ND_STATUSES, ND_STATUS_LABELS, ND_STATUS_SLUGS, type NavItem } from '@permit/shared-contracts';

export const PERMITS_BASE_PATH = '/nd';

/** The list, creation, favourites and the 12 status lists (docs/domain.md «Статусы»). */
export const permitsNavItems: NavItem[] = [
  { label: 'Наряд-допуски', path: PERMITS_BASE_PATH, group: 'Наряд-допуски' },
  // Only a CREATOR's save is accepted (lib/can-create.ts).
  { label: 'Создать наряд-допуск', path: `${PERMITS_BASE_PATH}/add`, group: 'Наряд-допуски', roles: ['CREATOR'] },
  { label: 'Избранное', path: `${PERMITS_BASE_PATH}/fav`, group: 'Наряд-допуски' },
  // «Доска работ»: the zones of the organization's places over today and the next 7 days (features/board).
  { label: 'Доска работ', path: `${PERMITS_BASE_PATH}/board`, group: 'Наряд-допуски' },
  ...ND_STATUSES.map((status) => ({
    label: ND_STATUS_LABELS[status],
    path: `${PERMITS_BASE_PATH}/${ND_STATUS_SLUGS[status]}`,
    group: 'По статусам',
  })),
];
