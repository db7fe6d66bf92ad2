import { useEffect, useRef, useState } from 'react';
import { z, type ZodType } from 'zod';
import { useServices } from './remote-context';

/**
 * A form's input kept when the session ended under it (docs/architecture.md «Поведение клиента»): the values, what
 * else the form keeps beside them (`X`, e.g. the permit's links), and when the session ended (ms since the epoch).
 */
export type KeptDraft<V, X extends object = object> = X & { values: V; at: number };

export interface KeptDraftState<D> {
  /** The draft the form starts from, or null when there is none (or it was discarded). */
  kept: D | null;
  /**
   * Whether the draft was kept in this tab (DraftService.keptHere): a copy a duplicated tab brought along is not, and
   * what identifies the form's own sends (a save key) is not taken over from it.
   */
  keptHere: boolean;
  /** «Отбросить»: the form goes back to what the server has; the draft is already gone from the shell. */
  discard(): void;
}

const envelopeSchema = z.object({ values: z.unknown(), at: z.number() });

/**
 * A kept draft, or null when there is none or it is not the form's shape: the storage is the browser's, and a
 * draft kept by an older version of the form may lack a field.
 */
export function parseKeptDraft<V>(stored: unknown, valuesSchema: ZodType<V>): KeptDraft<V> | null;
export function parseKeptDraft<V, X extends object>(stored: unknown, valuesSchema: ZodType<V>, extraSchema: ZodType<X>): KeptDraft<V, X> | null;
export function parseKeptDraft<V, X extends object>(stored: unknown, valuesSchema: ZodType<V>, extraSchema?: ZodType<X>) {
  const envelope = envelopeSchema.safeParse(stored);
  if (!envelope.success) return null;
  const values = valuesSchema.safeParse(envelope.data.values);
  if (!values.success) return null;
  if (!extraSchema) return { values: values.data, at: envelope.data.at };
  const extra = extraSchema.safeParse(stored);
  return extra.success ? { ...extra.data, values: values.data, at: envelope.data.at } : null;
}

/**
 * The input kept for this form when a session ended under it, read once: it is dropped from the shell as soon as
 * the form has it, so a form started anew (after «Обновить», another visit) starts from the server. Whatever
 * version the values carry stays the one the input was based on, so a save over a record changed meanwhile is
 * refused as stale where the record has a version, not written over it.
 */
export function useKeptDraft<V>(key: string, valuesSchema: ZodType<V>): KeptDraftState<KeptDraft<V>>;
export function useKeptDraft<V, X extends object>(key: string, valuesSchema: ZodType<V>, extraSchema: ZodType<X>): KeptDraftState<KeptDraft<V, X>>;
export function useKeptDraft<V, X extends object>(key: string, valuesSchema: ZodType<V>, extraSchema?: ZodType<X>) {
  const { drafts } = useServices();
  const [kept, setKept] = useState(() => {
    if (!drafts) return null;
    const stored = drafts.read(key);
    return extraSchema ? parseKeptDraft(stored, valuesSchema, extraSchema) : parseKeptDraft(stored, valuesSchema);
  });
  // Read with the draft, before the effect below drops it.
  const [keptHere] = useState(() => drafts?.keptHere?.(key) ?? true);
  useEffect(() => {
    drafts?.drop(key);
  }, [drafts, key]);
  return { kept, keptHere, discard: () => setKept(null) };
}

/** What the form holds at the moment it goes. */
export interface FormInput<V, X extends object = object> {
  /** Whether anything typed is unsaved (as the leave guard sees it, and not released by a finished save). */
  unsaved: boolean;
  values: V;
  extra?: X;
}

/**
 * Hands the form's input to the shell when the form goes while the session is over (a 401, an expired token) and
 * something typed is unsaved; the same user opening the same form after signing in again starts from it
 * (useKeptDraft). Leaving while signed in keeps nothing: that move was asked about (the leave guard). `current` is
 * read only then, so it may read the form's state as it is at that moment.
 */
export function useKeepOnSessionEnd<V, X extends object = object>(key: string, current: () => FormInput<V, X>): void {
  const { drafts, session } = useServices();
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    if (!drafts) return undefined;
    return () => {
      if (session.get().authorized) return;
      const { unsaved, values, extra } = latest.current();
      // `values` and `at` after the extra: a field of the extra cannot stand in for them.
      if (unsaved) drafts.keep(key, { ...extra, values, at: Date.now() });
    };
  }, [drafts, session, key]);
}
