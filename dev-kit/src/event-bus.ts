import type { EventBus, EventName, EventPayloads } from '@permit/shared-contracts';

type AnyHandler = (payload: never) => void;

/** The smallest bus that satisfies the contract: the shell has its own, this one serves the dev page and tests. */
export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Set<AnyHandler>>();
  return {
    emit<N extends EventName>(name: N, payload: EventPayloads[N]) {
      for (const handler of [...(handlers.get(name) ?? [])]) (handler as (p: EventPayloads[N]) => void)(payload);
    },
    on<N extends EventName>(name: N, handler: (payload: EventPayloads[N]) => void) {
      const set = handlers.get(name) ?? new Set<AnyHandler>();
      set.add(handler);
      handlers.set(name, set);
      return () => {
        set.delete(handler);
      };
    },
  };
}
