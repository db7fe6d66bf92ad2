import { useMemo } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { EmptyState, ErrorState, LoadingState, useRemote, useSession } from '@permit/dev-kit/runtime';
import { PermitTable } from '../../../components/permit-table';
import { useFavourites } from '../../../api/favourites/use-favourites';

const TITLE = 'Избранные наряд-допуски';

/** /nd/fav: the user's favourites; a star in a row removes it, and the list reloads (docs/architecture.md «Поведение клиента»). */
export function FavouritesPage() {
  const { basePath } = useRemote();
  const { profile } = useSession();
  const favourites = useFavourites();
  const rows = useMemo(() => favourites.data?.map((f) => f.nd_detail) ?? [], [favourites.data]);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {TITLE}
      </Heading>
      {favourites.isPending && <LoadingState label="Загрузка избранного…" />}
      {favourites.isError && <ErrorState error={favourites.error} onRetry={() => void favourites.refetch()} />}
      {favourites.data && rows.length === 0 && (
        <EmptyState title="В избранном пусто" description="Отметьте наряд-допуск звёздочкой в списке, и он появится здесь." />
      )}
      {rows.length > 0 && (
        <>
          <PermitTable rows={rows} showStatus basePath={basePath} caption={TITLE} userId={profile?.id} />
          <Text color="fg.muted" fontSize="sm">
            Всего: {rows.length}
          </Text>
        </>
      )}
    </Stack>
  );
}
