import { Alert, Button, Field, HStack, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { ERROR_TEXTS, SIMOPS_DECISION_LABELS, SIMOPS_DECISIONS, type SimopsRuleSave, type TypeNd } from '@permit/shared-contracts';
import { useKeptDraft } from '@permit/dev-kit/kept-draft';
import { KeptDraftNotice } from '@permit/dev-kit/kept-draft-notice';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiErrorText } from '../../../lib/api-error';
import { adminDraftKey, draftStartValues, useFormDraft } from '../../../lib/use-form-draft';
import { useSaveSimopsRule } from '../api/use-save-simops-rule';
import { ruleResolver } from '../model/rule-resolver';
import { keptRuleValuesSchema, RULE_FIELD_LABELS, type RuleFormValues } from '../model/rule-form-values';
import { SIMOPS_PATH } from '../model/simops-path';

interface SimopsFormProps {
  /** The rule being changed; absent for a new one. */
  id?: number;
  /** The rule as loaded (empty for a new one): what the form compares with, and what «Отбросить» returns to. */
  defaultValues: RuleFormValues;
  types: TypeNd[];
  listPath: string;
}

type RuleControl = Control<RuleFormValues, unknown, SimopsRuleSave>;

function TypeSelect({ control, name, types }: { control: RuleControl; name: 'typeA' | 'typeB'; types: TypeNd[] }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field.Root invalid={Boolean(fieldState.error)} required>
      <Field.Label>
        {RULE_FIELD_LABELS[name]}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={field.ref}
          name={name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.currentTarget.value)}
        >
          <option value="">Не выбрано</option>
          {types.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.type}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A pair of permit types and the decision for it. The same type may be chosen twice (two works of one
 * kind side by side); the order of the two does not matter, the server stores the pair normalized.
 */
export function SimopsForm({ id, defaultValues, types, listPath }: SimopsFormProps) {
  const draftKey = adminDraftKey(SIMOPS_PATH, id);
  const draft = useKeptDraft(draftKey, keptRuleValuesSchema);
  const form = useForm<RuleFormValues, unknown, SimopsRuleSave>({
    defaultValues: draftStartValues(defaultValues, draft.kept),
    resolver: ruleResolver(id),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState } = form;
  const decision = useController({ control, name: 'decision' });
  const conditions = useController({ control, name: 'conditions' });
  const chosen = useWatch({ control, name: 'decision' });
  const save = useSaveSimopsRule();
  const navigate = useNavigate();
  // A move inside the portal, «Выйти» or a reload asks first while the rule differs from what was loaded; a
  // session ending under it keeps the input for the same user's next sign-in.
  const { leaveGuard, formRef, discard } = useFormDraft(draftKey, draft, form, defaultValues);
  // On failure the form stays as it is, so nothing the admin typed is lost.
  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        leaveGuard.release();
        navigate(listPath);
      },
    }),
  );
  const rootError = formState.errors.root?.message;

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Правило совмещения работ">
      <Stack gap="4" maxW="2xl">
        {draft.kept && <KeptDraftNotice at={draft.kept.at} fromServer={id !== undefined} onDiscard={discard} />}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <TypeSelect control={control} name="typeA" types={types} />
          <TypeSelect control={control} name="typeB" types={types} />
        </Stack>
        <Field.Root invalid={Boolean(decision.fieldState.error)} required>
          <RadioGroup.Root
            name="decision"
            value={decision.field.value || null}
            onValueChange={(details) => decision.field.onChange(details.value ?? '')}
            aria-invalid={decision.fieldState.error ? true : undefined}
          >
            <RadioGroup.Label>
              {RULE_FIELD_LABELS.decision}
              <Field.RequiredIndicator />
            </RadioGroup.Label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="2">
              {SIMOPS_DECISIONS.map((value) => (
                <RadioGroup.Item key={value} value={value} minH={{ base: '11', lg: '8' }}>
                  <RadioGroup.ItemHiddenInput onBlur={decision.field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{SIMOPS_DECISION_LABELS[value]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Field.ErrorText>{decision.fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
        {chosen === 'conditional' && (
          <Field.Root invalid={Boolean(conditions.fieldState.error)} required>
            <Field.Label>
              {RULE_FIELD_LABELS.conditions}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              ref={conditions.field.ref}
              name="conditions"
              rows={3}
              autoresize
              value={conditions.field.value}
              onBlur={conditions.field.onBlur}
              onChange={(e) => conditions.field.onChange(e.target.value)}
            />
            <Field.HelperText>Их увидит и подтвердит исполнитель при начале работ.</Field.HelperText>
            <Field.ErrorText>{conditions.fieldState.error?.message}</Field.ErrorText>
          </Field.Root>
        )}
        {(save.isError || rootError) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{ERROR_TEXTS.saveFailed}</Alert.Title>
              {/* A 409 (the pair already has a rule) carries the server's Russian explanation. */}
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
  );
}
