// The shell's service worker (shell/src/offline/service-worker.ts) is built by a webpack compilation of its own,
// after the shell's: workbox-webpack-plugin's InjectManifest compiles the worker as a child of the app's
// compilation, and a child inherits Module Federation's hooks, which put the federation runtime and every
// shared module into the worker (seen with @module-federation/enhanced 2.9.2: the build fails). The precache
// list is then written into the worker by workbox-build's injectManifest (the same Workbox step the plugin
// runs) from the files the shell's build emitted. The page registers /sw.js; the static server sends it with
// no-cache (static-app.js).
const path = require('node:path');
const { injectManifest } = require('workbox-build');

const SW_FILE = 'sw.js';
// Content-named chunks (tooling/webpack.js, tooling/hashed-names.js) need no revision: their name changes with their content.
const { HASHED_FILE } = require('./hashed-names');

/** Writes the list of the files in `dist` (the shell's build) into `dist/sw.js`, at `self.__WB_MANIFEST`. */
function writePrecacheList(dist) {
  const sw = path.join(dist, SW_FILE);
  return injectManifest({
    swSrc: sw,
    swDest: sw,
    globDirectory: dist,
    globPatterns: ['**/*.{js,css,html}'],
    // Source maps and licence notes are never fetched by the page; the worker does not precache itself.
    globIgnores: [SW_FILE, '**/*.map', '**/*.LICENSE.txt'],
    dontCacheBustURLsMatching: HASHED_FILE,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
}

class PrecacheManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecacheManifestPlugin', async (compilation) => {
      const { count, warnings } = await writePrecacheList(compiler.options.output.path);
      for (const warning of warnings) compilation.warnings.push(new Error(`service worker: ${warning}`));
      if (count === 0) compilation.errors.push(new Error('service worker: no shell files to precache'));
    });
  }
}

/** The worker's own production compilation; `dependencies` makes webpack run it after the shell's (named 'shell'). */
function serviceWorkerConfig(dir) {
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: './src/offline/service-worker.ts' },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: SW_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    plugins: [new PrecacheManifestPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serviceWorkerConfig, PrecacheManifestPlugin, writePrecacheList, SW_FILE };
