import { ND_STATUSES, ND_STATUS_LABELS, ND_STATUS_SLUGS, type NavItem } from '@permit/shared-contracts';

export const PERMITS_BASE_PATH = '/nd';

/** Only screens that exist are offered; creating a permit joins when the form does. */
export const permitsNavItems: NavItem[] = [
  { label: 'Наряд-допуски', path: PERMITS_BASE_PATH, group: 'Наряд-допуски' },
  { label: 'Избранное', path: `${PERMITS_BASE_PATH}/fav`, group: 'Наряд-допуски' },
  ...ND_STATUSES.map((status) => ({
    label: ND_STATUS_LABELS[status],
    path: `${PERMITS_BASE_PATH}/${ND_STATUS_SLUGS[status]}`,
    group: 'По статусам',
  })),
];
