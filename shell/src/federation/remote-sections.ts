import { REMOTE_NAMES } from '@permit/shared-contracts';

/** The portal's sections that a remote owns: the routes mount them, page loads start their remote early. */
export const REMOTE_SECTIONS = {
  permits: { remote: REMOTE_NAMES.permits, basePath: '/nd', label: 'Наряд-допуски' },
  admin: { remote: REMOTE_NAMES.admin, basePath: '/admin', label: 'Администрирование' },
} as const;

/** The remotes a page at `pathname` renders at once: the header's notifications and the section's own. */
export function remotesForPage(pathname: string): string[] {
  const section = Object.values(REMOTE_SECTIONS).find(
    ({ basePath }) => pathname === basePath || pathname.startsWith(`${basePath}/`),
  );
  return [REMOTE_NAMES.notifications, ...(section ? [section.remote] : [])];
}
