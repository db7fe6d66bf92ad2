import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { Transition } from '@permit/shared-contracts';
import { ErrorState, LoadingState, useSession } from '@permit/dev-kit/runtime';
import { useCatalogueList } from '../../../api/lookups/use-catalogue-list';
import { usePermit } from '../../../api/permits/use-permit';
import { availableMoves } from '../../permit-show/model/available-moves';
import { MoveDialog } from '../../permit-show/components/move-dialog';

/**
 * The moves of one worklist row, offered once the user asks: the permit and its type's route load then
 * (not for every row of the list), and each move opens the same dialog as the permit's page.
 */
export function WorklistRowMoves({ ndId }: { ndId: number }) {
  const { profile } = useSession();
  const permit = usePermit(ndId);
  const types = useCatalogueList('typeNd');
  const [move, setMove] = useState<Transition | null>(null);
  const nd = permit.data;
  if (permit.isPending || types.isPending) return <LoadingState label="Загрузка действий…" />;
  if (!nd || !types.data) {
    const retry = () => {
      if (permit.isError) void permit.refetch();
      if (types.isError) void types.refetch();
    };
    return <ErrorState error={permit.error ?? types.error} title="Не удалось загрузить действия" onRetry={retry} />;
  }
  const route = types.data.find((t) => t.id === nd.type_detail?.id)?.route ?? [];
  const moves = availableMoves(nd, route, profile?.id);
  return (
    <>
      {moves.length === 0 && <Text color="fg.muted">Сейчас у вас нет действий по этому наряд-допуску</Text>}
      <HStack gap="2" wrap="wrap">
        {moves.map((t) => (
          <Button key={`${t.to}-${t.label}`} size="xs" colorPalette="blue" variant="outline" onClick={() => setMove(t)}>
            {t.label}
          </Button>
        ))}
      </HStack>
      <MoveDialog nd={nd} move={move} onClose={() => setMove(null)} />
    </>
  );
}
