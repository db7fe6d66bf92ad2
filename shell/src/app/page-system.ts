import { defaultSystem } from '@chakra-ui/react';

type System = typeof defaultSystem;

/**
 * The Chakra system the shell provides. When the page links the theme's prebuilt stylesheet
 * (tooling/theme-css-plugin.js), ChakraProvider gets the system without its global CSS, so that its `Global`s
 * insert nothing instead of serializing and compiling the same CSS again on every load. Elsewhere (jest,
 * a page without the link) the system is used as it is.
 *
 * The copy takes the system's property descriptors rather than spreading it: in the browser builds `_global`
 * is a getter that computes the CSS on first read (tooling/lazy-global-css-loader.js), and a spread would read it.
 */
export function pageSystem(doc: Document | undefined = globalThis.document, system: System = defaultSystem): System {
  if (!doc?.querySelector('link[rel="stylesheet"][data-theme-css]')) return system;
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [], enumerable: true },
      _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
    },
  ) as System;
}
