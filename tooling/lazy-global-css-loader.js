// Chakra's createSystem computes the system's global CSS (reset, base styles and one rule per theme variable,
// each through its css() pipeline) before it returns, ≈ 40 ms of a slow machine's start-up. The shell's page
// links that CSS prebuilt (theme-css-plugin.js) and renders with `_global: []` (shell/src/app/page-system.ts),
// so in the browser the work is thrown away. This turns `_global` into a getter that computes it on first
// read: the same value for whoever asks (the prebuilt stylesheet's Node build reads Chakra's source
// directly). A Chakra release that changes these lines fails the build here rather than losing the change.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = /^(\s*)_global,$/m;

module.exports = function lazyGlobalCssLoader(source) {
  const eager = source.split(EAGER).length - 1;
  const fields = source.match(new RegExp(FIELD.source, 'gm'))?.length ?? 0;
  if (eager !== 1 || fields !== 1) {
    throw new Error(
      `lazy-global-css-loader: ${this?.resourcePath ?? 'system.js'} no longer has the expected \`_global\` lines ` +
        `(${eager} computations, ${fields} fields); update tooling/lazy-global-css-loader.js for this Chakra version`,
    );
  }
  return source
    .replace(EAGER, 'let _globalCss;')
    .replace(FIELD, '$1get _global() {\n$1  return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},');
};
