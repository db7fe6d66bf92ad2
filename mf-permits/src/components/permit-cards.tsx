import { memo } from 'react';
import { chakra } from '@chakra-ui/react';
import { ND_STATUS_LABELS, type NdListRow } from '@permit/shared-contracts';
import { useSession } from '@permit/dev-kit/runtime';
import { canCreate } from '../lib/can-create';
import { canEdit } from '../lib/can-edit';
import { formatDateTime } from '../lib/format-date-time';
import { STATUS_PALETTE } from '../lib/status-palette';
import { worksSummary } from '../lib/works-summary';
import type { PermitRowsProps } from './permit-table-props';
import { RowActions } from './row-actions';
import { usePermitCardsCss } from './use-permit-cards-css';

/** The permit list on a phone or a tablet: one card per permit (number, status, works, place, start, actions) instead of a wide table. */
export function PermitCards({ rows, showStatus, basePath, caption, userId, favouriteIds }: PermitRowsProps) {
  const css = usePermitCardsCss();
  const copyable = canCreate(useSession().roles);
  return (
    <chakra.ul css={css} aria-label={caption}>
      {rows.map((row) => (
        <PermitCard
          key={row.id}
          row={row}
          showStatus={showStatus}
          basePath={basePath}
          editable={canEdit(row, userId)}
          copyable={copyable}
          favourite={favouriteIds ? favouriteIds.has(row.id) : undefined}
        />
      ))}
    </chakra.ul>
  );
}

interface PermitCardProps {
  row: NdListRow;
  showStatus: boolean;
  basePath: string;
  editable: boolean;
  copyable: boolean;
  favourite: boolean | undefined;
}

/**
 * One card, memoized on plain props as the table's rows are: the favourites arrive after the rows, and without
 * this every card of a phone's list was rendered a second time for them.
 */
const PermitCard = memo(function PermitCard({ row, showStatus, basePath, editable, copyable, favourite }: PermitCardProps) {
  return (
    <li>
      <div data-head="">
        <h2>№ {row.id}</h2>
        {showStatus && (
          <span data-badge="" data-palette={STATUS_PALETTE[row.status]}>
            {ND_STATUS_LABELS[row.status]}
          </span>
        )}
      </div>
      <p data-works="">{worksSummary(row)}</p>
      <dl>
        <dt>Место</dt>
        <dd>{row.place_detail?.place ?? '—'}</dd>
        <dt>Начало</dt>
        <dd>{formatDateTime(row.datetimeStart)}</dd>
      </dl>
      <RowActions ndId={row.id} basePath={basePath} editable={editable} copyable={copyable} favourite={favourite} />
    </li>
  );
});
