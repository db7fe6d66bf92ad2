// Prints the portal theme's global CSS for the shell's build (tooling/theme-css-plugin.js), then the rules of
// each static-CSS module named on the command line (an absolute path exporting `staticRules(system)`).
import { pathToFileURL } from 'node:url';
import { portalSystem } from '../src/shared-modules/portal-system';
import { staticCss, themeCss, type StaticCssModule } from '../src/shared-modules/theme-css';

async function main() {
  const modules = await Promise.all(
    process.argv.slice(2).map(async (file): Promise<StaticCssModule> => {
      const module: Partial<StaticCssModule> = await import(pathToFileURL(file).href);
      if (typeof module.staticRules !== 'function') throw new Error(`${file}: no staticRules(system) export`);
      return { staticRules: module.staticRules };
    }),
  );
  const parts = [themeCss(portalSystem), ...modules.map((module) => staticCss(portalSystem, module.staticRules(portalSystem)))];
  process.stdout.write(parts.join('\n'));
}

void main();
