import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type AuditQueryInput } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit trail (newest first) with its total; `page` is one-based as shown. */
export function useAuditPage(page: number, filter: AuditQueryInput) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['audit', page, filter],
    queryFn: ({ signal }) => api.call(endpoints.audit.list, { params: { page: page - 1, size: AUDIT_PAGE_SIZE }, query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}
