import { CHUNK_LOAD_TIMEOUT_MS } from '@permit/shared-contracts';
import { federationSettings } from './federation-settings';
import permitRuntimePlugin from './runtime-plugin';

type Hooks = ReturnType<typeof permitRuntimePlugin>;
const call = <K extends keyof Hooks>(hooks: Hooks, key: K) => hooks[key] as unknown as (...args: unknown[]) => unknown;

describe('runtime plugin', () => {
  afterEach(() => jest.useRealTimers());

  it('gives entry scripts the chunk time-out and shares the build settings with the loader', () => {
    const plugin = permitRuntimePlugin({ manifestTimeoutMs: 3_000 });
    expect(call(plugin, 'createScript')({ url: 'http://x/remoteEntry.js' })).toEqual({
      script: expect.any(HTMLScriptElement),
      timeout: CHUNK_LOAD_TIMEOUT_MS,
    });
    expect(federationSettings()).toEqual({ manifestTimeoutMs: 3_000, chunkTimeoutMs: CHUNK_LOAD_TIMEOUT_MS });
    permitRuntimePlugin({ manifestTimeoutMs: -1 });
    expect(federationSettings().manifestTimeoutMs).toBe(8_000);
  });

  it('loads an entry with CORS, so the service worker sees its status and its errors come with file and line', () => {
    const plugin = permitRuntimePlugin();
    const created = (url: string) => (call(plugin, 'createScript')({ url }) as { script: HTMLScriptElement }).script;
    expect(created('http://permits.local:8081/remoteEntry.js').crossOrigin).toBe('anonymous');
    expect(created('/mf-permits/remoteEntry.js').crossOrigin).toBe('anonymous');
  });

  it('gives up on a manifest that does not answer within the time-out', async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const realFetch = globalThis.fetch;
    globalThis.fetch = hanging as typeof fetch;
    try {
      const plugin = permitRuntimePlugin({ manifestTimeoutMs: 2_000 });
      const pending = call(plugin, 'fetch')('http://permits.local/mf-manifest.json', {}) as Promise<Response>;
      const outcome = pending.then(
        () => 'answered',
        (error: Error) => error.message,
      );
      jest.advanceTimersByTime(2_000);
      await expect(outcome).resolves.toMatch(/истекло время ожидания \(2000 мс\)/);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('logs a failed remote with its reason and lets loadRemote reject', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = permitRuntimePlugin();
    const result = call(plugin, 'errorLoadRemote')({ id: 'mf_admin/module', error: new Error('RUNTIME-003'), lifecycle: 'afterResolve' });
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Модуль mf_admin/module не загружен (afterResolve): RUNTIME-003'));
    error.mockRestore();
  });
});
