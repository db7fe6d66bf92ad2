// The one webpack configuration factory for the shell and every remote; each app's webpack.config.js
// calls it with its own name, port and exposes, so the shared singletons are configured identically.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlTemplate } = require('./html-template');
const { HASH_LENGTH } = require('./hashed-names');
const { ThemeCssPlugin } = require('./theme-css-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS, apiUrl, portOf, remotesFromEnv } = require('./ports');

/** Singletons shared by host and remotes (docs/architecture.md «Сборка во время работы»); a trailing slash shares every subpath. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@chakra-ui/react',
  // Chakra's components built on zag state machines (overlays with floating-ui and focus traps, collections,
  // checkboxes, pagination, ≈ 60 KB gzip) load only when a screen opens one: shared as entries of their own, they
  // stay out of /auth and of the first screens. Apps import them from these paths, everything else from '@chakra-ui/react'.
  '@chakra-ui/react/dialog',
  '@chakra-ui/react/popover',
  '@chakra-ui/react/combobox',
  '@chakra-ui/react/collection',
  '@chakra-ui/react/checkbox',
  '@chakra-ui/react/radio-group',
  // No app of this release imports it; provided still, because remotes built before it do, and a remote rolled
  // back under this shell would otherwise run its own copy of Chakra's internals, outside the page's provider.
  '@chakra-ui/react/switch',
  '@chakra-ui/react/pagination',
  '@chakra-ui/react/progress',
  '@emotion/react',
  'zustand',
  '@tanstack/react-query',
  'zod',
];

/**
 * The ES module file behind a Chakra entry point, from the package's exports map. Given as a file, the shell
 * provides it to the page even when only remotes use it (a bare request is provided only by a build that
 * imports it): a remote that ran its own copy would run its own copy of Chakra's internals too, outside the
 * page's ChakraProvider.
 */
function chakraEntryFile(entry) {
  const pkgPath = require.resolve('@chakra-ui/react/package.json');
  const { exports } = require(pkgPath);
  const file = (exports[`./${entry}`] ?? exports['./*']).import.default.replace('*', entry);
  return path.join(path.dirname(pkgPath), file);
}

/**
 * Singletons provided from a module of ours instead of the package: a shared module is never tree-shaken, so
 * the browser builds share re-exports of just the parts of Chakra, react-router and zod the apps use
 * (dev-kit/src/shared-modules). react-router itself is then bundled inside the react-router-dom module, so it
 * is not a singleton of its own (the apps import only types from it).
 */
const SHARED_IMPORTS = {
  '@chakra-ui/react': require.resolve('@permit/dev-kit/shared-modules/chakra-ui'),
  ...Object.fromEntries(
    SINGLETONS.filter((key) => key.startsWith('@chakra-ui/react/')).map((key) => [key, chakraEntryFile(key.slice('@chakra-ui/react/'.length))]),
  ),
  'react-router-dom': require.resolve('@permit/dev-kit/shared-modules/react-router-dom'),
  zod: require.resolve('@permit/dev-kit/shared-modules/zod'),
};

/**
 * Workspace libraries every app bundles, shared by version instead of as singletons: while the shell and a
 * remote were built against the same version the page runs one copy; a remote built against a version the
 * shell's does not satisfy (`^` range) runs its own. The contracts' version is the one the build declares.
 */
const VERSIONED_SHARED = {
  '@permit/shared-contracts': {
    dir: path.join(__dirname, '..', 'shared-contracts'),
    version: () => process.env.CONTRACT_VERSION_OVERRIDE || require('../shared-contracts/package.json').version,
  },
};

function reactRouterProduction(file) {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', file);
}

function installedVersion(name, appDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return require(pkgPath).version;
}

function sharedConfig(appDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
    const version = installedVersion(pkgName, appDir);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, ...(SHARED_IMPORTS[key] && { import: SHARED_IMPORTS[key] }) };
  }
  for (const [key, { version }] of Object.entries(VERSIONED_SHARED)) {
    shared[key] = { singleton: false, requiredVersion: `^${version()}`, version: version() };
  }
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.dir the app's folder
 * @param {'shell'|'mf-permits'|'mf-admin'|'mf-notifications'} o.app
 * @param {Record<string,string>} [o.exposes] remotes only
 * @param {string[]} [o.runtimePlugins] host only
 */
function createAppConfig({ dir, app, exposes, runtimePlugins = [], staticCss = [] }, argv = {}) {
  const production = argv.mode !== 'development';
  const pkg = require(path.join(dir, 'package.json'));
  const { federationName } = APPS[app];
  const isHost = app === 'shell';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // A production remote is only its container (remoteEntry.js); the stand-alone page is a development tool.
    entry: isHost || !production ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      // The federation runtime (host and remotes alike) resolves its entry filename while webpack 5.111 computes
      // hashes, before [contenthash] exists (module-federation/core#5077): entries stay unhashed, their chunks do not.
      // The host's page busts the cache of its entry with a query hash instead (HtmlWebpackPlugin `hash`).
      filename: '[name].js',
      // Content-named in development too: the provided and the fallback copy of a shared module get the same [name].
      chunkFilename: `[name].[contenthash:${HASH_LENGTH}].js`,
      // A remote's chunks come from its own origin. Loaded with CORS, their status is known: the shell's service
      // worker does not keep an error page under a chunk's name (docs/performance.md «Код ремоутов под
      // сервис-воркером»). The host loads only its own chunks: it needs no such code on the login page.
      // The salt renames every remote chunk once: a worker still holding an older build's opaque answer under the
      // same name would hand it to a CORS request, which the browser refuses, and the remote would fail to load.
      ...(isHost ? {} : { crossOriginLoading: 'anonymous', hashSalt: 'cors' }),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's exports map names only its development build (warnings and invariant checks on every
      // navigation); the package ships the production build beside it.
      ...(production && {
        alias: { 'react-router$': reactRouterProduction('index.mjs'), 'react-router/dom$': reactRouterProduction('dom-export.mjs') },
      }),
    },
    module: {
      rules: [
        {
          test: /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/,
          use: path.join(__dirname, 'pure-calls-loader.js'),
        },
        {
          test: /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: path.join(__dirname, 'lazy-global-css-loader.js'),
        },
        {
          // A module's static rules, compiled to CSS at build time (static-css-loader.js), instead of its code.
          resourceQuery: /static-css/,
          use: path.join(__dirname, 'static-css-loader.js'),
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [/static-css/] },
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(pkg.name),
        __APP_VERSION__: JSON.stringify(process.env.APP_VERSION_OVERRIDE || pkg.version),
        // Only a build that is told to declare another contract version defines this (see shared-contracts/version.ts).
        ...(process.env.CONTRACT_VERSION_OVERRIDE ? { __CONTRACT_VERSION_OVERRIDE__: JSON.stringify(process.env.CONTRACT_VERSION_OVERRIDE) } : {}),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        ...(isHost ? { remotes: {}, shareStrategy: 'loaded-first', runtimePlugins } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(dir),
        dts: false,
        // Build-time switches that drop unused parts of the federation runtime each app carries: browser code
        // only; a remote never loads other remotes, so it needs neither remote loading nor manifest snapshots.
        // The page runs one federation runtime core, the shell's (shell/src/federation/provide-runtime-core-plugin.ts):
        // a production remote uses it instead of carrying its own (≈ 10 KB gzip per remote). Shell and remotes come
        // from one lockfile; a remote built on another federation major would have to bundle its own again. The
        // development build keeps it bundled for the stand-alone page, which has no shell.
        experiments: isHost
          ? { optimization: { target: 'web' } }
          : { optimization: { target: 'web', disableRemote: true, disableSnapshot: true }, externalRuntime: production },
      }),
      isHost || !production
        ? new HtmlWebpackPlugin({
            templateContent: htmlTemplate(path.join(__dirname, 'index.html')),
            title: isHost ? 'Наряд-допуски' : `${pkg.description} (автономный стенд)`,
            // The loading line before the shell's code arrives; styled by the theme stylesheet (tooling/boot-splash.css).
            bootSplash: isHost,
            excludeChunks: isHost ? [] : [federationName],
            // The page is served at the root of its own origin; with the remotes' publicPath 'auto' its script
            // tags would be relative, and a deep link such as /nd/draft would ask for /nd/main.js.
            publicPath: '/',
            hash: production,
          })
        : // A production remote has no federation runtime of its own to run a page with: its origin says where it is used.
          new HtmlWebpackPlugin({
            templateContent: htmlTemplate(path.join(__dirname, 'remote-index.html')),
            title: pkg.description,
            inject: false,
          }),
      ...(isHost ? [new ThemeCssPlugin({ staticCss })] : []),
      // Scripts and styles compressed once, at brotli's best level: about 13 % fewer bytes than the level 4 the
      // static server can afford per request, and the bytes before a page's first rows are what a weak signal
      // waits for (docs/performance.md). The server sends the `.br` beside a file (static-app.js, preCompressed).
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|css)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: portOf(app),
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiUrl(), changeOrigin: true }],
      setupMiddlewares: (middlewares, server) => {
        if (isHost) server.app.get('/remotes.json', (_req, res) => res.json(remotesFromEnv()));
        return middlewares;
      },
    },
  };
}

module.exports = { createAppConfig, sharedConfig, SINGLETONS, VERSIONED_SHARED };
