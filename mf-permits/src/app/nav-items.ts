import { ND_STATUSES, ND_STATUS_LABELS, ND_STATUS_SLUGS, type NavItem } from '@permit/shared-contracts';

export const PERMITS_BASE_PATH = '/nd';

/** The list, creation, favourites and the 12 status lists (spec section 2). */
export const permitsNavItems: NavItem[] = [
  { label: 'Наряд-допуски', path: PERMITS_BASE_PATH, group: 'Наряд-допуски' },
  { label: 'Создать наряд-допуск', path: `${PERMITS_BASE_PATH}/add`, group: 'Наряд-допуски' },
  { label: 'Избранное', path: `${PERMITS_BASE_PATH}/fav`, group: 'Наряд-допуски' },
  ...ND_STATUSES.map((status) => ({
    label: ND_STATUS_LABELS[status],
    path: `${PERMITS_BASE_PATH}/${ND_STATUS_SLUGS[status]}`,
    group: 'По статусам',
  })),
];
