import { z, type ZodType } from 'zod';
import { fill, LIST_KEYS, REF_KEYS, TEXT_KEYS, type FormValues, type ListKey, type RefKey, type TextKey } from './form-values';

const id = z.number().int().nonnegative();
const reference = () => id.nullable();
const idList = () => z.array(id);
const text = () => z.string();
/**
 * The permit form's values as a kept draft brings them back (useKeptDraft of @permit/dev-kit/runtime): every field
 * of the map, typed as the form keeps it (form-values.ts). The version stays the one the input was based on, so a
 * save over a permit changed meanwhile gets 409.
 */
export const keptValuesSchema = z.object({
  id: id.nullable(),
  version: z.number().int().nullable(),
  ...fill<RefKey, ReturnType<typeof reference>>(REF_KEYS, reference),
  ...fill<ListKey, ReturnType<typeof idList>>(LIST_KEYS, idList),
  ...fill<TextKey, ReturnType<typeof text>>(TEXT_KEYS, text),
}) satisfies ZodType<FormValues>;

/** Kept beside the values: the links as the form's documents string (lib/documents.ts); chosen files are not. */
export const keptExtraSchema = z.object({ documents: z.string() });
