import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react/styled-system';

/**
 * The CSS that ChakraProvider's two `Global`s insert for a system (the layer order, then the reset, base
 * styles and theme variables), as text. The shell ships it as a stylesheet built with the page
 * (tooling/theme-css-plugin.js) so that no page load spends time serializing and compiling ≈ 30 KB of CSS
 * before its first screen. Runs in Node, where emotion's cache returns the rules instead of inserting them.
 */
export function themeCss(system: SystemContext): string {
  const cache = createCache({ key: 'chakra-theme' });
  const globals = system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global];
  return globals
    .map((styles) => {
      const rules = cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false);
      if (typeof rules !== 'string') throw new Error('themeCss needs Node: in a browser emotion inserts the rules itself');
      return rules;
    })
    .join('');
}
