import { useState } from 'react';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { catalogueByName, type CatalogueDefinition } from '@permit/shared-contracts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, ListPagination, LoadingState, NotFound, useRemote } from '@permit/dev-kit/runtime';
import { readApiError } from '../../../shared/api-error';
import { useCatalogueRows } from '../api/use-catalogue-rows';
import { useDeleteItem } from '../api/use-delete-item';
import { CatalogueTable, type RowRef } from './catalogue-table';
import { DeleteDialog } from './delete-dialog';

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A 404 here means the API does not serve this catalogue yet, which deserves its own plain words. */
function errorTitle(error: unknown): string | undefined {
  return readApiError(error)?.status === 404 ? 'Справочник пока недоступен на сервере' : undefined;
}

function CatalogueList({ definition }: { definition: CatalogueDefinition }) {
  const { basePath } = useRemote();
  const listPath = `${basePath}/${definition.name}`;
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { rows, count } = useCatalogueRows(definition, page);
  const remove = useDeleteItem(definition);
  const [toDelete, setToDelete] = useState<RowRef | null>(null);

  const setPage = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('page', String(next));
      return updated;
    });
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
          {definition.title}
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to={`${listPath}/add`}>Добавить</RouterLink>
        </Button>
      </HStack>
      {rows.isPending && <LoadingState label="Загрузка справочника…" />}
      {rows.isError && <ErrorState error={rows.error} title={errorTitle(rows.error)} onRetry={() => void rows.refetch()} />}
      {rows.data && rows.data.length === 0 && <EmptyState title="Записей нет" description="Добавьте первую запись кнопкой «Добавить»." />}
      {rows.data && rows.data.length > 0 && (
        <>
          <CatalogueTable definition={definition} rows={rows.data} editPath={(id) => `${listPath}/${id}`} onDelete={setToDelete} />
          {count.data !== undefined && (
            <ListPagination page={page} count={count.data} pageSize={definition.pageSize} onPageChange={setPage} />
          )}
        </>
      )}
      <DeleteDialog
        label={toDelete?.label ?? null}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={closeDialog}
      />
    </Stack>
  );
}

/** /admin/{name}: the list of one catalogue, or not-found for a name no definition has. */
export function CatalogueListPage() {
  const { name = '' } = useParams();
  const { basePath } = useRemote();
  const definition = catalogueByName(name);
  if (!definition) return <NotFound backTo={basePath} backLabel="К списку справочников" />;
  return <CatalogueList key={definition.name} definition={definition} />;
}
