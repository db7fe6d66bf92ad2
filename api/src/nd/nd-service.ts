import type { Nd, NdListRow, NdSearchFilter, NdSearchResponse, NdStatus, RouteHistory, StatusCounts } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { pageWindow } from '../db/sql';
import { notFound } from '../http/errors';
import { visibleNd } from './nd-access';
import { findNdDetailOwned } from './nd-detail-repository';
import { countByStatus, countsByStatus, countsOf, listByCreator, searchNd } from './nd-list-repository';
import { toNdListRowWire } from './nd-list-row-wire';
import { listHistory } from './route-history-repository';
import { toRouteHistoryWire } from './route-history-wire';

export interface NdService {
  search(caller: AuthUser, page: number, size: number, filter: NdSearchFilter): Promise<NdSearchResponse>;
  countByStatus(caller: AuthUser, status: NdStatus): Promise<number>;
  countsByStatus(caller: AuthUser): Promise<StatusCounts>;
  getById(caller: AuthUser, id: number): Promise<Nd>;
  listByCreator(caller: AuthUser, userId: number): Promise<NdListRow[]>;
  routes(caller: AuthUser, ndId: number): Promise<RouteHistory[]>;
}

/**
 * A user sees the permits of their own organization only (docs/domain.md «Роли»), whatever the filter asks:
 * an `organization` filter naming another organization simply finds nothing. ADMIN is no exception:
 * administrators maintain catalogues, and permits stay inside the organization that owns them.
 * A single permit of another organization answers exactly like a missing one (404).
 */
export function createNdService(db: Db): NdService {
  return {
    async search(caller, page, size, filter) {
      if (caller.organizationId === null) return { data: [], count: 0 };
      const found = await searchNd(db, { organizationId: caller.organizationId, filter }, pageWindow(page, size));
      return { count: found.count, data: found.data.map(toNdListRowWire) };
    },
    async countByStatus(caller, status) {
      if (caller.organizationId === null) return 0;
      return countByStatus(db, caller.organizationId, status);
    },
    async countsByStatus(caller) {
      if (caller.organizationId === null) return countsOf(new Map());
      return countsByStatus(db, caller.organizationId);
    },
    async getById(caller, id) {
      const found = await findNdDetailOwned(db, id);
      if (!found || caller.organizationId === null || found.organizationId !== caller.organizationId) throw notFound();
      return found.nd;
    },
    /** Oldest first, so "the last item" is the newest, as a client that takes the last item as its new permit expects. */
    async listByCreator(caller, userId) {
      if (caller.organizationId === null) return [];
      return (await listByCreator(db, userId, caller.organizationId)).map(toNdListRowWire);
    },
    async routes(caller, ndId) {
      await visibleNd(db, caller, ndId);
      return (await listHistory(db, ndId)).map(toRouteHistoryWire);
    },
  };
}
