import type { FastifyInstance } from 'fastify';
import { endpoints, type Favourite } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { visibleNd } from './nd-access';
import { ndListRows } from './nd-list-repository';
import { toNdListRowWire } from './nd-list-row-wire';

/**
 * Favourites are personal and confined to the caller's organization: a permit of another organization
 * (or a missing one) is a 404, and a favourite whose permit changed organization no longer lists.
 * The delete path's id is the permit's id (DELETE /api/favouritesNd/delete/{id}).
 */
export function registerFavouritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const list = async (caller: AuthUser, ndId?: number): Promise<Favourite[]> => {
    if (caller.organizationId === null) return [];
    const rows = await kysely(db)
      .selectFrom('favourite as f')
      .innerJoin('nd', 'nd.id', 'f.ndId')
      .select((eb) => ['f.id', ndListRows().where('n.id', '=', eb.ref('f.ndId')).$asScalar().$notNull().as('nd')])
      .where('f.userId', '=', caller.id)
      .where('nd.organizationId', '=', caller.organizationId)
      .$if(ndId !== undefined, (q) => q.where('f.ndId', '=', ndId!))
      .orderBy('f.id')
      .execute();
    return rows.map((r) => ({ id: r.id, nd_detail: toNdListRowWire(r.nd) }));
  };

  route(app, endpoints.favourites.listAll, ({ user }) => list(user));
  route(app, endpoints.favourites.save, async ({ user, query }) => {
    await visibleNd(db, user, query.nd_id);
    await kysely(db)
      .insertInto('favourite')
      .values({ userId: user.id, ndId: query.nd_id })
      .onConflict((c) => c.columns(['userId', 'ndId']).doNothing())
      .execute();
    const [saved] = await list(user, query.nd_id);
    if (!saved) throw notFound();
    return saved;
  });
  route(app, endpoints.favourites.delete, async ({ user, params }) => {
    await visibleNd(db, user, params.id);
    const rows = await kysely(db).deleteFrom('favourite').where('userId', '=', user.id).where('ndId', '=', params.id).returning('id').execute();
    if (rows.length === 0) throw notFound();
    return { ok: true as const };
  });
}
