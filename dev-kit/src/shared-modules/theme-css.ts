import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Rules keyed by selector, in Chakra's style language (tokens, conditions, responsive values). */
export type StaticRules = Record<string, SystemStyleObject>;

/** A module the shell's build compiles into its prebuilt stylesheet (tooling/theme-css-plugin.js). */
export interface StaticCssModule {
  staticRules: (system: SystemContext) => StaticRules;
}

/**
 * Emotion's text for style objects. In Node emotion's cache returns the rules; in a browser (or jsdom) it hands
 * each rule to the sheet, here one that collects them instead of inserting them into the page.
 */
function cssText(styles: Parameters<typeof serializeStyles>[0]): string {
  const cache = createCache({ key: 'chakra-theme' });
  return styles
    .map((style) => {
      const collected: string[] = [];
      const sheet: typeof cache.sheet = Object.create(cache.sheet, { insert: { value: (rule: string) => collected.push(rule) } });
      const rules = cache.insert('', serializeStyles([style], cache.registered), sheet, false);
      return typeof rules === 'string' ? rules : collected.join('');
    })
    .join('');
}

/** The system's layer-order statement, or nothing for a system without layers. */
const layerOrder = (system: SystemContext): string[] => (system._config.disableLayers ? [] : [system.layers.atRule]);

/**
 * The CSS that ChakraProvider's two `Global`s insert for a system (the layer order, then the reset, base
 * styles and theme variables), as text. The shell ships it as a stylesheet built with the page
 * (tooling/theme-css-plugin.js) so that no page load spends time serializing and compiling ≈ 30 KB of CSS
 * before its first screen.
 */
export function themeCss(system: SystemContext): string {
  return cssText([...layerOrder(system), system._global]);
}

/**
 * Rules keyed by selector (plain elements' classes: the shell's frame, a remote's list), resolved through the same
 * system as the components are, once at build time: elements that carry these classes cost no style resolution,
 * serialization or stylis pass on a page load (docs/performance.md «Рамка без стилей во время выполнения»). A
 * recipe's part stays in the system's `recipes` layer and an element's own rules are unlayered, as Chakra's
 * components have them. The text starts with the layer order: a remote's sheet can reach a page (its stand-alone
 * development page) before ChakraProvider's Global declares the order, and the first statement of a layer fixes
 * its rank; with `recipes` named first, the reset would outrank every recipe.
 */
export function staticCss(system: SystemContext, rules: StaticRules): string {
  return cssText([...layerOrder(system), Object.fromEntries(Object.entries(rules).map(([selector, style]) => [selector, system.css(style)]))]);
}
