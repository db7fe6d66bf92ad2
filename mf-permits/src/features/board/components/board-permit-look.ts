import type { NdStatus } from '@permit/shared-contracts';
import { STATUS_PALETTE } from '../../../lib/status-palette';

/** How a permit looks on the board, as a bar or as a phone's line: its status's colours, a conflict's dashed red outline. */
export function permitLook(status: NdStatus, conflict: boolean) {
  return {
    colorPalette: STATUS_PALETTE[status],
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    borderLeftWidth: '4px',
    borderColor: conflict ? 'border.error' : 'colorPalette.solid',
    outlineWidth: conflict ? '2px' : undefined,
    outlineStyle: conflict ? 'dashed' : undefined,
    outlineColor: conflict ? 'border.error' : undefined,
  } as const;
}
