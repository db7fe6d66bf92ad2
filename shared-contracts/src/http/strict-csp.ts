import { z } from 'zod';

/**
 * The portal's pages run under a Content-Security-Policy without 'unsafe-eval'. zod compiles fast object
 * parsers with `new Function` after probing whether eval is allowed: the probe's failure is caught, but the
 * browser still reports it as a CSP violation. Interpreted parsing skips the probe. zod keeps the setting
 * on globalThis, so the shell calling this once, before any parsing, covers the zod bundled in each remote.
 */
export function disableSchemaCompilation(): void {
  z.config({ jitless: true });
}
