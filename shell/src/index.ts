// Only this small module (zod, not shared) before the boundary: the portal's CSP forbids eval.
import { disableSchemaCompilation } from '@permit/shared-contracts/src/http/strict-csp';

disableSchemaCompilation();
// The async boundary lets Module Federation negotiate shared singletons before any React code runs.
import('./bootstrap');
