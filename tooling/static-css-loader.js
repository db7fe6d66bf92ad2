const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const path = require('node:path');

const SCRIPT = path.join(__dirname, '..', 'dev-kit', 'scripts', 'print-theme-css.ts');

/**
 * `import sheet from './permit-table-css?static-css'`: the module's `staticRules(system)` compiled to CSS at build
 * time, by the same code and theme the browser's Chakra runs (dev-kit's print-theme-css.ts), and exported as
 * `{ id, css }` for dev-kit's adoptStaticCss to put in the page once. A remote ships its own rules in its own
 * chunk this way, with no extra request and no style resolved on a page load (docs/performance.md «Рамка без
 * стилей во время выполнения»). The id changes with the text, so a redeployed remote's rules do not meet the
 * older ones' id.
 */
module.exports = function staticCssLoader() {
  this.cacheable(true);
  const css = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, '--rules-only', this.resourcePath], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const name = path.basename(this.resourcePath).replace(/\.[jt]sx?$/, '');
  const id = `${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}`;
  return `export default ${JSON.stringify({ id, css })};\n`;
};
