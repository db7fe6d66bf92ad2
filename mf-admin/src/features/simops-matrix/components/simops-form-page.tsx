import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFound, useRemote } from '@permit/dev-kit/runtime';
import { usePermitTypes } from '../api/use-permit-types';
import { useSimopsRules } from '../api/use-simops-rules';
import { emptyRuleValues, valuesFromRule } from '../model/rule-form-values';
import { SIMOPS_PATH } from '../model/simops-path';
import { SimopsForm } from './simops-form';

/**
 * /admin/simops/add and /admin/simops/{id}. The matrix has no get-by-id call: the rule is found in the
 * full list, which is read fresh when the form opens so it never starts from a stale copy.
 */
export function SimopsFormPage() {
  const { id: rawId } = useParams();
  const { basePath } = useRemote();
  const listPath = `${basePath}/${SIMOPS_PATH}`;
  const id = rawId === undefined ? undefined : Number(rawId);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const types = usePermitTypes();
  const rules = useSimopsRules();

  if (!validId) return <NotFound backTo={listPath} backLabel="К правилам совмещения работ" />;
  const rule = id === undefined ? undefined : rules.data?.find((r) => r.id === id);
  if (id !== undefined && rules.data && !rule) return <NotFound backTo={listPath} backLabel="К правилам совмещения работ" />;
  const failed = types.isError ? types : id !== undefined && rules.isError ? rules : null;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Совмещение работ (SIMOPS): {id === undefined ? 'новое правило' : 'изменение'}
      </Heading>
      {failed && <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />}
      {!failed && (types.isPending || (id !== undefined && rules.isPending)) && <LoadingState label="Загрузка…" />}
      {types.data && (id === undefined || rule) && (
        <SimopsForm
          key={id ?? 'new'}
          id={id}
          defaultValues={rule ? valuesFromRule(rule) : emptyRuleValues()}
          types={types.data}
          listPath={listPath}
        />
      )}
    </Stack>
  );
}
