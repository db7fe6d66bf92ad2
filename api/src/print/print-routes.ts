import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { PrintService } from './print-service';

export function registerPrintRoutes(app: FastifyInstance, deps: { print: PrintService }): void {
  /** GET /api/nd_processing/print/{id}: shown inline, so the browser's PDF viewer opens it in a new tab. */
  route(app, endpoints.nd.printPdf, async ({ user, params, request, reply }) => {
    // A print waiting for the gate whose client has gone (a tab closed, a phone off the network) is not drawn.
    // The response's `close` before its end is the client leaving; the request's own `close` says only that the
    // request was read.
    const left = new AbortController();
    // Gone already (during authentication), the response's `close` has been and will not come again.
    if (reply.raw.destroyed || request.raw.socket?.destroyed) left.abort();
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) left.abort();
    });
    const { fileName, body } = await deps.print.permitPdf(user, params.id, left.signal);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('content-length', body.length)
      .send(body);
    return undefined;
  });
}
