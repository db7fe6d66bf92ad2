import { EVENTS } from '@permit/shared-contracts';
import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers typed payloads until a handler unsubscribes', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const off = bus.on(EVENTS.ndChanged, handler);
    bus.emit(EVENTS.ndChanged, { ndId: 5 });
    off();
    bus.emit(EVENTS.ndChanged, { ndId: 6 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ ndId: 5 });
  });

  it('a throwing handler does not stop the others', () => {
    const bus = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = jest.fn();
    bus.on(EVENTS.rottenHide, () => {
      throw new Error('сбой');
    });
    bus.on(EVENTS.rottenHide, second);
    bus.emit(EVENTS.rottenHide, undefined);
    expect(second).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
