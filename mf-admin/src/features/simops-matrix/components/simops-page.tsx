import { useMemo, useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SimopsRule } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, useRemote } from '@permit/dev-kit/runtime';
import { DeleteDialog } from '../../../lib/delete-dialog';
import { useDeleteSimopsRule } from '../api/use-delete-simops-rule';
import { useSimopsRules } from '../api/use-simops-rules';
import { SIMOPS_PATH } from '../model/simops-path';
import { pairLabel, SimopsTable } from './simops-table';

const byPair = (a: SimopsRule, b: SimopsRule) => a.typeAName.localeCompare(b.typeAName, 'ru') || a.typeBName.localeCompare(b.typeBName, 'ru');

/**
 * /admin/simops: the matrix of permit-type pairs the start check consults when two works share a zone
 * and a time (docs/domain.md «Совмещение работ»). A pair without a row is forbidden, which the page says.
 */
export function SimopsPage() {
  const { basePath } = useRemote();
  const listPath = `${basePath}/${SIMOPS_PATH}`;
  const rules = useSimopsRules();
  const remove = useDeleteSimopsRule();
  const [toDelete, setToDelete] = useState<SimopsRule | null>(null);
  const sorted = useMemo(() => (rules.data ? [...rules.data].sort(byPair) : []), [rules.data]);

  const closeDialog = () => {
    setToDelete(null);
    remove.reset();
  };
  const confirmDelete = () => {
    if (toDelete) remove.mutate(toDelete.id, { onSuccess: closeDialog });
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Совмещение работ (SIMOPS)
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to={`${listPath}/add`}>Добавить</RouterLink>
        </Button>
      </HStack>
      <Text color="fg.muted">
        Решение для пары видов работ, которые ведутся в одной зоне в одно время. Пара, которой нет в списке, запрещена: начать работы при действующем
        наряде такой пары нельзя.
      </Text>
      {rules.isPending && <LoadingState label="Загрузка правил…" />}
      {rules.isError && <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.data && sorted.length === 0 && (
        <EmptyState title="Правил пока нет" description="Все пары видов работ запрещены. Добавьте разрешённые пары кнопкой «Добавить»." />
      )}
      {sorted.length > 0 && <SimopsTable rules={sorted} editPath={(id) => `${listPath}/${id}`} onDelete={setToDelete} />}
      <DeleteDialog
        label={toDelete ? pairLabel(toDelete) : null}
        consequence="После удаления совмещение этих видов работ будет запрещено."
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={closeDialog}
      />
    </Stack>
  );
}
