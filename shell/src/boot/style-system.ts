// Second step of the shell's start-up (index.ts): Chakra's modules and the page's system, which creates the theme's
// system only when a component first reads it (app/page-system.ts).
export { pageSystem } from '../app/page-system';
