import { memo } from 'react';
import { loadable } from './loadable';
import { OptionalPart } from './optional-part';
import { adoptStaticCss } from './adopt-static-css';
import { LIST_PAGINATION } from './list-pagination-css';
import pagerSheet from './list-pagination-css?static-css';

adoptStaticCss(pagerSheet);

export interface ListPaginationProps {
  /** One-based, as the user sees it. */
  page: number;
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * The page buttons come with Ark's pagination machine (zag's core, its React adapter and the machine, ≈ 9 KB
 * gzip in three requests); loaded on their own, they no longer delay a list's first rows, below which they sit.
 * Should they not arrive, the list stays, with its total and a retry in their place.
 */
const Pager = loadable(() => import('./list-pager').then((m) => m.Pager), null);

/**
 * The total always shows; the pager only when there is more than one page. Plain elements styled by the
 * prebuilt rules of list-pagination-css.ts. Memoized: a list screen renders again
 * for answers that leave the pager as it was, so the screen passes a stable onPageChange.
 */
export const ListPagination = memo(function ListPagination({ page, count, pageSize, onPageChange }: ListPaginationProps) {
  return (
    <div className={LIST_PAGINATION}>
      <p>Всего: {count}</p>
      {count > pageSize && (
        <OptionalPart
          name="страницы списка"
          fallback={(retry) => (
            <p role="alert">
              Кнопки страниц не загрузились.
              <button type="button" onClick={retry}>
                Повторить
              </button>
            </p>
          )}
        >
          <Pager page={page} count={count} pageSize={pageSize} onPageChange={onPageChange} />
        </OptionalPart>
      )}
    </div>
  );
});
