import { memo } from 'react';
import { chakra, Table } from '@chakra-ui/react';
import { ND_STATUS_LABELS, type NdListRow } from '@permit/shared-contracts';
import { useSession } from '@permit/dev-kit/runtime';
import { useFavouriteIds } from '../api/favourites/use-favourite-ids';
import { canCreate } from '../lib/can-create';
import { formatDateTime } from '../lib/format-date-time';
import { useCompactLayout } from '../lib/use-compact-layout';
import { canEdit } from '../lib/can-edit';
import { STATUS_PALETTE } from '../lib/status-palette';
import { worksSummary } from '../lib/works-summary';
import { PermitCards } from './permit-cards';
import type { PermitRowsProps, PermitTableProps } from './permit-table-props';
import { RowActions } from './row-actions';
import { usePermitTableCss } from './use-permit-table-css';

/**
 * Rows and cells are plain elements styled from the table itself (use-permit-table-css.ts says why). A phone or a
 * tablet gets the same rows as cards (permit-cards.tsx): the table's seven columns do not fit there.
 */
export function PermitTable(props: PermitTableProps) {
  const compact = useCompactLayout();
  // Read here, not by the screen: the favourites arrive after the rows, and only the table needs them, so the
  // list screen (its filters, switch and pages) is not rendered again for them.
  const favouriteIds = useFavouriteIds();
  return compact ? <PermitCards {...props} favouriteIds={favouriteIds} /> : <WideTable {...props} favouriteIds={favouriteIds} />;
}

function WideTable({ rows, showStatus, basePath, caption, userId, favouriteIds }: PermitRowsProps) {
  const css = usePermitTableCss();
  const copyable = canCreate(useSession().roles);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <chakra.table css={css} aria-label={caption}>
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
          {rows.map((row) => (
            <PermitRow
              key={row.id}
              row={row}
              showStatus={showStatus}
              basePath={basePath}
              editable={canEdit(row, userId)}
              copyable={copyable}
              favourite={favouriteIds ? favouriteIds.has(row.id) : undefined}
            />
          ))}
        </tbody>
      </chakra.table>
    </Table.ScrollArea>
  );
}

interface PermitRowProps {
  row: NdListRow;
  showStatus: boolean;
  basePath: string;
  editable: boolean;
  copyable: boolean;
  favourite: boolean | undefined;
}

/**
 * One row, memoized on plain props: the list screen re-renders as its filters' lists, the favourites and the
 * session arrive, and a row whose permit and flags did not change is not rendered again.
 */
const PermitRow = memo(function PermitRow({ row, showStatus, basePath, editable, copyable, favourite }: PermitRowProps) {
  return (
    <tr>
      <td>{row.id}</td>
      <td data-column="works">{worksSummary(row)}</td>
      <td data-column="place">{row.place_detail?.place ?? '—'}</td>
      <td data-column="start">{formatDateTime(row.datetimeStart)}</td>
      {showStatus && (
        <td>
          <span data-badge="" data-palette={STATUS_PALETTE[row.status]}>
            {ND_STATUS_LABELS[row.status]}
          </span>
        </td>
      )}
      <td>
        <RowActions ndId={row.id} basePath={basePath} editable={editable} copyable={copyable} favourite={favourite} />
      </td>
    </tr>
  );
});
