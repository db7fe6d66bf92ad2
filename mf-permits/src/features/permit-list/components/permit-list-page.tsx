import { useMemo } from 'react';
import { Flex, Heading, Stack } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE, ND_STATUS_LABELS, type NdScope, type NdStatus } from '@permit/shared-contracts';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, ListPagination, LoadingState, useRemote, useSession } from '@permit/dev-kit/runtime';
import { buildSearchQuery } from '../api/build-search-query';
import { usePermitSearch } from '../api/use-permit-search';
import { useRefetchOnNdChanged } from '../api/use-refetch-on-nd-changed';
import { parsePage, parseScope } from '../utils/list-search-params';
import { PermitTable } from './permit-table';
import { ScopeSelect } from './scope-select';

/** The permit list (/nd) and every status list (/nd/{slug}) share this screen (spec section 2). */
export function PermitListPage({ status }: { status?: NdStatus }) {
  const { profile } = useSession();
  const { basePath } = useRemote();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const scope = parseScope(params.get('scope'));
  // The default scope needs the user's organization, which arrives with the profile after login.
  const query = useMemo(() => (profile ? buildSearchQuery({ scope, status }, profile) : null), [profile, scope, status]);
  const search = usePermitSearch(page - 1, query);
  useRefetchOnNdChanged();

  const title = status ? `Наряд-допуски: ${ND_STATUS_LABELS[status]}` : 'Наряд-допуски';

  const update = (changes: { page?: number; scope?: NdScope }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.scope) {
        next.set('scope', changes.scope);
        next.delete('page');
      }
      if (changes.page) next.set('page', String(changes.page));
      return next;
    });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="end" wrap="wrap" gap="4">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <ScopeSelect value={scope} onChange={(next) => update({ scope: next })} />
      </Flex>
      {!profile && <LoadingState label="Загрузка профиля пользователя…" />}
      {profile && search.isPending && <LoadingState label="Загрузка наряд-допусков…" />}
      {search.isError && <ErrorState error={search.error} onRetry={() => void search.refetch()} />}
      {search.data && search.data.data.length === 0 && <EmptyState title="Наряд-допусков нет" />}
      {search.data && search.data.data.length > 0 && (
        <>
          <PermitTable rows={search.data.data} showStatus={!status} basePath={basePath} caption={title} />
          <ListPagination
            page={page}
            count={search.data.count}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </Stack>
  );
}
