/**
 * Cache Storage as a service worker has it, in memory, for jest (Node has none): caches by name, entries by
 * URL. A deleted cache's object still answers, as in browsers; opening the name again starts an empty one.
 */
export class MemoryCacheStorage {
  private readonly named = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    let cache = this.named.get(name);
    if (!cache) this.named.set(name, (cache = new MemoryCache()));
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }

  /** The URLs a named cache holds now ([] if there is no such cache). */
  urls(name: string): string[] {
    return [...(this.named.get(name)?.entries.keys() ?? [])];
  }
}

const urlOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));

export class MemoryCache {
  readonly entries = new Map<string, Response>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
