// Second step of the shell's start-up (index.ts): Chakra and the theme's system.
export { pageSystem } from '../app/page-system';
