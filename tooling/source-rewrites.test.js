// The build-time stand-in for third-party code that has no supported option yet (README «Готовые части и
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
