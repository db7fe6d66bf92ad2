import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLeaveGuard } from '@permit/dev-kit/runtime';
import { useKeepOnSessionEnd, type KeptDraft, type KeptDraftState } from '@permit/dev-kit/kept-draft';

/**
 * The name of an admin form's input among the shell's kept drafts: one per form and record, so a draft of one
 * catalogue's record never fills another's (`admin:places:add`, `admin:sections:edit:4`, `admin:simops:edit:9`).
 */
export function adminDraftKey(form: string, id: number | null | undefined): string {
  return id == null ? `admin:${form}:add` : `admin:${form}:edit:${id}`;
}

/**
 * What the form starts from: the kept input over the loaded record. A field the draft lacks (kept by the form
 * before a release that added it) stays as loaded.
 */
export function draftStartValues<V extends FieldValues>(loaded: V, kept: KeptDraft<Partial<V>> | null): V {
  return kept ? { ...loaded, ...kept.values } : loaded;
}

/**
 * The react-hook-form side of a kept draft (docs/architecture.md «Поведение клиента»). A form started from the
 * draft (draftStartValues) still compares itself with the loaded record, so it is unsaved, holds the leave guard
 * and «Отбросить» returns to the record; while it differs from the record, a session ending under it hands the
 * input to the shell. The admin records carry no version: a restored edit is saved over the record as it is.
 */
export function useFormDraft<V extends FieldValues, T>(
  key: string,
  draft: KeptDraftState<KeptDraft<Partial<V>>>,
  form: UseFormReturn<V, unknown, T>,
  loaded: V,
) {
  const { isDirty } = form.formState;
  const leaveGuard = useLeaveGuard(isDirty);
  // Once, on the first mount: a later render with the same record read again must not reset what was typed.
  const restoring = useRef(draft.kept !== null);
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    form.reset(loaded, { keepValues: true });
  }, [form, loaded]);
  // A finished save has nothing left to keep.
  useKeepOnSessionEnd(key, () => ({ unsaved: isDirty && !leaveGuard.released(), values: form.getValues() }));

  const formRef = useRef<HTMLFormElement>(null);
  const discard = () => {
    draft.discard();
    form.reset(loaded);
    // The notice and its button go: the focus goes to the form's first field, not to the page's start.
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
  };
  return { leaveGuard, formRef, discard };
}
