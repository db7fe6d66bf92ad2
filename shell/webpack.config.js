const { createAppConfig } = require('@permit/tooling/webpack');
const { serviceWorkerConfig } = require('@permit/tooling/service-worker-build');
const { StartUpPreloadPlugin } = require('@permit/tooling/start-up-preload-plugin');

/** Milliseconds; mirrors CHUNK_LOAD_TIMEOUT_MS of shared-contracts (a CommonJS config cannot import its TypeScript). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

module.exports = (env, argv) => {
  const federation = {
    // A remote whose manifest does not answer must not keep its slot spinning: the fallback shows after this.
    manifestTimeoutMs: Number(process.env.MF_MANIFEST_TIMEOUT_MS) || 8_000,
    chunkTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
  };
  const config = createAppConfig(
    {
      dir: __dirname,
      app: 'shell',
      // The frame's, the loading state's, the sign-in screens' and the error screen's rules, compiled into the theme's prebuilt stylesheet (no style resolved at run time).
      staticCss: [
        require.resolve('./src/layout/frame-css.ts'),
        require.resolve('./src/layout/loading-indicator-css.ts'),
        require.resolve('./src/auth/login-css.ts'),
        require.resolve('./src/screens/route-error-css.ts'),
      ],
      runtimePlugins: [
        [require.resolve('./src/federation/runtime-plugin.ts'), federation],
        require.resolve('./src/federation/provide-runtime-core-plugin.ts'),
        // A shared chunk that failed once is fetched again at the next try (the sign-in form's «Войти», the
        // re-authentication dialog); about 0.4 KB in every page's entry.
        require.resolve('./src/federation/share-retry-plugin.ts'),
      ],
    },
    argv,
  );
  config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
  // The shared module the remotes' first screens import beside the frame's own (their queries): preloaded with
  // the frame on a signed-in load. The permit page's dialog and checkbox come with its own chunk, in parallel.
  config.plugins.push(new StartUpPreloadPlugin({ signedInShared: ['@tanstack/react-query'] }));
  // The service worker is a production feature (a development server rebuilds files it would keep serving); it is
  // compiled apart from the shell, after it (tooling/service-worker-build.js).
  if (argv?.mode === 'development') return config;
  return [{ ...config, name: 'shell' }, serviceWorkerConfig(__dirname)];
};
