import { z } from 'zod';

/**
 * The portal's pages run under a Content-Security-Policy without 'unsafe-eval'. zod compiles fast object
 * parsers with `new Function` after probing whether eval is allowed: the probe's failure is caught, but the
 * browser still reports it as a CSP violation. Interpreted parsing skips the probe. The browser builds share
 * one zod (dev-kit/src/shared-modules/zod.ts), so the shell calling this once, before any schema is built,
 * covers every app on the page.
 */
export function disableSchemaCompilation(): void {
  z.config({ jitless: true });
}
