// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a wildcard module declaration cannot be imported; referenced here, it is in every program that adopts a sheet
/// <reference path="./static-css.d.ts" />
/** What `import sheet from './x-css?static-css'` gives (tooling/static-css-loader.js): rules compiled at build time. */
export interface StaticStylesheet {
  /** The module's name and a digest of the text: another build's rules get another id. */
  id: string;
  css: string;
}

/**
 * Puts a remote's prebuilt rules in the page once, as a `<style data-static-css>` element, when the module that
 * renders their elements is first evaluated. The browser parses them once; no style is resolved, serialized or
 * passed through stylis on a page load (docs/performance.md «Рамка без стилей во время выполнения»).
 */
export function adoptStaticCss(sheet: StaticStylesheet, doc: Document | undefined = globalThis.document): void {
  if (!doc || !sheet.css) return;
  const present = [...doc.head.querySelectorAll<HTMLStyleElement>('style[data-static-css]')].some((style) => style.dataset.staticCss === sheet.id);
  if (present) return;
  const style = doc.createElement('style');
  style.dataset.staticCss = sheet.id;
  style.textContent = sheet.css;
  doc.head.append(style);
}
