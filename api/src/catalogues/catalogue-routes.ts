import type { FastifyInstance } from 'fastify';
import { CATALOGUE_AREA_NAMES, catalogueEndpoints, type CatalogueArea, type CatalogueEndpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { CatalogueService } from './catalogue-service';

/**
 * The read endpoints of every catalogue area, from the contract's table. Rows are shaped by the
 * definition-driven SQL; parsing them with the endpoint's response schema both types them and
 * guarantees nothing off-contract leaves the server.
 */
function registerArea(app: FastifyInstance, area: CatalogueArea, catalogues: CatalogueService): void {
  const ep: CatalogueEndpoints<CatalogueArea> = catalogueEndpoints[area];
  route(app, ep.listAll, async () => ep.listAll.response.parse(await catalogues.listAll(area)));
  route(app, ep.list, async ({ params }) => ep.list.response.parse(await catalogues.list(area, params.page, params.size)));
  route(app, ep.get, async ({ params }) => ep.get.response.parse(await catalogues.get(area, params.id)));
}

export function registerCatalogueRoutes(app: FastifyInstance, deps: { catalogues: CatalogueService }): void {
  for (const area of CATALOGUE_AREA_NAMES) registerArea(app, area, deps.catalogues);
}
