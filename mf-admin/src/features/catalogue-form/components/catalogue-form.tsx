import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { ERROR_TEXTS, type CatalogueDefinition } from '@permit/shared-contracts';
import { useLeaveGuard } from '@permit/dev-kit/runtime';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiErrorText } from '../../../shared/api-error';
import { useSaveItem } from '../api/use-save-item';
import { countFields } from '../model/field-counts';
import { catalogueResolver, type SaveInput } from '../model/form-resolver';
import type { FormValues } from '../model/form-values';
import type { FormMode } from '../rules/save-rules';
import { FieldControl } from './field-control';
import { FormSummary } from './form-summary';

interface CatalogueFormProps {
  definition: CatalogueDefinition;
  mode: FormMode;
  defaultValues: FormValues;
  listPath: string;
}

/** One form for every catalogue: the fields, their kinds and flags all come from the definition. */
export function CatalogueForm({ definition, mode, defaultValues, listPath }: CatalogueFormProps) {
  const methods = useForm<FormValues, unknown, SaveInput>({
    defaultValues,
    resolver: catalogueResolver(definition, mode),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: methods.control });
  const save = useSaveItem(definition);
  const navigate = useNavigate();
  const visibleFields = definition.fields.filter((f) => f.visible && f.kind !== 'id');
  const counts = countFields(definition, values, Object.keys(methods.formState.errors));
  // A move inside the portal, «Выйти» or a reload asks first while the form differs from what was loaded.
  const leaveGuard = useLeaveGuard(methods.formState.isDirty);

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
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={definition.title}>
        <Stack gap="4" maxW="2xl">
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
