import { memo } from 'react';
import { adoptStaticCss, useSession } from '@permit/dev-kit/runtime';
import { useFavouriteIds } from '../api/favourites/use-favourite-ids';
import { canCreate } from '../lib/can-create';
import { formatDateTime } from '../lib/format-date-time';
import { useCompactLayout } from '../lib/use-compact-layout';
import { canEdit } from '../lib/can-edit';
import { worksSummary } from '../lib/works-summary';
import { PermitCards } from './permit-cards';
import type { PermitItemProps, PermitRowsProps, PermitTableProps } from './permit-table-props';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';
import { PERMIT_TABLE } from './permit-table-css';
import tableSheet from './permit-table-css?static-css';

adoptStaticCss(tableSheet);

/**
 * Rows and cells are plain elements styled by the table's prebuilt rules (permit-table-css.ts says why). A phone or a
 * tablet gets the same rows as cards (permit-cards.tsx): the table's seven columns do not fit there.
 */
export function PermitTable(props: PermitTableProps) {
  const compact = useCompactLayout();
  // Read here, not by the screen: the favourites arrive after the rows, and only the table needs them, so the
  // list screen (its filters, switch and pages) is not rendered again for them.
  const favouriteIds = useFavouriteIds();
  const copyable = canCreate(useSession().roles);
  const { rows, showStatus, basePath, caption, userId } = props;
  const items = rows.map((row): PermitItemProps => ({
    row,
    showStatus,
    basePath,
    editable: canEdit(row, userId),
    copyable,
    favourite: favouriteIds ? favouriteIds.has(row.id) : undefined,
  }));
  const Layout = compact ? PermitCards : WideTable;
  return <Layout items={items} showStatus={showStatus} caption={caption} />;
}

function WideTable({ items, showStatus, caption }: PermitRowsProps) {
  return (
    <div className={PERMIT_TABLE.scrollArea}>
      <table className={PERMIT_TABLE.table} aria-label={caption}>
        <thead>
          <tr>
            <th>№</th>
            <th>Содержание работ</th>
            <th>Место проведения работ</th>
            <th>Плановое начало</th>
            {showStatus && <th>Статус</th>}
            <th>Действия</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <PermitRow key={item.row.id} {...item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One row, memoized on plain props: the list screen re-renders as its filters' lists, the favourites and the
 * session arrive, and a row whose permit and flags did not change is not rendered again.
 */
const PermitRow = memo(function PermitRow({ row, showStatus, basePath, editable, copyable, favourite }: PermitItemProps) {
  return (
    <tr>
      <td>{row.id}</td>
      <td data-column="works">{worksSummary(row)}</td>
      <td data-column="place">{row.place_detail?.place ?? '—'}</td>
      <td data-column="start">{formatDateTime(row.datetimeStart)}</td>
      {showStatus && (
        <td>
          <StatusBadge status={row.status} />
        </td>
      )}
      <td>
        <RowActions ndId={row.id} basePath={basePath} editable={editable} copyable={copyable} favourite={favourite} />
      </td>
    </tr>
  );
});
