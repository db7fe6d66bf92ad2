import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '@permit/dev-kit/runtime';
import { AUDIT_PAGE_SIZE, useAuditPage } from '../api/use-audit-page';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';

const FILTER_KEYS = ['entityType', 'action', 'dateFrom', 'dateTo'] as const;

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin/audit: «Журнал действий», read-only. Page and filters live in the address, so a filtered view
 * can be bookmarked and the browser's back button steps through them.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const values: AuditFilterValues = {
    entityType: params.get('entityType') ?? '',
    action: params.get('action') ?? '',
    dateFrom: params.get('dateFrom') ?? '',
    dateTo: params.get('dateTo') ?? '',
  };
  const query = Object.fromEntries(FILTER_KEYS.filter((k) => values[k] !== '').map((k) => [k, values[k]]));
  const audit = useAuditPage(page, query);

  const update = (changes: Record<string, string>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Журнал действий
      </Heading>
      <Text color="fg.muted">Изменения справочников и пользователей, движение наряд-допусков вашей организации.</Text>
      <AuditFilters values={values} onChange={(key, value) => update({ [key]: value, page: '' })} />
      {audit.isPending && <LoadingState label="Загрузка журнала…" />}
      {audit.isError && <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && audit.data.data.length === 0 && <EmptyState title="Записей нет" description="Измените фильтры или зайдите позже." />}
      {audit.data && audit.data.data.length > 0 && (
        <>
          <AuditTable entries={audit.data.data} />
          <ListPagination page={page} count={audit.data.count} pageSize={AUDIT_PAGE_SIZE} onPageChange={(p) => update({ page: String(p) })} />
        </>
      )}
    </Stack>
  );
}
