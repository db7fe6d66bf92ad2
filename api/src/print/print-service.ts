import type { AuthUser } from '../auth/current-user';
import type { NdService } from '../nd/nd-service';
import { permitUrl, qrPng } from './permit-qr';
import { renderPermitPdf } from './permit-pdf';

export interface PrintService {
  /** The permit's PDF, read through the same rules as getNdById (another organization's permit is a 404). */
  permitPdf(caller: AuthUser, id: number): Promise<{ fileName: string; body: Buffer }>;
}

export function createPrintService(deps: { nd: NdService; portalUrl: string }): PrintService {
  return {
    async permitPdf(caller, id) {
      // getById answers 404 for a missing permit and for another organization's alike; nothing is drawn before it.
      const nd = await deps.nd.getById(caller, id);
      const history = await deps.nd.routes(caller, id);
      const url = permitUrl(deps.portalUrl, nd.id);
      const body = await renderPermitPdf({ nd, history, qr: { png: await qrPng(url), url } });
      return { fileName: `naryad-dopusk-${nd.id}.pdf`, body };
    },
  };
}
