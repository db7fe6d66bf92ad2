import { usePagination } from '@chakra-ui/react/pagination';
import type { ListPaginationProps } from './list-pagination';

/** Chakra's pagination labels are English by default; the portal's UI is Russian. */
const TRANSLATIONS = {
  rootLabel: 'Страницы списка',
  prevTriggerLabel: 'Предыдущая страница',
  nextTriggerLabel: 'Следующая страница',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) => `Страница ${page} из ${totalPages}`,
};

/** The page buttons of list-pagination.tsx, from Ark's pagination machine. */
export function Pager({ page, count, pageSize, onPageChange }: ListPaginationProps) {
  const pagination = usePagination({
    count,
    pageSize,
    page,
    siblingCount: 1,
    translations: TRANSLATIONS,
    onPageChange: (details) => onPageChange(details.page),
  });
  return (
    <nav {...pagination.getRootProps()}>
      <button {...pagination.getPrevTriggerProps()}>‹</button>
      <span data-pages="">
        {pagination.pages.map((item, index) =>
          item.type === 'page' ? (
            <button key={item.value} {...pagination.getItemProps(item)}>
              {item.value}
            </button>
          ) : (
            <span key={`ellipsis-${index}`} {...pagination.getEllipsisProps({ index })}>
              …
            </span>
          ),
        )}
      </span>
      <span data-page-text="">{`${pagination.page} из ${pagination.totalPages}`}</span>
      <button {...pagination.getNextTriggerProps()}>›</button>
    </nav>
  );
}
