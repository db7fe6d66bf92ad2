const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { HASH_LENGTH } = require('./hashed-names');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const SCRIPT = path.join(__dirname, '..', 'dev-kit', 'scripts', 'print-theme-css.ts');
const BOOT_SPLASH_CSS = path.join(__dirname, 'boot-splash.css');

/** The theme's global CSS, computed by the same code the browser runs (dev-kit's portal system). */
function printThemeCss() {
  return execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Emits the portal theme's global CSS (reset, base styles, theme variables) and the page's loading line's rules
 * as a content-hashed stylesheet linked first in the shell's page, marked `data-theme-css`. The shell then renders
 * ChakraProvider without its Global styles (shell/src/app/page-system.ts): every page load used to serialize and
 * compile this CSS on the main thread before its first screen. dev-kit's theme-css.test.tsx proves the text is the same.
 */
class ThemeCssPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    let themeCss;
    compiler.hooks.thisCompilation.tap('ThemeCssPlugin', (compilation) => {
      themeCss ??= printThemeCss();
      // The page's loading line (tooling/index.html) rides in the same file: no extra request before the first
      // paint. Read on every compilation and watched, so the development server picks up its edits.
      compilation.fileDependencies.add(BOOT_SPLASH_CSS);
      const css = `${themeCss}\n${readFileSync(BOOT_SPLASH_CSS, 'utf8')}`;
      const file = `theme.${createHash('sha256').update(css).digest('hex').slice(0, HASH_LENGTH)}.css`;
      compilation.hooks.processAssets.tap({ name: 'ThemeCssPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(file, new RawSource(css)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ThemeCssPlugin', (data) => {
        const link = HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `/${file}`, 'data-theme-css': true });
        data.headTags.unshift(link);
        return data;
      });
    });
  }
}

module.exports = { ThemeCssPlugin };
