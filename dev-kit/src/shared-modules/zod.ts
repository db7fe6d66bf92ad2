// What the portal's browser builds get for `import { z } from 'zod'` (tooling/webpack.js shares this module
// under that name). Every app validates with the contracts' schemas, so one zod for the page instead of one
// per app; but zod's own `z` namespace carries every locale's messages (about 80 KB gzip), so the shared
// module is a `z` of the builders the contracts and apps call. Same rules as chakra-ui.ts: a builder that
// starts being used is added here, and shared-modules.test.tsx fails while one is missing. It imports from
// 'zod/v4' (the same classic API) because 'zod' itself is the name this module is shared under.
import * as zod from 'zod/v4';

// Member reads of a namespace import are tracked by webpack, so only these builders (and what they use) are bundled.
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  config: zod.config,
  email: zod.email,
  enum: zod.enum,
  literal: zod.literal,
  NEVER: zod.NEVER,
  number: zod.number,
  object: zod.object,
  preprocess: zod.preprocess,
  record: zod.record,
  registry: zod.registry,
  string: zod.string,
  tuple: zod.tuple,
  union: zod.union,
  unknown: zod.unknown,
  ZodError: zod.ZodError,
  ZodObject: zod.ZodObject,
  ZodType: zod.ZodType,
};

export default z;
