import { defaultSystem } from '@chakra-ui/react';
import { lazyObject } from '@permit/dev-kit/lazy-object';

type System = typeof defaultSystem;

/**
 * The Chakra system the shell provides. When the page links the theme's prebuilt stylesheet
 * (tooling/theme-css-plugin.js), ChakraProvider gets the system without its global CSS, so that its `Global`s
 * insert nothing instead of serializing and compiling the same CSS again on every load. Elsewhere (jest,
 * a page without the link) the system is used as it is.
 *
 * The copy answers `_global` and `_config` itself and reads everything else from the system on first use: in the
 * browser builds the system is created by the first component that reads it (dev-kit's portal-system.ts), and
 * ChakraProvider, which reads only these two, must not be that component. `_global` is a getter computed on first
 * read there (tooling/lazy-global-css-loader.js), which the copy never reads.
 */
export function pageSystem(doc: Document | undefined = globalThis.document, system: System = defaultSystem): System {
  if (!doc?.querySelector('link[rel="stylesheet"][data-theme-css]')) return system;
  const config = lazyObject(() => system._config, { disableLayers: true });
  return lazyObject(() => system, { _global: [], _config: config });
}
