import type { NdStatus } from '@permit/shared-contracts';
import { date, int, text, textOf } from './columns';

/** Counters and copies kept exact by the triggers on nd (migrations 018, 021, 022); read, never written by the code. */
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
  /** Each permit's organization and lowercase paper number, for ndSearch's number filter (nd-search-conditions.ts). */
  ndNumber: {
    ndId: int(),
    organizationId: int({ nullable: true }),
    numberSearch: text(),
  },
};
