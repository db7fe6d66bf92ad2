import { HAND_LIST_SEPARATOR, type NdListRow } from '@permit/shared-contracts';

/** Catalogue contents first, then the hand-typed ones (a semicolon-separated list, docs/domain.md «Форматы обмена»). */
export function worksSummary(row: Pick<NdListRow, 'contentWorks' | 'contentWorksHand'>): string {
  const hand = row.contentWorksHand
    .split(HAND_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
  const all = [...row.contentWorks.map((work) => work.content), ...hand];
  return all.length ? all.join('; ') : '—';
}
