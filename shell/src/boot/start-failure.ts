/** What the loading line says when a start-up step's code did not come (its chunk failed twice, the network is gone). */
export const START_FAILED_TEXT = 'Не удалось загрузить портал. Проверьте связь и обновите страницу.';

/**
 * The start-up (index.ts) is a chain of imports; one that fails leaves the page's loading line, which would then
 * say «загрузка портала…» for ever. It says what happened instead, as an alert, and the error goes to the console.
 */
export function showStartFailure(error: unknown, doc: Document = document): void {
  console.error('[shell] Портал не запустился', error);
  const splash = doc.querySelector('.boot-splash');
  const note = doc.querySelector('.boot-splash-note');
  if (!splash || !note) return;
  splash.setAttribute('role', 'alert');
  note.textContent = START_FAILED_TEXT;
}
