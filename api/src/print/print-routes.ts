import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { PrintService } from './print-service';

export function registerPrintRoutes(app: FastifyInstance, deps: { print: PrintService }): void {
  /** GET /api/nd_processing/print/{id}: shown inline, so the browser's PDF viewer opens it in a new tab. */
  route(app, endpoints.nd.printPdf, async ({ user, params, reply }) => {
    const { fileName, body } = await deps.print.permitPdf(user, params.id);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('content-length', body.length)
      .send(body);
    return undefined;
  });
}
