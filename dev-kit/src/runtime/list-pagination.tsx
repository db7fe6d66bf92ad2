import { memo, useMemo } from 'react';
import { chakra, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { usePagination } from '@chakra-ui/react/pagination';

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
 * The pager's look, resolved once for the pager: its buttons are plain elements (with the pagination machine's
 * props: labels, aria-current, disabled ends) under these rules, the theme's own small ghost and outline buttons.
 * As Chakra's Pagination parts and IconButtons they were about fifteen style resolutions and style insertions on
 * every list load, on the way to its rows (docs/performance.md «Повторные рендеры списка»).
 */
function usePagerCss(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: '3',
      mt: '4',
      '& > p': { color: 'fg.muted', fontSize: 'sm' },
      '& nav': { display: 'flex', alignItems: 'center', gap: '2' },
      '& nav button': { ...button({ size: 'sm', variant: 'ghost' }), px: '0' },
      '& nav button[aria-current=page]': button({ size: 'sm', variant: 'outline' }),
      // Nine 44 px page buttons are wider than a phone: there the pager is «‹ 3 из 12 ›».
      '& [data-pages]': { display: { base: 'none', md: 'contents' } },
      '& [data-part=ellipsis]': { minW: '9', textAlign: 'center', color: 'fg.muted' },
      '& [data-page-text]': { display: { base: 'block', md: 'none' }, px: '2', fontSize: 'sm', whiteSpace: 'nowrap' },
    }),
    [button],
  );
}

/**
 * The total always shows; the pager only when there is more than one page. Memoized: a list screen renders again
 * for answers that leave the pager as it was, so the screen passes a stable onPageChange.
 */
export const ListPagination = memo(function ListPagination({ page, count, pageSize, onPageChange }: ListPaginationProps) {
  const css = usePagerCss();
  return (
    <chakra.div css={css}>
      <p>Всего: {count}</p>
      {count > pageSize && <Pager page={page} count={count} pageSize={pageSize} onPageChange={onPageChange} />}
    </chakra.div>
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
