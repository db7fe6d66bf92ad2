import { REMOTE_NAMES, type RoleName } from '@permit/shared-contracts';

interface RemoteSection {
  remote: string;
  basePath: string;
  label: string;
  /** Only holders of this role may open the section; nobody else downloads its remote. */
  role?: RoleName;
  /** The remote has a `./prefetch` expose: a page load in the section starts the screen's data beside its code. */
  prefetch?: boolean;
}

/** The portal's sections that a remote owns: the routes mount them, page loads start their remote early. */
export const REMOTE_SECTIONS = {
  permits: { remote: REMOTE_NAMES.permits, basePath: '/nd', label: 'Наряд-допуски', prefetch: true },
  admin: { remote: REMOTE_NAMES.admin, basePath: '/admin', label: 'Администрирование', role: 'ADMIN' },
} as const satisfies Record<string, RemoteSection>;

/** The section a page at `pathname` belongs to, if a remote owns it. */
export function sectionOf(pathname: string): RemoteSection | undefined {
  const sections: readonly RemoteSection[] = Object.values(REMOTE_SECTIONS);
  return sections.find(({ basePath }) => pathname === basePath || pathname.startsWith(`${basePath}/`));
}

/** The remotes a page at `pathname` renders at once: the header's notifications and the section's own. */
export function remotesForPage(pathname: string): string[] {
  const section = sectionOf(pathname);
  return [REMOTE_NAMES.notifications, ...(section ? [section.remote] : [])];
}

/** Whether a user with these roles has a use for the remote: one whose section needs a role they lack has none. */
export function usableBy(roles: readonly RoleName[]): (remote: string) => boolean {
  const sections: readonly RemoteSection[] = Object.values(REMOTE_SECTIONS);
  return (remote) => sections.every((section) => section.remote !== remote || !section.role || roles.includes(section.role));
}
