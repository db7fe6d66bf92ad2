const { execFile } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const SCRIPT = path.join(__dirname, '..', 'dev-kit', 'scripts', 'print-theme-css.ts');
/** The theme the rules are resolved through (dev-kit's portal system and its parts). */
const THEME_DIR = path.join(__dirname, '..', 'dev-kit', 'src', 'shared-modules');
const RELATIVE_IMPORT = /from\s+'(\.{1,2}\/[^']+)'/g;

/** The module and the relative modules it imports, recursively: a static-CSS module may share rules (field-css.ts). */
function sourcesOf(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const base = path.resolve(path.dirname(file), specifier);
    const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (found && !found.startsWith(THEME_DIR)) sourcesOf(found, seen);
  }
  return seen;
}

/** The loader's export for the compiled text: the module's name and a digest of the text make the sheet's id. */
function sheetModule(resourcePath, css) {
  const name = path.basename(resourcePath).replace(/\.[jt]sx?$/, '');
  const id = `${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}`;
  return `export default ${JSON.stringify({ id, css })};\n`;
}

/**
 * `import sheet from './permit-table-css?static-css'`: the module's `staticRules(system)` compiled to CSS at build
 * time, by the same code and theme the browser's Chakra runs (dev-kit's print-theme-css.ts), and exported as
 * `{ id, css }` for dev-kit's adoptStaticCss to put in the page once. A remote ships its own rules in its own
 * chunk this way, with no extra request and no style resolved on a page load (docs/performance.md «Рамка без
 * стилей во время выполнения»). The id changes with the text, so a redeployed remote's rules do not meet the
 * older ones' id. Watched: the module, the modules it imports and the theme.
 */
function staticCssLoader() {
  const callback = this.async();
  for (const file of sourcesOf(this.resourcePath)) this.addDependency(file);
  this.addContextDependency(THEME_DIR);
  execFile(
    process.execPath,
    ['--import', 'tsx', SCRIPT, '--rules-only', this.resourcePath],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    (error, css, stderr) => {
      if (error) callback(new Error(`static-css-loader: ${this.resourcePath}: ${stderr || error.message}`));
      else callback(null, sheetModule(this.resourcePath, css));
    },
  );
}

module.exports = staticCssLoader;
module.exports.sheetModule = sheetModule;
module.exports.sourcesOf = sourcesOf;
