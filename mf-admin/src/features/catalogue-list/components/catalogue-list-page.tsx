import { useState } from 'react';
import { Button, chakra, Heading, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { catalogueByName, type CatalogueDefinition } from '@permit/shared-contracts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, ListPagination, LoadingState, NotFound, useRemote } from '@permit/dev-kit/runtime';
import { readApiError } from '../../../lib/api-error';
import { useCatalogueRows } from '../api/use-catalogue-rows';
import { useDeleteItem } from '../api/use-delete-item';
import { PAGE_SIZE_CHOICES, parsePageSize } from '../utils/page-size';
import { parseSort } from '../utils/sort-rows';
import { CatalogueTable, type RowRef } from './catalogue-table';
import { CountUnavailable } from './count-unavailable';
import { DeleteDialog } from '../../../lib/delete-dialog';

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
  const size = parsePageSize(params.get('size'), definition.pageSize);
  const sort = parseSort(params.get('sort'), params.get('dir'), definition.columns.length, definition.sortable);
  const { rows, count } = useCatalogueRows(definition, page, size, sort);
  const remove = useDeleteItem(definition);
  const [toDelete, setToDelete] = useState<RowRef | null>(null);

  const setPage = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('page', String(next));
      return updated;
    });
  /** A new order or page size starts again from the first page. */
  const setView = (changes: Record<string, string>) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) updated.set(key, value);
      updated.delete('page');
      return updated;
    });
  // A click on the sorted column turns its order round; another column starts ascending.
  const toggleSort = (column: number) => setView({ sort: String(column), dir: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc' });
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
      {rows.data && rows.data.length === 0 && (page === 1 || count.data === 0) && (
        <EmptyState title="Записей нет" description="Добавьте первую запись кнопкой «Добавить»." />
      )}
      {/* A page past the end: its last rows were deleted, or an old link. The records are still there. */}
      {rows.data && rows.data.length === 0 && page > 1 && count.data !== 0 && (
        <EmptyState
          title={`На странице ${page} записей нет`}
          description="Записи справочника — на предыдущих страницах."
          action={{ label: 'К первой странице', onClick: () => setPage(1) }}
        />
      )}
      {rows.data && rows.data.length > 0 && (
        <>
          <CatalogueTable
            definition={definition}
            rows={rows.data}
            editPath={(id) => `${listPath}/${id}`}
            onDelete={setToDelete}
            sort={sort}
            onSort={toggleSort}
          />
          {count.data !== undefined ? (
            <ListPagination page={page} count={count.data} pageSize={size > 0 ? size : Math.max(count.data, 1)} onPageChange={setPage} />
          ) : (
            count.isError && (
              <CountUnavailable
                page={page}
                hasNext={size > 0 && rows.data.length >= size}
                retrying={count.isFetching}
                onRetry={() => void count.refetch()}
                onPageChange={setPage}
              />
            )
          )}
        </>
      )}
      {rows.data && rows.data.length > 0 && (
        <HStack gap="2">
          <chakra.label htmlFor="catalogue-page-size" textStyle="sm">
            Строк на странице
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field id="catalogue-page-size" value={String(size)} onChange={(e) => setView({ size: e.currentTarget.value })}>
              {PAGE_SIZE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice > 0 ? choice : 'Все'}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      )}
      <DeleteDialog label={toDelete?.label ?? null} pending={remove.isPending} error={remove.error} onConfirm={confirmDelete} onClose={closeDialog} />
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
