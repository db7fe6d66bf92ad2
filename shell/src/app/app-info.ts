import { CONTRACT_VERSION } from '@permit/shared-contracts';

/** The shell's own name and version; outside webpack (tests) the build-time constants do not exist. */
export const APP_INFO = {
  name: typeof __APP_NAME__ === 'string' ? __APP_NAME__ : '@permit/shell',
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
  contractVersion: CONTRACT_VERSION,
} as const;
