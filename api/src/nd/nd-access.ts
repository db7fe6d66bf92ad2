import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { notFound } from '../http/errors';
import { findNdAccess, type NdAccess } from './nd-detail-repository';

/**
 * A permit the caller may see: one of their own organization. Anything else (another organization's,
 * or none at all) is the same 404, so permit ids of other organizations cannot be probed.
 */
export async function visibleNd(db: Db, caller: AuthUser, ndId: number): Promise<NdAccess> {
  const nd = await findNdAccess(db, ndId);
  if (!nd || caller.organizationId === null || nd.organizationId !== caller.organizationId) throw notFound();
  return nd;
}
