import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { EVENTS } from '@permit/shared-contracts';
import { createFakeServices, renderRemote } from '../testing';
import { useShellEvent } from './use-shell-event';

/** Lists the permits it heard about; the handler closes over state, so a stale handler would lose one. */
function ChangedPermits({ onHeard }: { onHeard: () => void }) {
  const [ids, setIds] = useState<number[]>([]);
  useShellEvent(EVENTS.ndChanged, (payload) => {
    onHeard();
    setIds([...ids, payload.ndId ?? 0]);
  });
  return <p>Изменены: {ids.join(', ')}</p>;
}

describe('useShellEvent', () => {
  it('runs the latest handler without resubscribing, and unsubscribes on unmount', () => {
    const fake = createFakeServices();
    const subscribe = jest.spyOn(fake.services.events, 'on');
    const onHeard = jest.fn();
    const { unmount } = renderRemote(<ChangedPermits onHeard={onHeard} />, { fake });

    act(() => fake.services.events.emit(EVENTS.ndChanged, { ndId: 5 }));
    act(() => fake.services.events.emit(EVENTS.ndChanged, { ndId: 6 }));

    expect(screen.getByText('Изменены: 5, 6')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledTimes(1);

    unmount();
    fake.services.events.emit(EVENTS.ndChanged, { ndId: 7 });
    expect(onHeard).toHaveBeenCalledTimes(2);
  });
});
