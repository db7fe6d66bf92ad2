import { useEffect, useState } from 'react';
import { loadable } from '@permit/dev-kit/loadable';
import { ErrorState, OptionalPart, usePageSettled } from '@permit/dev-kit/runtime';
import type { MoveDialogProps } from './move-dialog';

// The move dialog brings Chakra's Dialog and Checkbox machines (zag, the focus trap), the calendar and the SIMOPS
// ticks: not part of the permit page's first code, which a phone at the job waits for, but fetched once the page
// has settled (so the service worker has it for a tap offline) or as a finger or the focus comes onto a move.
const MoveDialog = loadable(() => import('./move-dialog').then((m) => m.MoveDialog), null);

/** For a move's button: its pointer and focus fetch the dialog's code ahead of the tap. */
export const preloadMoveDialog = () => void MoveDialog.preload().catch(() => undefined);

/**
 * The permit page's move dialog: its code is fetched once the page has settled, and the dialog is mounted at the
 * first chosen move, then kept (it closes with its animation and gives the focus back). A fetch that failed before
 * the tap is tried again by it; should the code still not come, an alert with a retry stands beside the moves.
 */
export function MoveDialogOnDemand(props: MoveDialogProps) {
  const settled = usePageSettled();
  const [used, setUsed] = useState(false);
  if (props.move !== null && !used) setUsed(true);
  useEffect(() => {
    if (settled) preloadMoveDialog();
  }, [settled]);
  if (!used && props.move === null) return null;
  return (
    <OptionalPart
      name="окно действия с наряд-допуском"
      fallback={(retry) => <ErrorState error={null} title="Не удалось загрузить окно действия. Проверьте связь." onRetry={retry} />}
    >
      <MoveDialog {...props} />
    </OptionalPart>
  );
}
