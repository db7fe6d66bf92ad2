/** A module's static rules compiled to CSS at build time (tooling/static-css-loader.js; adoptStaticCss). */
declare module '*?static-css' {
  import type { StaticStylesheet } from './adopt-static-css';

  const sheet: StaticStylesheet;
  export default sheet;
}
