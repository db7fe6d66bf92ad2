import { ND_STATUS_LABELS, type NdStatus } from '@permit/shared-contracts';
import { STATUS_PALETTE } from '../lib/status-palette';

/** A permit's status in the list's rows and cards: a plain badge, coloured by the theme stylesheet's data-palette rules (status-palette.test.ts). */
export function StatusBadge({ status }: { status: NdStatus }) {
  return (
    <span data-badge="" data-palette={STATUS_PALETTE[status]}>
      {ND_STATUS_LABELS[status]}
    </span>
  );
}
