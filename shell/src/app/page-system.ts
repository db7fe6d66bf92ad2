import { defaultSystem } from '@chakra-ui/react';

type System = typeof defaultSystem;

/**
 * The Chakra system the shell provides. When the page links the theme's prebuilt stylesheet
 * (tooling/theme-css-plugin.js), ChakraProvider gets the system without its global CSS, so that its `Global`s
 * insert nothing instead of serializing and compiling the same CSS again on every load. Elsewhere (jest,
 * a page without the link) the system is used as it is.
 */
export function pageSystem(doc: Document | undefined = globalThis.document): System {
  if (!doc?.querySelector('link[rel="stylesheet"][data-theme-css]')) return defaultSystem;
  return { ...defaultSystem, _global: [], _config: { ...defaultSystem._config, disableLayers: true } };
}
