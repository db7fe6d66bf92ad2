import type { NdStatus, RoleName } from '@permit/shared-contracts';
import { bool, bytea, int, text, textArray, textOf, timestamp } from './columns';
import { PERMIT_FIELD_COLUMNS } from './permit-field-columns';

/** The permit (наряд-допуск) and what hangs off it (migrations 003, 005, 006, 013, 020, 023, 024). */
export const PERMIT_TABLES = {
  nd: {
    id: int({ fill: 'default' }),
    status: textOf<NdStatus>()({ fill: 'default' }),
    draft: bool({ fill: 'default' }),
    priority: int({ fill: 'default' }),
    created: timestamp({ fill: 'default' }),
    updated: timestamp({ fill: 'default' }),
    version: int({ fill: 'default' }),
    // The fields of the permit's author, one column each as the field map declares them.
    ...PERMIT_FIELD_COLUMNS,
    // lower(number_paper_nd), kept by the database (migration 020); never written. The number filter reads it when
    // other filters are set, and nd_number (022) when the number is the only one (nd-search-conditions.ts).
    numberSearch: text({ nullable: true, fill: 'always' }),
    documents: text({ fill: 'default' }),
    creatorId: int(),
    approvedSteps: textArray<RoleName>()({ fill: 'default' }),
    prolonged: bool({ fill: 'default' }),
    prolongEnd: timestamp({ nullable: true }),
    // The key of the form whose save last wrote the permit, and the version that save left it at: a save sent again
    // after a lost answer is the same save (migrations 023 and 024, nd-save-service.ts).
    saveKey: text({ nullable: true }),
    saveVersion: int({ nullable: true }),
  },
  // The permit's catalogue lists; position keeps the order the user chose.
  ndBrigade: { ndId: int(), userId: int(), position: int({ fill: 'default' }) },
  ndContentWork: { ndId: int(), contentWorkId: int(), position: int({ fill: 'default' }) },
  ndDangerousFactor: { ndId: int(), dangerousFactorId: int(), position: int({ fill: 'default' }) },
  ndInstrument: { ndId: int(), instrumentId: int(), position: int({ fill: 'default' }) },
  ndSecurityMeasure: { ndId: int(), securityMeasureId: int(), position: int({ fill: 'default' }) },
  ndSiz: { ndId: int(), sizId: int(), position: int({ fill: 'default' }) },
  ndEvent: { ndId: int(), eventId: int(), position: int({ fill: 'default' }) },
  ndFile: {
    id: int({ fill: 'default' }),
    ndId: int(),
    name: text(),
    size: int(),
    contentType: text({ fill: 'default' }),
    // Null once the body lives in the file store (storageKey); a CHECK keeps one of the two.
    content: bytea({ nullable: true }),
    uploaded: timestamp({ fill: 'default' }),
    uploadedBy: int({ nullable: true }),
    description: text({ fill: 'default' }),
    storageKey: text({ nullable: true }),
  },
  favourite: {
    id: int({ fill: 'default' }),
    userId: int(),
    ndId: int(),
    created: timestamp({ fill: 'default' }),
  },
  routeHistory: {
    id: int({ fill: 'default' }),
    ndId: int(),
    userId: int({ nullable: true }),
    // No CHECK here: only the workflow writes these, always with a permit status.
    statusFrom: textOf<NdStatus>()({ nullable: true }),
    statusTo: textOf<NdStatus>()(),
    step: text({ nullable: true }),
    comment: text({ fill: 'default' }),
    date: timestamp({ fill: 'default' }),
  },
  // Kept exact by triggers (migration 006); read, never written by the code.
  ndStatusCount: {
    organizationId: int(),
    status: text(),
    // Split so concurrent moves do not queue on one row (migration 018); readers sum over the shards.
    shard: int({ fill: 'default' }),
    n: int({ fill: 'default' }),
  },
};
