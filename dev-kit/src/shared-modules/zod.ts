// What the portal's browser builds get for `import { z } from 'zod'` (tooling/webpack.js shares this module
// under that name). Every app validates with the contracts' schemas, so one zod for the page instead of one
// per app; but zod's own `z` namespace carries every locale's messages (about 80 KB gzip), so the shared
// module is a `z` of the builders the contracts and apps call. Same rules as chakra-ui.ts: a builder that
// starts being used is added here, and shared-modules.test.tsx fails while one is missing. It imports from
// 'zod/v4' (the same classic API) because 'zod' itself is the name this module is shared under.
import {
  array,
  boolean,
  config,
  email,
  enum as enumOf,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  record,
  string,
  tuple,
  union,
  unknown,
  ZodError,
  ZodObject,
  ZodType,
} from 'zod/v4';

export const z = {
  array,
  boolean,
  config,
  email,
  enum: enumOf,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  record,
  string,
  tuple,
  union,
  unknown,
  ZodError,
  ZodObject,
  ZodType,
};

export default z;
