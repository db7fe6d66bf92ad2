import { memo } from 'react';
import { usePagination } from '@chakra-ui/react/pagination';
import { adoptStaticCss } from './adopt-static-css';
import { LIST_PAGINATION } from './list-pagination-css';
import pagerSheet from './list-pagination-css?static-css';

adoptStaticCss(pagerSheet);

interface ListPaginationProps {
  /** One-based, as the user sees it. */
  page: number;
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Chakra's pagination labels are English by default; the portal's UI is Russian. */
const TRANSLATIONS = {
  rootLabel: 'Страницы списка',
  prevTriggerLabel: 'Предыдущая страница',
  nextTriggerLabel: 'Следующая страница',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) => `Страница ${page} из ${totalPages}`,
};

/**
 * The total always shows; the pager only when there is more than one page. Plain elements styled by the
 * prebuilt rules of list-pagination-css.ts. Memoized: a list screen renders again
 * for answers that leave the pager as it was, so the screen passes a stable onPageChange.
 */
export const ListPagination = memo(function ListPagination({ page, count, pageSize, onPageChange }: ListPaginationProps) {
  return (
    <div className={LIST_PAGINATION}>
      <p>Всего: {count}</p>
      {count > pageSize && <Pager page={page} count={count} pageSize={pageSize} onPageChange={onPageChange} />}
    </div>
  );
});

function Pager({ page, count, pageSize, onPageChange }: ListPaginationProps) {
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
