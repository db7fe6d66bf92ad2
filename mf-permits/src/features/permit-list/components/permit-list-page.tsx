import { useCallback, useDeferredValue, useMemo } from 'react';
import { ALL_ROWS_SIZE, DEFAULT_PAGE_SIZE, ND_STATUS_LABELS, type NdScope, type NdStatus } from '@permit/shared-contracts';
import { useSearchParams } from 'react-router-dom';
import { adoptStaticCss, EmptyState, ErrorState, ListPagination, LoadingState, useRemote, useSession } from '@permit/dev-kit/runtime';
import { PermitTable } from '../../../components/permit-table';
import { buildSearchQuery, type ListFilters } from '../api/build-search-query';
import { usePermitSearch } from '../api/use-permit-search';
import { useRefetchOnNdChanged } from '../api/use-refetch-on-nd-changed';
import { hasFilters, parseFilters, parsePage, parseScope, writeFilters } from '../utils/list-search-params';
import { FilterBar } from './filter-bar';
import { ListHeader } from './list-header';
import { ShowAllSwitch } from './show-all-switch';
import { canCreate } from '../../../lib/can-create';
import { PERMIT_LIST_PAGE } from './permit-list-page-css';
import pageSheet from './permit-list-page-css?static-css';

adoptStaticCss(pageSheet);

/** The permit list (/nd) and every status list (/nd/{slug}) share this screen (docs/architecture.md «Поведение клиента»). */
export function PermitListPage({ status }: { status?: NdStatus }) {
  const { profile, roles } = useSession();
  const { basePath } = useRemote();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const scope = parseScope(params.get('scope'));
  const showAll = params.get('all') === '1';
  const paramsKey = params.toString();
  // Keyed on the URL text so the filter bar gets a new object only when the URL really changed.
  const filters = useMemo(() => parseFilters(new URLSearchParams(paramsKey)), [paramsKey]);
  // The default scope needs the user's organization, which arrives with the profile after login.
  const query = useMemo(() => (profile ? buildSearchQuery({ scope, status, filters }, profile) : null), [profile, scope, status, filters]);
  const search = usePermitSearch(showAll ? 0 : page - 1, showAll ? ALL_ROWS_SIZE : DEFAULT_PAGE_SIZE, query);
  // react-query renders an answer at once, in one task; the table (up to all rows) renders from this copy as a
  // transition, which yields to the browser every few milliseconds. Until then the loading text stays. The same
  // on the first render, when the rows are already here (the page's data prefetch, a list opened again): rendered
  // with the page they made its mount a long task on a phone (docs/performance.md, A/B of 30.11).
  const data = useDeferredValue(search.data ?? null, null) ?? undefined;
  useRefetchOnNdChanged();

  const title = status ? `Наряд-допуски: ${ND_STATUS_LABELS[status]}` : 'Наряд-допуски';

  // Stable between URL changes (setParams changes only with the URL), so the memoized header, filter bar,
  // switch and pager are not rendered again when the rows or the session arrive.
  const update = useCallback(
    (changes: { page?: number; scope?: NdScope; all?: boolean; filters?: ListFilters }) =>
      setParams((previous) => {
        let next = new URLSearchParams(previous);
        if (changes.filters) next = writeFilters(next, changes.filters);
        if (changes.scope) {
          next.set('scope', changes.scope);
          next.delete('page');
        }
        if (changes.all !== undefined) {
          if (changes.all) next.set('all', '1');
          else next.delete('all');
          next.delete('page');
        }
        if (changes.page) next.set('page', String(changes.page));
        return next;
      }),
    [setParams],
  );
  const onScopeChange = useCallback((next: NdScope) => update({ scope: next }), [update]);
  const onApply = useCallback((next: ListFilters) => update({ filters: next }), [update]);
  const onShowAll = useCallback((all: boolean) => update({ all }), [update]);
  const onPageChange = useCallback((next: number) => update({ page: next }), [update]);

  return (
    <div className={PERMIT_LIST_PAGE}>
      <ListHeader title={title} scope={scope} onScopeChange={onScopeChange} createPath={canCreate(roles) ? `${basePath}/add` : undefined} />
      {/* The selects' reference lists wait for the first page of permits to be on screen: the server answers the
          rows the user came for first (the embedded database answers one request at a time), and their answers,
          arriving while the rows render as a transition, would each restart that render. */}
      <FilterBar value={filters} showStatus={!status} onApply={onApply} loadOptions={data !== undefined || search.isError} />
      <ShowAllSwitch checked={showAll} onChange={onShowAll} />
      {!profile && <LoadingState label="Загрузка профиля пользователя…" />}
      {profile && !search.isError && !data && <LoadingState label="Загрузка наряд-допусков…" />}
      {search.isError && <ErrorState error={search.error} onRetry={() => void search.refetch()} />}
      {data && data.data.length === 0 && (data.count === 0 || showAll || page === 1) && (
        <EmptyState title="Наряд-допусков нет" description={hasFilters(filters) ? 'Измените или сбросьте фильтры.' : undefined} />
      )}
      {/* A page past the end (permits moved out of this list, an old link): the list has rows, on earlier pages. */}
      {data && data.data.length === 0 && data.count > 0 && !showAll && page > 1 && (
        <EmptyState
          title={`На странице ${page} наряд-допусков нет`}
          description={`Всего в списке: ${data.count}.`}
          action={{ label: 'К первой странице', onClick: () => onPageChange(1) }}
        />
      )}
      {data && data.data.length > 0 && (
        <>
          <PermitTable rows={data.data} showStatus={!status} basePath={basePath} caption={title} userId={profile?.id} />
          <ListPagination
            page={showAll ? 1 : page}
            count={data.count}
            // In the all-rows variant every row is on the one page, so only the total shows.
            pageSize={showAll ? Math.max(data.count, 1) : DEFAULT_PAGE_SIZE}
            onPageChange={onPageChange}
          />
        </>
      )}
    </div>
  );
}
