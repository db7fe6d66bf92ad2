import type { AuthUser } from '../auth/current-user';
import { createHashGate, HashGateBusyError, type HashGate } from '../auth/hash-gate';
import { API_MESSAGES } from '../http/api-messages';
import { HttpError } from '../http/errors';
import type { NdService } from '../nd/nd-service';
import { permitUrl, qrPng } from './permit-qr';
import { renderPermitPdf } from './permit-pdf';

export interface PrintService {
  /**
   * The permit's PDF, read through the same rules as getNdById (another organization's permit is a 404). A
   * `signal` that aborts (the client went away) before the drawing starts leaves it undrawn.
   */
  permitPdf(caller: AuthUser, id: number, signal?: AbortSignal): Promise<{ fileName: string; body: Buffer }>;
}

export interface PrintServiceDeps {
  nd: Pick<NdService, 'getById' | 'routes'>;
  portalUrl: string;
  /** PDFs drawn at once and waiting; more are refused at once (503). */
  gate?: HashGate;
}

/**
 * Drawing a PDF takes the API's one thread for tens of milliseconds and holds the document in memory: a burst of
 * prints (a shift printing its permits at once, or someone hammering the button) would queue every other request
 * behind it. Two are drawn at a time, a few wait, the rest are told to try again.
 */
export const PRINT_GATE = { concurrency: 2, maxWaiting: 8 };

export function createPrintService(deps: PrintServiceDeps): PrintService {
  const gate = deps.gate ?? createHashGate(PRINT_GATE);
  return {
    async permitPdf(caller, id, signal) {
      // getById answers 404 for a missing permit and for another organization's alike; nothing is drawn before it.
      const nd = await deps.nd.getById(caller, id);
      const history = await deps.nd.routes(caller, id);
      const url = permitUrl(deps.portalUrl, nd.id);
      try {
        const body = await gate.run(async () => renderPermitPdf({ nd, history, qr: { png: await qrPng(url), url } }), {
          refuseWhenBusy: true,
          signal,
        });
        return { fileName: `naryad-dopusk-${nd.id}.pdf`, body };
      } catch (error) {
        if (error instanceof HashGateBusyError) throw new HttpError(503, 'SERVICE_UNAVAILABLE', API_MESSAGES.printBusy);
        throw error;
      }
    },
  };
}
