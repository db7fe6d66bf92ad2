import { useEffect, useRef } from 'react';
import type { EventName, EventPayloads } from '@permit/shared-contracts';
import { useServices } from './remote-context';

/** Subscribes for the component's lifetime; the latest handler runs without resubscribing on every render. */
export function useShellEvent<N extends EventName>(name: N, handler: (payload: EventPayloads[N]) => void): void {
  const { events } = useServices();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => events.on(name, (payload) => latest.current(payload)), [events, name]);
}
