import type { RemoteListEntry } from '@permit/shared-contracts';
import { earlyStartOpen, recordEarlyStart } from './early-remote-handoff';
import { createModuleRegistry, type ModuleRegistry } from './module-registry';
import { remoteListFrom } from './remote-list';
import type { EarlyCapableLoader } from './remote-loader';
import { remotesForPage, sectionOf } from './remote-sections';

export { adoptEarlyRemoteStart, type EarlyRemoteStart } from './early-remote-handoff';

type CreateLoader = (registry: ModuleRegistry, fetchList?: () => Promise<RemoteListEntry[]>) => Promise<EarlyCapableLoader>;

const createLoader: CreateLoader = (registry, fetchList) =>
  import(/* webpackChunkName: "signed-in-remote-loader" */ './remote-loader').then((m) => m.createRemoteLoader({ registry, fetchList }));

export interface EarlyStartOptions {
  /** /remotes.json as the entry asked for it when the page started (index.ts); asked for here without one. */
  listRequest?: Promise<Response>;
  create?: CreateLoader;
}

/**
 * A signed-in page load starts the page's remotes (the list, their manifests and entries, the section's data
 * prefetch expose) right after the libraries, while the shell's own start-up and the frame's code still load.
 * Started from createShell, that chain of five requests began only once all of that was in: about 0.2 s later on
 * a desktop and more than a second later on a slow phone network (docs/performance.md). Does nothing once
 * createShell has taken over, so a late call cannot start a second loader.
 *
 * Settles once the remote list is read and the page's remotes asked for, or the start failed: index.ts evaluates
 * Chakra's system then (or after its own time limit), not between the loader's code and the manifests' requests.
 */
export function startRemotesEarly(pathname: string, { listRequest, create = createLoader }: EarlyStartOptions = {}): Promise<void> {
  if (!earlyStartOpen()) return Promise.resolve();
  const registry = createModuleRegistry();
  const loader = create(registry, listRequest && remoteListFrom(listRequest)).then((real) => {
    for (const name of remotesForPage(pathname)) void real.load(name);
    const section = sectionOf(pathname);
    if (section?.prefetch) real.preparePrefetch(section.remote);
    return real;
  });
  // A failed start leaves the shell to load its remotes as it would have without one (deferred-remote-loader.ts).
  loader.catch(() => undefined);
  recordEarlyStart({ registry, loader });
  return loader.then((real) => real.listed()).catch(() => undefined);
}
