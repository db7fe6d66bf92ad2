import { useEffect, useState } from 'react';
import { MoveDialog, type MoveDialogProps } from './move-dialog';

/**
 * The move dialog as the permit page loads it on demand (move-dialog-on-demand.tsx). Mounted already open by the
 * tap that chose the move, zag's dialog in Chromium left the focus on the move's button and closed at once as if
 * dismissed from outside; jsdom does not show it (e2e issue20-blocker-link.spec.ts does). So it mounts closed and
 * opens right after, like the dialog that was always there before its code came on demand.
 */
export function MoveDialogOpening({ move, ...props }: MoveDialogProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <MoveDialog {...props} move={mounted ? move : null} />;
}
