import { createContext, useContext, useEffect, useState } from 'react';
import { loadable } from '@permit/dev-kit/loadable';
import { ErrorState, LoadingState, OptionalPart, usePageSettled } from '@permit/dev-kit/runtime';
import type { MoveDialogProps } from './move-dialog';

/** Drops the chosen move: given to what stands in for the dialog while its code is on its way. */
const DropMove = createContext<() => void>(() => undefined);

/**
 * Stands in for the dialog while its code is on its way, and drops the move at a tap or focus elsewhere: a dialog
 * arriving late on a weak signal must not pull the user back. It goes in the same commit as the dialog comes, so
 * the dialog's own focus never counts as elsewhere.
 */
function Opening() {
  const drop = useContext(DropMove);
  useEffect(() => {
    document.addEventListener('pointerdown', drop, true);
    document.addEventListener('focusin', drop, true);
    return () => {
      document.removeEventListener('pointerdown', drop, true);
      document.removeEventListener('focusin', drop, true);
    };
  }, [drop]);
  return <LoadingState label="Открывается окно действия…" />;
}

// The move dialog brings Chakra's Dialog and Checkbox machines (zag, the focus trap), the calendar and the SIMOPS
// ticks: not part of the permit page's first code, which a phone at the job waits for, but fetched once the page
// has settled (so the service worker has it for a tap offline) or as a finger or the focus comes onto a move.
const MoveDialog = loadable(() => import('./move-dialog-opening').then((m) => m.MoveDialogOpening), <Opening />);

/** For a move's button: its pointer and focus fetch the dialog's code ahead of the tap. */
export const preloadMoveDialog = () => void MoveDialog.preload().catch(() => undefined);

/**
 * The permit page's move dialog: its code is fetched once the page has settled, and the dialog is mounted at the
 * first chosen move, then kept (it closes with its animation and gives the focus back to the move's button).
 * Should the code not come, the move is dropped and an alert beside the moves says so; choosing a move again
 * fetches it again.
 */
export function MoveDialogOnDemand(props: MoveDialogProps) {
  const { move, onClose } = props;
  const settled = usePageSettled();
  const [used, setUsed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [previous, setPrevious] = useState(move);
  if (move !== previous) {
    setPrevious(move);
    if (move !== null) setUsed(true);
    // A move chosen after a failed fetch: the part is mounted anew, and its code asked for again.
    if (move !== null && failed) {
      setFailed(false);
      setAttempt((n) => n + 1);
    }
  }
  useEffect(() => {
    if (settled) preloadMoveDialog();
  }, [settled]);
  useEffect(() => {
    if (!used || loaded) return undefined;
    let live = true;
    MoveDialog.preload().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Asked again at each chosen move: a fetch dropped with its move, then failed, must not leave this unset.
  }, [used, loaded, attempt, move]);

  if (failed) return <ErrorState error={null} title="Не удалось загрузить окно действия. Проверьте связь и выберите действие ещё раз." />;
  // Not chosen yet, or dropped before its code came: nothing waits for it.
  if (!used || (move === null && !loaded)) return null;
  return (
    <DropMove.Provider value={onClose}>
      <OptionalPart
        key={attempt}
        name="окно действия с наряд-допуском"
        onFailure={() => {
          setFailed(true);
          onClose();
        }}
      >
        <MoveDialog {...props} />
      </OptionalPart>
    </DropMove.Provider>
  );
}
