import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ERROR_TEXTS, type CatalogueDefinition } from '@permit/shared-contracts';
import { useKeptDraft } from '@permit/dev-kit/kept-draft';
import { KeptDraftNotice } from '@permit/dev-kit/kept-draft-notice';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiErrorText } from '../../../lib/api-error';
import { draftStartValues, useFormDraft } from '../../../lib/use-form-draft';
import { useSaveItem } from '../api/use-save-item';
import { countFields } from '../model/field-counts';
import { catalogueResolver, type SaveInput } from '../model/form-resolver';
import type { FormValues } from '../model/form-values';
import { keptValuesSchema } from '../model/kept-values';
import type { FormMode } from '../rules/save-rules';
import { FieldControl } from './field-control';
import { FormSummary } from './form-summary';

interface CatalogueFormProps {
  definition: CatalogueDefinition;
  mode: FormMode;
  /** The record as loaded (empty for a new one): what the form compares with, and what «Отбросить» returns to. */
  defaultValues: FormValues;
  listPath: string;
  /** Names this form's input among kept drafts (adminDraftKey): the catalogue and the record. */
  draftKey: string;
}

/** One form for every catalogue: the fields, their kinds and flags all come from the definition. */
export function CatalogueForm({ definition, mode, defaultValues, listPath, draftKey }: CatalogueFormProps) {
  // Read once, on the first render; the schema is made only for that read.
  const draft = useKeptDraft(
    draftKey,
    useMemo(() => keptValuesSchema(definition), [definition]),
  );
  const methods = useForm<FormValues, unknown, SaveInput>({
    defaultValues: draftStartValues(defaultValues, draft.kept),
    resolver: catalogueResolver(definition, mode),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: methods.control });
  const save = useSaveItem(definition);
  const navigate = useNavigate();
  const visibleFields = definition.fields.filter((f) => f.visible && f.kind !== 'id');
  const counts = countFields(definition, values, Object.keys(methods.formState.errors));
  // A move inside the portal, «Выйти» or a reload asks first while the form differs from what was loaded; a
  // session ending under it keeps the input for the same user's next sign-in.
  const { leaveGuard, formRef, discard } = useFormDraft(draftKey, draft, methods, defaultValues);

  // A choice narrowed by this field (the user's section by organization) may no longer be offered.
  const clearDependents = (name: string) => {
    for (const f of definition.fields) {
      if (f.options?.from === 'area' && f.options.dependsOn?.field === name) methods.setValue(f.name, '');
    }
  };
  // On failure the form is left as it is, so nothing the admin typed is lost.
  const onSubmit = methods.handleSubmit((input) =>
    save.mutate(input.body, {
      onSuccess: () => {
        leaveGuard.release();
        navigate(listPath);
      },
    }),
  );
  const rootError = methods.formState.errors.root?.message;

  return (
    <FormProvider {...methods}>
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={definition.title}>
        <Stack gap="4" maxW="2xl">
          {draft.kept && <KeptDraftNotice at={draft.kept.at} fromServer={mode === 'edit'} onDiscard={discard} />}
          <FormSummary counts={counts} />
          {visibleFields.map((field) => (
            <FieldControl key={field.name} field={field} onChanged={clearDependents} />
          ))}
          {(save.isError || rootError) && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{ERROR_TEXTS.saveFailed}</Alert.Title>
                <Alert.Description>{save.isError ? apiErrorText(save.error, ERROR_TEXTS.saveFailed) : rootError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <HStack gap="3">
            <Button type="submit" colorPalette="blue" loading={save.isPending} loadingText="Сохранение…">
              Сохранить
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={listPath}>Отмена</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
