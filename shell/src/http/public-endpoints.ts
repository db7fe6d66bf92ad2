import { listEndpoints } from '@permit/shared-contracts';

function templateToRegExp(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

const PUBLIC_PATHS = listEndpoints()
  .filter(({ endpoint }) => endpoint.access === 'public')
  .map(({ endpoint }) => templateToRegExp(endpoint.path));

/**
 * Login, forgotten password and the reset link (the contracts' public endpoints) go without the Bearer_
 * header and are exempt from the 401 redirects: a wrong password there is the screen's business, not a
 * lost session.
 */
export function isPublicRequest(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return PUBLIC_PATHS.some((re) => re.test(path));
}
