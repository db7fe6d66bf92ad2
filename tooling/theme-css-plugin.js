const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readFileSync, statSync } = require('node:fs');
const { HASH_LENGTH } = require('./hashed-names');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const SCRIPT = path.join(__dirname, '..', 'dev-kit', 'scripts', 'print-theme-css.ts');
const BOOT_SPLASH_CSS = path.join(__dirname, 'boot-splash.css');

/** The theme's global CSS and the static rules of `modules`, computed by the same code the browser runs (dev-kit's portal system). */
function printThemeCss(modules) {
  return execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, ...modules], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Emits the portal theme's global CSS (reset, base styles, theme variables) and the page's loading line's rules
 * as a content-hashed stylesheet linked first in the shell's page, marked `data-theme-css`. The shell then renders
 * ChakraProvider without its Global styles (shell/src/app/page-system.ts): every page load used to serialize and
 * compile this CSS on the main thread before its first screen. dev-kit's theme-css.test.tsx proves the text is the same.
 *
 * `staticCss` names modules exporting `staticRules(system)`: rules of plain elements (the shell's frame,
 * shell/src/layout/frame-css.ts) compiled into the same file, after the theme's.
 */
class ThemeCssPlugin {
  constructor({ staticCss = [] } = {}) {
    this.staticCss = staticCss;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    let themeCss;
    let stamp;
    compiler.hooks.thisCompilation.tap('ThemeCssPlugin', (compilation) => {
      // Computed once per build; the development server recomputes it when a static-CSS module is edited.
      const now = this.staticCss.map((file) => statSync(file).mtimeMs).join();
      if (themeCss === undefined || now !== stamp) [themeCss, stamp] = [printThemeCss(this.staticCss), now];
      for (const file of this.staticCss) compilation.fileDependencies.add(file);
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
