import type { NdSearchFilter, NdSearchResponse, NdStatus } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { pageWindow } from '../db/sql';
import { countByStatus, searchNd } from './nd-list-repository';

export interface NdService {
  search(caller: AuthUser, page: number, size: number, filter: NdSearchFilter): Promise<NdSearchResponse>;
  countByStatus(caller: AuthUser, status: NdStatus): Promise<number>;
}

/**
 * A user sees the permits of their own organization only (DESIGN.md), whatever the filter asks:
 * an `organization` filter naming another organization simply finds nothing. ADMIN is no exception:
 * administrators maintain catalogues, and permits stay inside the organization that owns them.
 */
export function createNdService(db: Db): NdService {
  return {
    async search(caller, page, size, filter) {
      if (caller.organizationId === null) return { data: [], count: 0 };
      return searchNd(db, { organizationId: caller.organizationId, filter }, pageWindow(page, size));
    },
    async countByStatus(caller, status) {
      if (caller.organizationId === null) return 0;
      return countByStatus(db, caller.organizationId, status);
    },
  };
}
