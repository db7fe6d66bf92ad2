// Splits the JavaScript a page loaded into shared libraries and app code, and counts copies of each shared
// library, from the production builds' source maps (every app is built with `devtool: 'source-map'`).
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { SINGLETONS, VERSIONED_SHARED } = require('../../tooling/webpack.js');

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one VLQ segment of a source map's `mappings` into numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters per source file of one script (unmapped glue counts as null). */
export function generatedBytesBySource(code, map) {
  const lines = code.split('\n');
  const bySource = new Map();
  const add = (source, n) => bySource.set(source, (bySource.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    let previous = null;
    let previousColumn = 0;
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      if (dSource !== undefined) sourceIndex += dSource;
      add(previous, column - previousColumn);
      previous = dSource !== undefined ? map.sources[sourceIndex] : null;
      previousColumn = column;
    }
    add(previous, line.length - previousColumn + 1);
  });
  return bySource;
}

/** Source-map folder names of the workspace libraries the apps share by version (their maps say `../shared-contracts/…`). */
const WORKSPACE_SHARED = Object.entries(VERSIONED_SHARED).map(([name, { dir }]) => [`/${basename(dir)}/`, name]);

/** The package a bundled source belongs to (npm or a shared workspace library), or null for app code and webpack's runtime. */
export function packageOf(source) {
  const match = source?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const workspace = source && WORKSPACE_SHARED.find(([folder]) => source.includes(`..${folder}`));
  return workspace ? workspace[1] : null;
}

const packageName = (key) => (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]);

/** The shared singletons of tooling/webpack.js and every package they bundle (react-dom brings scheduler, …). */
export function sharedPackages(appDir) {
  const roots = [...new Set([...SINGLETONS.map(packageName), ...Object.keys(VERSIONED_SHARED)])];
  const owner = new Map();
  const visit = (name, root, from) => {
    if (owner.has(name)) return;
    let pkgPath;
    try {
      pkgPath = require.resolve(`${name}/package.json`, { paths: [from] });
    } catch {
      return;
    }
    owner.set(name, root);
    const pkg = require(pkgPath);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) visit(dep, root, dirname(pkgPath));
  };
  // Roots first, so a singleton another one depends on (react under react-dom) keeps its own name.
  for (const root of roots) owner.set(root, root);
  for (const root of roots) {
    owner.delete(root);
    visit(root, root, appDir);
  }
  return { roots, owner };
}

/**
 * @param {{ url: string, body: Buffer, map: object | null }[]} scripts the page's scripts with their maps
 * @param {{ roots: string[], owner: Map<string, string> }} shared
 */
export function attribute(scripts, shared) {
  let sharedGzip = 0;
  let appGzip = 0;
  // The part of appGzip that is npm packages each app bundles for itself (federation runtime, axios, …).
  const bundledLibraries = new Map();
  const perScript = [];
  const origins = new Map(shared.roots.map((root) => [root, new Set()]));
  for (const { url, body, map } of scripts) {
    const gzip = gzipSync(body, { level: 9 }).length;
    if (!map) {
      appGzip += gzip;
      perScript.push({ url, gzip, app: gzip });
      continue;
    }
    const code = body.toString('utf8');
    let sharedChars = 0;
    const bySource = generatedBytesBySource(code, map);
    for (const [source, chars] of bySource) {
      const pkg = packageOf(source);
      const root = shared.owner.get(pkg);
      if (!root) {
        if (pkg) bundledLibraries.set(pkg, (bundledLibraries.get(pkg) ?? 0) + (gzip * chars) / Math.max(1, code.length));
        continue;
      }
      sharedChars += chars;
      // A copy is one build's instance of the library; a few characters are re-export glue, not a copy.
      if (chars > 200) origins.get(root).add(new URL(url).origin);
    }
    const part = Math.round((gzip * sharedChars) / Math.max(1, code.length));
    sharedGzip += part;
    appGzip += gzip - part;
    perScript.push({ url, gzip, app: gzip - part });
  }
  const copies = Object.fromEntries([...origins].map(([root, set]) => [root, set.size]));
  const libraries = Object.fromEntries([...bundledLibraries].map(([pkg, bytes]) => [pkg, Math.round(bytes)]).sort((a, b) => b[1] - a[1]));
  return { sharedGzip, appGzip, copies, perScript, libraries };
}

/** The source map next to a script, read from the app's dist folder the server serves. */
export function mapFileFor(url, distByOrigin) {
  const { origin, pathname } = new URL(url);
  const dist = distByOrigin.get(origin);
  return dist ? join(dist, `${pathname.replace(/^\//, '')}.map`) : null;
}
