import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the plugin reads of a share-scope entry (runtime-core's `Shared`). */
interface ShareEntry {
  loaded?: boolean;
  loading?: null | Promise<unknown>;
}

/**
 * Whether `loading` has already failed; one still on its way counts as not failed (loadShare awaits it as before).
 * A settled promise runs its handler in the next microtask, so two ticks tell, without a timer: the remotes'
 * start-up loads shares concurrently, and each must not wait longer than it did.
 */
async function hasFailed(loading: Promise<unknown>): Promise<boolean> {
  let failed = false;
  loading.catch(() => {
    failed = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return failed;
}

/**
 * A shared module whose chunk did not arrive stays failed in the federation runtime (runtime-core 2.9): its
 * share-scope entry keeps the rejected `loading`, and every later load of it awaits that same rejection, so the
 * «Повторить» of a part whose code comes on demand (a header popover, the pager, a move dialog: Chakra's entries
 * are shared) could never succeed before a reload. Before a share is loaded, a failed load of it is forgotten,
 * and the runtime fetches it again. The shell's own runtime takes it from the build (webpack.config.js: the first
 * sign-in form's code and the re-authentication dialog load shared modules on demand); the remotes' runtimes from
 * the remote loader, which registers it as a global plugin before they start.
 */
export default function shareRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'permit-share-retry',
    async beforeLoadShare(args) {
      for (const scope of Object.values(args.origin.shareScopeMap)) {
        const versions: Record<string, ShareEntry> = scope[args.pkgName] ?? {};
        for (const entry of Object.values(versions)) {
          const { loading } = entry;
          if (!loading || entry.loaded || !(await hasFailed(loading))) continue;
          if (entry.loading === loading) entry.loading = null;
        }
      }
      return args;
    },
  };
}
