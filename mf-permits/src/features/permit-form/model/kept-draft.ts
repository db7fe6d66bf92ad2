import { useEffect, useRef, useState } from 'react';
import { z, type ZodType } from 'zod';
import { useServices } from '@permit/dev-kit/runtime';
import { fill, LIST_KEYS, REF_KEYS, TEXT_KEYS, type FormValues, type ListKey, type RefKey, type TextKey } from './form-values';

const id = z.number().int().nonnegative();
const reference = () => id.nullable();
const idList = () => z.array(id);
const text = () => z.string();
/** Form values as JSON brings them back: every field of the map, typed as the form keeps it (form-values.ts). */
const formValuesSchema = z.object({
  id: id.nullable(),
  version: z.number().int().nullable(),
  ...fill<RefKey, ReturnType<typeof reference>>(REF_KEYS, reference),
  ...fill<ListKey, ReturnType<typeof idList>>(LIST_KEYS, idList),
  ...fill<TextKey, ReturnType<typeof text>>(TEXT_KEYS, text),
}) satisfies ZodType<FormValues>;

const keptDraftSchema = z.object({
  values: formValuesSchema,
  /** The links as the form's documents string (lib/documents.ts). */
  documents: z.string(),
  /** When the session ended over it (ms since the epoch). */
  at: z.number(),
});

export type KeptDraft = z.infer<typeof keptDraftSchema>;

/** A kept draft, or null when there is none or it is not well-formed (the storage is the browser's). */
export function parseKeptDraft(value: unknown): KeptDraft | null {
  const parsed = keptDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The input kept for this form when a session ended under it (docs/architecture.md «Поведение клиента»), read once:
 * it is dropped from the shell as soon as the form has it, so a form started anew (after «Обновить») starts from
 * the server. Its `version` stays the one the input was based on, so a save over a permit changed meanwhile is
 * refused as stale, not written over it.
 */
export function useKeptDraft(key: string) {
  const { drafts } = useServices();
  const [kept, setKept] = useState(() => (drafts ? parseKeptDraft(drafts.read(key)) : null));
  useEffect(() => {
    drafts?.drop(key);
  }, [drafts, key]);
  return { kept, discard: () => setKept(null) };
}

/**
 * Hands the form's input to the shell when the form goes while the session is over (a 401, an expired token) and
 * something typed is unsaved; the same user opening the same form after signing in again starts from it
 * (useKeptDraft). Leaving while signed in keeps nothing: that move was asked about (the leave guard).
 */
export function useKeepOnSessionEnd(key: string, current: () => { unsaved: boolean; values: FormValues; documents: string }) {
  const { drafts, session } = useServices();
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    if (!drafts) return undefined;
    return () => {
      const { unsaved, values, documents } = latest.current();
      if (!session.get().authorized && unsaved) drafts.keep(key, { values, documents, at: Date.now() } satisfies KeptDraft);
    };
  }, [drafts, session, key]);
}
