import type { FastifyInstance } from 'fastify';
import { endpoints, type Favourite } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { visibleNd } from './nd-access';
import { ND_LIST_ROW_SELECT } from './nd-list-repository';

const FAVOURITES_SQL = `
  select f.id, (select row_to_json(r) from (${ND_LIST_ROW_SELECT} where n.id = f.nd_id) r) as nd_detail
    from favourite f join nd on nd.id = f.nd_id
   where f.user_id = $1 and nd.organization_id = $2`;

/**
 * Favourites are personal and confined to the caller's organization: a permit of another organization
 * (or a missing one) is a 404, and a favourite whose permit changed organization no longer lists.
 * The delete path's id is the permit's id (DELETE /api/favouritesNd/delete/{id}).
 */
export function registerFavouritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const list = async (caller: AuthUser, ndId?: number): Promise<Favourite[]> => {
    if (caller.organizationId === null) return [];
    const byNd = ndId === undefined ? '' : ' and f.nd_id = $3';
    const { rows } = await db.query<Favourite>(`${FAVOURITES_SQL}${byNd} order by f.id`, [
      caller.id,
      caller.organizationId,
      ...(ndId === undefined ? [] : [ndId]),
    ]);
    return rows;
  };

  route(app, endpoints.favourites.listAll, ({ user }) => list(user));
  route(app, endpoints.favourites.save, async ({ user, query }) => {
    await visibleNd(db, user, query.nd_id);
    await db.query('insert into favourite (user_id, nd_id) values ($1, $2) on conflict (user_id, nd_id) do nothing', [user.id, query.nd_id]);
    const [saved] = await list(user, query.nd_id);
    if (!saved) throw notFound();
    return saved;
  });
  route(app, endpoints.favourites.delete, async ({ user, params }) => {
    await visibleNd(db, user, params.id);
    const { rows } = await db.query('delete from favourite where user_id = $1 and nd_id = $2 returning id', [user.id, params.id]);
    if (rows.length === 0) throw notFound();
    return { ok: true as const };
  });
}
