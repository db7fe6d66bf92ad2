import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { ApiError, ERROR_TEXTS, type AddFile } from '@permit/shared-contracts';
import { failureText, useLeaveGuard, useRemote, useServices } from '@permit/dev-kit/runtime';
import { useKeepOnSessionEnd, useKeptDraft } from '@permit/dev-kit/kept-draft';
import { KeptDraftNotice } from '@permit/dev-kit/kept-draft-notice';
import { applyChange } from '../model/apply-change';
import { FIELD_LABELS } from '../model/field-labels';
import { FORM_LAYOUT } from '../model/form-layout';
import { LIST_KEYS, REF_KEYS, TEXT_KEYS, type FieldKey, type FormValues } from '../model/form-values';
import { toSavePayload } from '../model/to-save-payload';
import { newSaveKey } from '../model/save-key';
import { keptExtraSchema, keptValuesSchema, lostFileNames } from '../model/kept-draft';
import { useFilesDraft } from '../model/use-files-draft';
import { serverFieldErrors, standingMarks } from '../model/server-field-errors';
import { countFilled, REQUIRED_FORM_FIELDS, validateForm, type FormErrors } from '../model/validate-form';
import { usePermitChanged } from '../../../api/permits/permit-changed';
import { parseDocuments, serializeDocuments } from '../../../lib/documents';
import { useSavePermit } from '../api/use-save-permit';
import { CatalogueListsSection } from './catalogue-lists-section';
import { FilesBlock } from './files-block';
import { FormCounters } from './form-counters';
import { GeneralSection } from './general-section';
import { ParticipantsSection } from './participants-section';
import { PeriodSection } from './period-section';
import { StalePermitDialog } from './stale-permit-dialog';
import { TextField } from './text-field';

/** Every field of the form is always shown; the counter still reports them as "visible" fields (docs/architecture.md «Поведение клиента»). */
const VISIBLE_FIELDS: readonly FieldKey[] = [...REF_KEYS, ...LIST_KEYS, ...TEXT_KEYS];
const REQUIRED_FIELDS: ReadonlySet<FieldKey> = new Set(REQUIRED_FORM_FIELDS);

function saveErrorText(error: unknown): string {
  return failureText(error) || ERROR_TEXTS.saveFailed;
}

interface PermitFormProps {
  initial: FormValues;
  /** The permit's files and links as loaded; none for a new permit or a copy (docs/architecture.md «Поведение клиента»). */
  initialFiles?: { addFiles: AddFile[]; documents: string };
  /** Loads the permit again and restarts the form from it (after a save refused as stale); false when the read failed. */
  onReload?: () => Promise<boolean>;
  /** Names this form's input among kept drafts: the mode and the permit (useKeptDraft of @permit/dev-kit/runtime). */
  draftKey: string;
}

const RELOAD_FAILED =
  'Не удалось загрузить сохранённую версию наряд-допуска. Введённое осталось в форме: проверьте связь и нажмите «Обновить» ещё раз';

/** 409 on create_nd: the permit changed since it was opened (the only conflict a save answers). */
const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

export function PermitForm({ initial, initialFiles = { addFiles: [], documents: '' }, onReload, draftKey }: PermitFormProps) {
  const { basePath } = useRemote();
  const { navigation } = useServices();
  const save = useSavePermit();
  const permitChanged = usePermitChanged();
  const draft = useKeptDraft(draftKey, keptValuesSchema, keptExtraSchema);
  const [values, setValues] = useState(draft.kept?.values ?? initial);
  // One per open form, kept with the draft: a save sent again after a lost answer is the same save.
  // A draft a duplicated tab brought along is this tab's input but not its sends: its key would make this tab's save
  // pass for a resend of the other's (docs/domain.md «Без двойного создания»).
  const [saveKey, setSaveKey] = useState(() => (draft.keptHere ? draft.kept?.saveKey : undefined) ?? newSaveKey());
  // What the server has: the form is unsaved while what it shows differs, or a chosen file waits for its upload.
  const [stored, setStored] = useState(initial);
  const [attempt, setAttempt] = useState<{ draft: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A stale save: the dialog opens once; the «Обновить» beside the message stays until the next attempt.
  const [stale, setStale] = useState(false);
  const [staleDialog, setStaleDialog] = useState(false);
  const [reloading, setReloading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const files = useFilesDraft({ ndId: initial.id, ...initialFiles, keptDocuments: draft.kept?.documents });
  // What the server refused, field by field, and the values it refused: a mark goes once its inputs change.
  const [refused, setRefused] = useState<{ marks: FormErrors; sent: FormValues } | null>(null);
  // Once the user tried to save, the marks follow their corrections as they type.
  const errors: FormErrors = useMemo(
    () => ({ ...(refused ? standingMarks(refused.marks, refused.sent, values) : {}), ...(attempt ? validateForm(values, attempt.draft) : {}) }),
    [attempt, values, refused],
  );
  const errorCount = Object.keys(errors).length;
  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(stored), [values, stored]);
  const leaveGuard = useLeaveGuard(changed || files.unsaved);
  // Files chosen and not uploaded are kept by name only (model/kept-draft.ts); a finished save has nothing left to keep.
  useKeepOnSessionEnd(draftKey, () => ({
    unsaved: !leaveGuard.released() && (changed || files.unsaved),
    values,
    extra: {
      documents: serializeDocuments(files.links),
      lostFiles: lostFileNames(files.notUploaded),
      saveKey,
    },
  }));

  const focusFirstError = useEffectEvent(() => {
    if (errorCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  // Keyed on the attempt and the server's refusal: right after either, not on every keystroke that leaves an error.
  useEffect(() => {
    if (attempt) focusFirstError();
  }, [attempt, refused]);

  const set = <K extends FieldKey>(key: K, value: FormValues[K]) => setValues((v) => applyChange(v, key, value));

  async function run(draft: boolean) {
    setAttempt({ draft });
    setFailure(null);
    setStale(false);
    setRefused(null);
    if (Object.keys(validateForm(values, draft)).length > 0) return;
    try {
      const saved = await save.mutateAsync(toSavePayload(values, draft, saveKey));
      // From now on this is the saved permit: a retry after a failed upload updates it instead of creating another.
      setValues((v) => ({ ...v, id: saved.id, version: saved.version }));
      setStored({ ...values, id: saved.id, version: saved.version });
      const filesSaved = await files.afterSave(saved.id);
      // The fields are saved even when a file failed: no view of the permit may go on showing its old state.
      void permitChanged(saved.id);
      if (!filesSaved) return;
      leaveGuard.release();
      navigation.navigate(basePath);
    } catch (error) {
      // The input stays as typed; a 401 is the shell's (return link, then to /: docs/architecture.md «Поведение клиента»).
      setFailure(saveErrorText(error));
      const marks = serverFieldErrors(error);
      if (Object.keys(marks).length > 0) setRefused({ marks, sent: values });
      if (isStale(error) && onReload) {
        setStale(true);
        setStaleDialog(true);
      }
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };
  const sectionProps = { values, errors, set, required: REQUIRED_FIELDS };
  const reload = async () => {
    setReloading(true);
    try {
      if (onReload && !(await onReload())) {
        setStaleDialog(false);
        setFailure(RELOAD_FAILED);
      }
    } finally {
      setReloading(false);
    }
  };

  return (
    <chakra.form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Наряд-допуск">
      <Stack gap="6">
        {draft.kept && (
          <KeptDraftNotice
            at={draft.kept.at}
            fromServer={initial.id !== null}
            lostFiles={draft.kept.lostFiles}
            onDiscard={() => {
              draft.discard();
              setValues(initial);
              // What is typed next is another permit: the kept key would find the one the discarded input made.
              setSaveKey(newSaveKey());
              files.setLinks(parseDocuments(initialFiles.documents));
              // The notice and its button go: the focus goes to the form's first field, not to the page's start.
              formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
            }}
          />
        )}
        <FormCounters visible={VISIBLE_FIELDS.length} filled={countFilled(values, VISIBLE_FIELDS)} invalid={errorCount} />
        <GeneralSection {...sectionProps} />
        <PeriodSection {...sectionProps} />
        <ParticipantsSection {...sectionProps} />
        <CatalogueListsSection {...sectionProps} />
        {FORM_LAYOUT.comment.map((name) => (
          <TextField key={name} label={FIELD_LABELS[name]} value={values[name]} onChange={(v) => set(name, v)} multiline />
        ))}
        <FilesBlock draft={files} canRemoveAttached={initial.id !== null} />
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {attempt && errorCount > 0 && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>Исправьте отмеченные поля: {errorCount}</Alert.Title>
          </Alert.Root>
        )}
        {stale && (
          <Button variant="outline" alignSelf="start" loading={reloading} onClick={() => void reload()}>
            Обновить
          </Button>
        )}
        <StalePermitDialog
          message={staleDialog ? failure : null}
          reloading={reloading}
          onReload={() => void reload()}
          onClose={() => setStaleDialog(false)}
        />
        <HStack gap="3" justify="end" wrap="wrap">
          <Button variant="outline" onClick={() => navigation.navigate(basePath)} disabled={save.isPending}>
            Отмена
          </Button>
          <Button variant="outline" colorPalette="blue" loading={save.isPending && attempt?.draft} onClick={() => void run(true)}>
            Сохранить черновик
          </Button>
          <Button type="submit" colorPalette="blue" loading={save.isPending && attempt?.draft === false}>
            Отправить на рассмотрение
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
