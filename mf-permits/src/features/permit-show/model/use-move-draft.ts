import { useState } from 'react';
import type { Transition } from '@permit/shared-contracts';

/**
 * What the move dialog has typed (the comment, the new end), kept across a dismissal — Escape, a tap beside the
 * dialog, «Отмена»: the same move of the same permit opened again shows it. Another move or another permit starts
 * empty (the permit page stays mounted from one permit to the next), and `clear` empties it once a move is done.
 */
export function useMoveDraft(ndId: number, move: Transition | null) {
  const [comment, setComment] = useState('');
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const key = move ? `${ndId}:${move.to}:${move.label}` : null;
  const [draftKey, setDraftKey] = useState(key);
  const clear = () => {
    setComment('');
    setEndDate('');
    setEndTime('');
  };
  // Adjusted while rendering, as React advises for state that follows a prop: no frame shows the old draft.
  if (key !== null && key !== draftKey) {
    setDraftKey(key);
    clear();
  }
  return { comment, setComment, endDate, setEndDate, endTime, setEndTime, clear };
}
