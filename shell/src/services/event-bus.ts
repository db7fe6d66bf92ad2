import type { EventBus, EventName, EventPayloads } from '@permit/shared-contracts';

type Handler = (payload: never) => void;

/** The portal's event bus; a handler that throws is logged so one remote cannot break another's handlers. */
export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Set<Handler>>();
  return {
    emit<N extends EventName>(name: N, payload: EventPayloads[N]) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as (p: EventPayloads[N]) => void)(payload);
        } catch (error) {
          console.error(`[shell] Ошибка в обработчике события ${name}`, error);
        }
      }
    },
    on<N extends EventName>(name: N, handler: (payload: EventPayloads[N]) => void) {
      const set = handlers.get(name) ?? new Set<Handler>();
      handlers.set(name, set);
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
  };
}
