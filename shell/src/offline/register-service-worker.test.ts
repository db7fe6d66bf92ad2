import { SERVICE_WORKER_URL, registerServiceWorker } from './register-service-worker';

function fakes(readyState: DocumentReadyState) {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const nav = { serviceWorker: { register } } as unknown as Navigator;
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    setTimeout: jest.fn(),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  } as unknown as Parameters<typeof registerServiceWorker>[1];
  return { register, nav, win, listeners, idle };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole portal only after the load and an idle moment', () => {
    const { register, nav, win, listeners, idle } = fakes('loading');
    registerServiceWorker(nav, win);
    expect(register).not.toHaveBeenCalled();
    listeners.forEach((l) => l());
    expect(register).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('waits only for an idle moment when the page has already loaded', () => {
    const { register, nav, win, idle } = fakes('complete');
    registerServiceWorker(nav, win);
    idle.forEach((callback) => callback());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const { win, listeners } = fakes('loading');
    expect(() => registerServiceWorker({} as Navigator, win)).not.toThrow();
    expect(listeners).toHaveLength(0);
  });
});
