import { act, renderHook } from '@testing-library/react';
import type { Transition } from '@permit/shared-contracts';
import { useMoveDraft } from './use-move-draft';

const STOP: Transition = { from: ['IN_WORK'], to: 'STOPPED', who: ['executor'], comment: true, label: 'Остановить работы' };
const CLOSE: Transition = { from: ['IN_WORK'], to: 'CLOSE_WORK', who: ['executor'], label: 'Закончить работы' };

it('keeps the typed comment for the same move of the same permit only', () => {
  const { result, rerender } = renderHook(({ ndId, move }: { ndId: number; move: Transition | null }) => useMoveDraft(ndId, move), {
    initialProps: { ndId: 1, move: STOP as Transition | null },
  });
  act(() => result.current.setComment('Ветер 17 м/с'));
  rerender({ ndId: 1, move: null });
  rerender({ ndId: 1, move: STOP });
  expect(result.current.comment).toBe('Ветер 17 м/с');
  // The permit page stays mounted from one permit to the next: the same move of another permit starts empty.
  rerender({ ndId: 2, move: STOP });
  expect(result.current.comment).toBe('');
  act(() => result.current.setComment('Гроза'));
  rerender({ ndId: 2, move: CLOSE });
  expect(result.current.comment).toBe('');
});
