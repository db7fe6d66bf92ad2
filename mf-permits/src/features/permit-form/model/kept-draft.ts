import { z, type ZodType } from 'zod';
import { saveKeySchema } from '@permit/shared-contracts';
import { fill, LIST_KEYS, REF_KEYS, TEXT_KEYS, type FormValues, type ListKey, type RefKey, type TextKey } from './form-values';

/** Bounds on what the browser's storage gives back: a name as a file system allows, the files of one form. */
const FILE_NAME_MAX = 255;
const LOST_FILES_MAX = 100;

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

/**
 * Kept beside the values: the links as the form's documents string (lib/documents.ts), and the names of files chosen
 * and not yet uploaded, and the form's save key. The files themselves are not kept (on a shared device they would stay on
 * its disk): the restored form names them, so they are chosen again rather than missed. Optional: a draft kept before had none.
 */
export const keptExtraSchema = z.object({
  documents: z.string(),
  // A list that does not pass is dropped alone: it must not cost the typed values their draft.
  lostFiles: z.array(z.string().max(FILE_NAME_MAX)).max(LOST_FILES_MAX).optional().catch(undefined),
  // The form's save key: a save sent after the page came back is still the one whose answer was lost.
  saveKey: saveKeySchema.optional().catch(undefined),
});

/** The names kept for files not uploaded, within the bounds the draft is read back with. */
export function lostFileNames(files: readonly File[]): string[] {
  return files.slice(0, LOST_FILES_MAX).map((file) => file.name.slice(0, FILE_NAME_MAX));
}
