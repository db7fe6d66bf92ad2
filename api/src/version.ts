import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The API's version, as /api/health reports it: the one in api/package.json. */
export const API_VERSION: string = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'))).version;
