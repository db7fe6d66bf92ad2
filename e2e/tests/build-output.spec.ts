import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { ROOT } from '../support/release';

const APPS = ['shell', 'mf-permits', 'mf-admin', 'mf-notifications'];
// webpack's chunk format for Node. The page templates were once compiled for Node in a child compilation that
// inherited Module Federation's plugins, and the shared modules landed in dist a second time in this format,
// 1.2 MB of them in the shell's, all precached by the service worker (tooling/html-template.js).
const NODE_CHUNK = /exports\.ids=\[/;

const scriptsOf = (dist: string) => readdirSync(dist).filter((file) => file.endsWith('.js'));
const isNodeChunk = (dist: string, file: string) => NODE_CHUNK.test(readFileSync(join(dist, file), 'utf8').slice(0, 400));

test("the production builds hold browser scripts only, and the shell's worker precaches nothing else", () => {
  for (const app of APPS) {
    const dist = join(ROOT, app, 'dist');
    expect(scriptsOf(dist).length, app).toBeGreaterThan(5);
    expect(
      scriptsOf(dist).filter((file) => isNodeChunk(dist, file)),
      app,
    ).toEqual([]);
  }
  const dist = join(ROOT, 'shell', 'dist');
  const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"\/?([^"]+)"/g)].map((match) => match[1] ?? '');
  const scripts = precached.filter((file) => file.endsWith('.js'));
  expect(scripts).toContain('main.js');
  expect(scripts.sort()).toEqual(
    scriptsOf(dist)
      .filter((file) => file !== 'sw.js')
      .sort(),
  );
});

test('every script and stylesheet over a kilobyte has its brotli file beside it, the same content (tooling/webpack.js)', () => {
  for (const app of APPS) {
    const dist = join(ROOT, app, 'dist');
    // The worker's own file is written by a compilation of its own and gets its precache list after emit.
    const files = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file) && file !== 'sw.js' && statSync(join(dist, file)).size > 1024);
    expect(files.length, app).toBeGreaterThan(5);
    const missing = files.filter((file) => !existsSync(join(dist, `${file}.br`)));
    expect(missing, app).toEqual([]);
    for (const file of files) {
      const plain = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(plain), `${app}/${file}`).toBe(true);
    }
  }
});
