import type { NdStatus, RouteHistory, UserRef } from '@permit/shared-contracts';

/** One move of a permit's route as the API keeps it (camelCase, like the rows Kysely returns). */
export interface RouteHistoryItem {
  id: number;
  ndId: number;
  statusFrom: NdStatus | null;
  statusTo: NdStatus;
  step: string | null;
  comment: string;
  date: string;
  /** null for moves the server makes on its own (expiry). */
  user: UserRef | null;
}

/** The contract's shape (`nd_id`, `status_from`, `user_detail`, …): wire names stay at the HTTP edge. */
export const toRouteHistoryWire = (h: RouteHistoryItem): RouteHistory => ({
  id: h.id,
  nd_id: h.ndId,
  status_from: h.statusFrom,
  status_to: h.statusTo,
  step: h.step,
  comment: h.comment,
  date: h.date,
  user_detail: h.user,
});
