import type { NdStatus } from '@permit/shared-contracts';
import { date, int, textOf } from './columns';

/** Counters kept exact by the triggers on nd (migrations 018, 021); read, never written by the code. */
export const ND_COUNT_TABLES = {
  /** Permits per organization, status and start day, in shards summed by the reader (ndSearch's date-range totals). */
  ndDayCount: {
    organizationId: int(),
    status: textOf<NdStatus>()(),
    day: date(),
    shard: int({ fill: 'default' }),
    n: int({ fill: 'default' }),
  },
  /** Permits per organization, section and status, in shards (ndSearch's section totals, nd-section-count.ts). */
  ndSectionCount: {
    organizationId: int(),
    sectionId: int(),
    status: textOf<NdStatus>()(),
    shard: int({ fill: 'default' }),
    n: int({ fill: 'default' }),
  },
};
