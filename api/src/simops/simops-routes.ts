import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { SimopsService } from './simops-service';

/** The SIMOPS matrix and the permit page's «Работы в зоне» (docs/domain.md «Совмещение работ»). */
export function registerSimopsRoutes(app: FastifyInstance, deps: { simops: SimopsService }): void {
  const { simops } = deps;
  route(app, endpoints.simops.listAll, () => simops.list());
  route(app, endpoints.simops.save, ({ user, body }) => simops.save(user, body));
  route(app, endpoints.simops.delete, ({ user, params }) => simops.remove(user, params.id));
  route(app, endpoints.nd.zoneWorks, ({ user, params }) => simops.zoneWorks(user, params.ndId));
}
