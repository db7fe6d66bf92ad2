import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { ApiError, ERROR_TEXTS, EVENTS, ND_SUBMIT_REQUIRED } from '@permit/shared-contracts';
import { useRemote, useServices } from '@permit/dev-kit/runtime';
import { applyChange } from '../model/apply-change';
import { LIST_KEYS, REF_KEYS, TEXT_KEYS, type FieldKey, type FormValues } from '../model/form-values';
import { toSavePayload } from '../model/to-save-payload';
import { countFilled, validateForm, type FormErrors } from '../model/validate-form';
import { useSavePermit } from '../api/use-save-permit';
import { CatalogueListsSection } from './catalogue-lists-section';
import { FormCounters } from './form-counters';
import { GeneralSection } from './general-section';
import { ParticipantsSection } from './participants-section';
import { PeriodSection } from './period-section';
import { TextField } from './text-field';

/** Every field of the form is always shown; the counter still reports them as the spec's "visible" fields. */
const VISIBLE_FIELDS: readonly FieldKey[] = [...REF_KEYS, ...LIST_KEYS, ...TEXT_KEYS];
const REQUIRED_FIELDS: ReadonlySet<FieldKey> = new Set(
  ND_SUBMIT_REQUIRED.map((key): FieldKey => (key === 'datetimeStart' ? 'dateStart' : key === 'datetimeEnd' ? 'dateEnd' : key)),
);

function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== ERROR_TEXTS.loadFailed) return error.message;
  return ERROR_TEXTS.saveFailed;
}

interface PermitFormProps {
  initial: FormValues;
  /** After the permit itself is saved: attached files go up here, with the saved permit's id. */
  afterSave?: (ndId: number) => Promise<void>;
  /** The files and links block, which belongs to the same save. */
  children?: ReactNode;
}

export function PermitForm({ initial, afterSave, children }: PermitFormProps) {
  const { basePath } = useRemote();
  const { events, navigation } = useServices();
  const save = useSavePermit();
  const [values, setValues] = useState(initial);
  const [attempt, setAttempt] = useState<{ draft: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the user tried to save, the marks follow their corrections as they type.
  const errors: FormErrors = useMemo(() => (attempt ? validateForm(values, attempt.draft) : {}), [attempt, values]);
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (attempt && errorCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Keyed on the attempt only: right after a save is tried, not on every keystroke that leaves an error.
  }, [attempt]);

  const set = <K extends FieldKey>(key: K, value: FormValues[K]) => setValues((v) => applyChange(v, key, value));

  async function run(draft: boolean) {
    setAttempt({ draft });
    setFailure(null);
    if (Object.keys(validateForm(values, draft)).length > 0) return;
    try {
      const saved = await save.mutateAsync(toSavePayload(values, draft));
      if (afterSave) await afterSave(saved.id);
      events.emit(EVENTS.ndChanged, { ndId: saved.id });
      navigation.navigate(basePath);
    } catch (error) {
      // The input stays as typed; a 401 is the shell's (return link, then to /), as spec section 8 says.
      setFailure(saveErrorText(error));
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };
  const sectionProps = { values, errors, set, required: REQUIRED_FIELDS };

  return (
    <chakra.form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Наряд-допуск">
      <Stack gap="6">
        <FormCounters visible={VISIBLE_FIELDS.length} filled={countFilled(values, VISIBLE_FIELDS)} invalid={errorCount} />
        <GeneralSection {...sectionProps} />
        <PeriodSection {...sectionProps} />
        <ParticipantsSection {...sectionProps} />
        <CatalogueListsSection {...sectionProps} />
        <TextField label="Комментарий" value={values.comment} onChange={(v) => set('comment', v)} multiline />
        {children}
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
