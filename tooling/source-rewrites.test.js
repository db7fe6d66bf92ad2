// The two build-time stand-ins for third-party code that have no supported option yet (README «Готовые части и
// свои»). Each test reads the installed library: when a release changes the code a stand-in relies on, it fails
// here and says whether the stand-in must follow or can go.
const fs = require('node:fs');
const path = require('node:path');
const pureCalls = require('./pure-calls-loader');

const pkgDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..', 'shell')] }));
const read = (name, file) => fs.readFileSync(path.join(pkgDir(name), file), 'utf8');

describe('pure-calls-loader (Chakra theme helpers marked pure)', () => {
  const THEME = 'dist/esm/theme/index.js';

  it("Chakra's theme index still builds its whole default config at module level, unannotated", () => {
    const source = read('@chakra-ui/react', THEME);
    // The call that keeps every recipe in the bundle: the reason the loader exists.
    expect(source).toMatch(/^const defaultThemeConfig = defineConfig\(\{/m);
    // Once Chakra annotates its own calls (or makes them lazy), the loader is no longer needed: remove it.
    expect(source).not.toContain('__PURE__');
    // The helpers' own subpaths are not exported, so the apps cannot import the recipes without this index.
    const { exports } = JSON.parse(read('@chakra-ui/react', 'package.json'));
    expect(exports['./theme/recipes/badge']).toBeUndefined();
  });

  it('marks exactly those helper calls pure, and nothing else', () => {
    const out = pureCalls(read('@chakra-ui/react', THEME));
    expect(out).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig({');
    const recipe = pureCalls(read('@chakra-ui/react', 'dist/esm/theme/recipes/badge.js'));
    expect(recipe).toMatch(/\/\* @__PURE__ \*\/ defineRecipe\(/);
    expect(pureCalls('x.defineConfig(a); mydefineConfig(b); defineTokens.colors(c);')).toBe(
      'x.defineConfig(a); mydefineConfig(b); /* @__PURE__ */ defineTokens.colors(c);',
    );
  });

  it('the helpers only return their argument (so dropping an unused call changes nothing)', () => {
    const config = read('@chakra-ui/react', 'dist/esm/styled-system/config.js');
    expect(config).toMatch(/defineConfig\s*=\s*\(v\)\s*=>\s*v|function defineConfig\(v\)\s*\{\s*return v;?\s*\}/);
  });
});

describe('axios-no-fetch-adapter (axios without its fetch adapter)', () => {
  it("axios still probes the browser's fetch at import, which `adapter: 'xhr'` cannot prevent", () => {
    const fetchAdapter = read('axios', 'lib/adapters/fetch.js');
    // Module level, not on first use: a lazy probe would make the stand-in unnecessary (remove it then).
    expect(fetchAdapter).toMatch(/^const adapter = getFetch\(\);$/m);
    expect(fetchAdapter).toMatch(/^export const getFetch = /m);
    expect(fetchAdapter).toMatch(/^export default adapter;$/m);
    // Imported statically by the adapter table, whichever adapter the instance names.
    const adapters = read('axios', 'lib/adapters/adapters.js');
    expect(adapters).toContain("import * as fetchAdapter from './fetch.js';");
    expect(adapters).toContain('get: fetchAdapter.getFetch');
  });

  it('the stand-in offers the same exports, each saying "no fetch adapter"', async () => {
    const standIn = await import('./axios-no-fetch-adapter.js');
    expect(standIn.default).toBe(false);
    expect(standIn.getFetch()).toBe(false);
  });

  it('is what the builds resolve instead of the file axios ships', () => {
    const { createAppConfig } = require('./webpack');
    const config = createAppConfig({ dir: path.join(__dirname, '..', 'shell'), app: 'shell' }, { mode: 'production' });
    const replacement = config.plugins.find((p) => p.constructor.name === 'NormalModuleReplacementPlugin');
    expect(replacement.resourceRegExp.test(path.join(pkgDir('axios'), 'lib', 'adapters', 'fetch.js'))).toBe(true);
    expect(fs.existsSync(path.join(pkgDir('axios'), 'lib', 'adapters', 'fetch.js'))).toBe(true);
    expect(replacement.newResource).toBe(path.join(__dirname, 'axios-no-fetch-adapter.js'));
  });
});
