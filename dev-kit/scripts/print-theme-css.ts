// Prints the portal theme's global CSS for the shell's build (tooling/theme-css-plugin.js).
import { portalSystem } from '../src/shared-modules/portal-system';
import { themeCss } from '../src/shared-modules/theme-css';

process.stdout.write(themeCss(portalSystem));
