// Prints the portal theme's global CSS for the shell's build (tooling/theme-css-plugin.js), then the rules of
// each static-CSS module named on the command line (an absolute path exporting `staticRules(system)`). With
// --rules-only it prints the modules' rules alone: a remote's stylesheet (tooling/static-css-loader.js).
import { pathToFileURL } from 'node:url';
import { portalSystem } from '../src/shared-modules/portal-system';
import { staticCss, themeCss, type StaticCssModule } from '../src/shared-modules/theme-css';

async function main() {
  const args = process.argv.slice(2);
  const rulesOnly = args[0] === '--rules-only';
  const modules = await Promise.all(
    args.slice(rulesOnly ? 1 : 0).map(async (file): Promise<StaticCssModule> => {
      const module: Partial<StaticCssModule> = await import(pathToFileURL(file).href);
      if (typeof module.staticRules !== 'function') throw new Error(`${file}: no staticRules(system) export`);
      return { staticRules: module.staticRules };
    }),
  );
  const rules = modules.map((module) => staticCss(portalSystem, module.staticRules(portalSystem)));
  process.stdout.write((rulesOnly ? rules : [themeCss(portalSystem), ...rules]).join('\n'));
}

void main();
