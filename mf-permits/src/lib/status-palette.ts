import type { NdStatus } from '@permit/shared-contracts';

/** Colour groups let the eye find active and stopped work in a long list; the label still carries the meaning. */
export const STATUS_PALETTE: Record<NdStatus, string> = {
  DRAFT: 'gray',
  ON_ACCEPTANCE: 'blue',
  ON_MODIFICATION: 'orange',
  READY_TO_WORK: 'teal',
  IN_WORK: 'green',
  PROLONG: 'purple',
  PROLONGED: 'green',
  STOPPED: 'red',
  CLOSE_WORK: 'cyan',
  EXPIRED: 'orange',
  CANCELLED: 'gray',
  ARCHIVE: 'gray',
};
