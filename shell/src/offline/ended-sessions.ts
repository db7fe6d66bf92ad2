import { sessionOfCacheKey } from './offline-rules';

/**
 * The page tells the worker a session ended (clear-offline-cache.ts), with the Authorization header it used (the
 * worker sees that header on every request of the session anyway, and names the session by its digest:
 * offline-rules.ts sessionDigest): a read of that session still in flight at logout must not be kept after the
 * page emptied the cache, or the next person on the device would find it (docs/security.md «Офлайн на устройстве»).
 */
export const SESSION_ENDED = 'permit:session-ended';

export interface SessionEndedMessage {
  type: typeof SESSION_ENDED;
  authorization: string;
  /** The user signed out (not a token renewed): nothing of the API cache stays, its bookkeeping included. */
  signedOut: boolean;
}

/** Longer than any header the API accepts: a message is not a way to make the worker hash megabytes. */
const AUTHORIZATION_MAX = 4096;

/** Any client of the worker's scope can post to it: a message is checked before it is acted on. */
export function isSessionEndedMessage(data: unknown): data is SessionEndedMessage {
  if (typeof data !== 'object' || data === null || Reflect.get(data, 'type') !== SESSION_ENDED) return false;
  const authorization: unknown = Reflect.get(data, 'authorization');
  return typeof authorization === 'string' && authorization.length <= AUTHORIZATION_MAX && typeof Reflect.get(data, 'signedOut') === 'boolean';
}

/** The most sessions remembered: a worker lives minutes, and only reads in flight at a logout matter. */
const REMEMBERED = 50;

/** The sessions that ended while this worker ran, and whether by a sign-out; the oldest are forgotten first. */
export class EndedSessions {
  private readonly ended = new Map<string, boolean>();

  end(session: string, signedOut: boolean): void {
    this.ended.delete(session);
    this.ended.set(session, signedOut);
    for (const oldest of this.ended.keys()) {
      if (this.ended.size <= REMEMBERED) break;
      this.ended.delete(oldest);
    }
  }

  /** Whether any session ended: until one does, a write needs no digest of its session. */
  get any(): boolean {
    return this.ended.size > 0;
  }

  has(session: string | null): boolean {
    return session !== null && this.ended.has(session);
  }

  signedOut(session: string | null): boolean {
    return session !== null && this.ended.get(session) === true;
  }
}

/** The worker's Cache Storage, as far as forgetting a session needs it. */
export interface WorkerCaches {
  open(name: string): Promise<Pick<Cache, 'keys' | 'delete' | 'match'>>;
}

/** Deletes what a cache holds for one session (its keys name it: offline-rules.ts userCacheKey). */
export async function forgetSession(storage: WorkerCaches, cacheName: string, session: string): Promise<void> {
  const cache = await storage.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => sessionOfCacheKey(key.url) === session).map((key) => cache.delete(key)));
}
