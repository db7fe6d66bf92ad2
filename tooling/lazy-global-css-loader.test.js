const fs = require('node:fs');
const path = require('node:path');
const lazyGlobalCss = require('./lazy-global-css-loader');

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
// The copy the apps' builds resolve (hoisted by the workspace); its exports map does not name this file.
const SYSTEM_JS = path.join(__dirname, '..', 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'styled-system', 'system.js');
const systemSource = () => fs.readFileSync(SYSTEM_JS, 'utf8');

/** createSystem's shape in a few lines: three CSS builders, the eager array, and the returned system object. */
const miniature = `
function createSystem() {
  const calls = { preflight: 0 };
  function getPreflightCss() { calls.preflight += 1; return 'reset'; }
  function getGlobalCss() { return 'base'; }
  function getTokenCss() { return 'tokens'; }
  ${EAGER}
  return {
    calls,
    _global,
    css: () => 'css',
  };
}
return createSystem;`;

describe('lazy-global-css-loader', () => {
  it('computes the global CSS on first read only, once, with the same value', () => {
    const createSystem = new Function(lazyGlobalCss(miniature))();
    const system = createSystem();
    expect(system.calls.preflight).toBe(0);
    expect(system.css()).toBe('css');
    expect(system._global).toEqual(['reset', 'base', 'tokens']);
    expect(system._global).toBe(system._global);
    expect(system.calls.preflight).toBe(1);
    expect(Object.keys(system)).toContain('_global');
  });

  it("rewrites the installed Chakra's createSystem", () => {
    const out = lazyGlobalCss(systemSource());
    expect(out).not.toContain(EAGER);
    expect(out.match(/get _global\(\)/g)).toHaveLength(1);
  });

  it('fails the build when Chakra no longer has the expected lines', () => {
    expect(() => lazyGlobalCss(systemSource().replace(EAGER, 'const _global = [];'))).toThrow(/no longer has the expected/);
    expect(() => lazyGlobalCss('export const x = 1;')).toThrow(/update tooling\/lazy-global-css-loader.js/);
  });
});
