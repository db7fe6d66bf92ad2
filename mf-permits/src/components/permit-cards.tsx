import { memo } from 'react';
import { adoptStaticCss } from '@permit/dev-kit/runtime';
import { formatDateTime } from '../lib/format-date-time';
import { worksSummary } from '../lib/works-summary';
import type { PermitItemProps, PermitRowsProps } from './permit-table-props';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';
import { PERMIT_CARDS } from './permit-cards-css';
import cardsSheet from './permit-cards-css?static-css';

adoptStaticCss(cardsSheet);

/** The permit list on a phone or a tablet: one card per permit (number, status, works, place, start, actions) instead of a wide table. */
export function PermitCards({ items, caption }: PermitRowsProps) {
  return (
    <ul className={PERMIT_CARDS} aria-label={caption}>
      {items.map((item) => (
        <PermitCard key={item.row.id} {...item} />
      ))}
    </ul>
  );
}

/**
 * One card, memoized on plain props as the table's rows are: the favourites arrive after the rows, and without
 * this every card of a phone's list was rendered a second time for them.
 */
const PermitCard = memo(function PermitCard({ row, showStatus, basePath, editable, copyable, favourite }: PermitItemProps) {
  return (
    <li>
      <div data-head="">
        <h2>№ {row.id}</h2>
        {showStatus && <StatusBadge status={row.status} />}
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
