// Imported first by the first start-up step (boot/react-libraries.ts), so it runs before any module that builds
// a schema: the portal's CSP forbids eval, and zod probes for it. zod is a shared module, so this cannot run
// before the async boundary.
import { disableSchemaCompilation } from '@permit/shared-contracts/src/http/strict-csp';

disableSchemaCompilation();
