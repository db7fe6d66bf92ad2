import { endpoints, type ApiClient } from '@permit/shared-contracts';

/** How long the PDF's object URL outlives the click: the new tab must have read it by then. */
const KEEP_URL_MS = 60_000;

/**
 * The printable permit is served only with the Authorization header, so a plain link cannot open it:
 * the PDF is read through the shell's client and shown from an object URL. The tab is opened by the
 * click itself (`tab`), before the request, because a browser blocks a window opened after an await;
 * when there is no tab (pop-ups blocked) the PDF is downloaded instead.
 */
export async function printPermit(api: ApiClient, id: number, tab: Window | null): Promise<void> {
  const blob = await api.call(endpoints.nd.printPdf, { params: { id } });
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  if (tab && !tab.closed) {
    tab.location.href = url;
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `naryad-dopusk-${id}.pdf`;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
