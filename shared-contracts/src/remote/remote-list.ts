import { z } from 'zod';

/** /remotes.json, written by deployment: module name to its mf-manifest.json URL. */
export const remoteListSchema = z.array(
  z.object({
    name: z.string().regex(/^[a-z][a-z0-9_]*$/),
    entry: z.string().min(1),
  }),
);

/** The module names the shell knows how to place. */
export const REMOTE_NAMES = { permits: 'mf_permits', admin: 'mf_admin', notifications: 'mf_notifications' } as const;
