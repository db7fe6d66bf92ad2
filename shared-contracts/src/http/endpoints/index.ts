import type { EndpointConfig } from '../endpoint';
import { auditEndpoints } from './audit';
import { boardEndpoints } from './board';
import { catalogueEndpoints, lookupEndpoints } from './catalogues';
import { favouritesEndpoints, ndEndpoints, notificationsEndpoints, systemEndpoints } from './permits';
import { simopsEndpoints } from './simops';
import { usersEndpoints } from './users';

export * from './catalogues';

/** The endpoint table: every call of the product, plus the portal's own paths (docs/domain.md «Решения портала…»). */
export const endpoints = {
  system: systemEndpoints,
  users: usersEndpoints,
  nd: ndEndpoints,
  favourites: favouritesEndpoints,
  notifications: notificationsEndpoints,
  catalogues: catalogueEndpoints,
  lookups: lookupEndpoints,
  audit: auditEndpoints,
  board: boardEndpoints,
  simops: simopsEndpoints,
} as const;

/** Every endpoint once, flattened, for the server's registration and the OpenAPI document. */
export function listEndpoints(): { id: string; endpoint: EndpointConfig }[] {
  const out: { id: string; endpoint: EndpointConfig }[] = [];
  const visit = (prefix: string, node: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(node)) {
      const id = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && 'method' in value && 'path' in value) {
        out.push({ id, endpoint: value as EndpointConfig });
      } else if (value && typeof value === 'object') {
        visit(id, value as Record<string, unknown>);
      }
    }
  };
  visit('', endpoints);
  return out;
}
