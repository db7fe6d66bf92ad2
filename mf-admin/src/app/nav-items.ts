import { CATALOGUES, type NavItem } from '@permit/shared-contracts';

export const ADMIN_BASE_PATH = '/admin';

/** Shown to administrators only; the routes check the role again. */
export const adminNavItems: NavItem[] = [
  { label: 'Справочники', path: ADMIN_BASE_PATH, group: 'Администрирование', roles: ['ADMIN'] },
  { label: 'Журнал действий', path: `${ADMIN_BASE_PATH}/audit`, group: 'Администрирование', roles: ['ADMIN'] },
  { label: 'Совмещение работ (SIMOPS)', path: `${ADMIN_BASE_PATH}/simops`, group: 'Администрирование', roles: ['ADMIN'] },
  ...CATALOGUES.map((catalogue) => ({
    label: catalogue.title,
    path: `${ADMIN_BASE_PATH}/${catalogue.name}`,
    group: 'Справочники',
    roles: ['ADMIN' as const],
  })),
];
