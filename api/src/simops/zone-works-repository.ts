import { sql } from 'kysely';
import { ACTIVE_WORK_STATUSES, ZONE_WORK_STATUSES, type SimopsDecision, type ZoneWork } from '@permit/shared-contracts';
import { compiledStatements, slot } from '../db/compiled-statements';
import type { Db } from '../db/db';
import { toIsoDateTime } from '../db/kysely-sql';
import { participantColumn } from '../db/tables/permit-field-columns';
import type { NdAccess } from '../nd/nd-detail-repository';

/** The permit whose zone is asked about: its zone, type, organization and window. */
export interface ZoneWorksOf {
  ndId: number;
  regionId: number;
  typeNdId: number | null;
  organizationId: number | null;
  start: string;
  end: string;
}

/** What zoneWorks needs of a permit; null without a zone or a window (such a permit overlaps nothing). */
export function zoneOf(nd: NdAccess): ZoneWorksOf | null {
  if (nd.regionId === null || !nd.datetimeStart || !nd.datetimeEnd) return null;
  return {
    ndId: nd.id,
    regionId: nd.regionId,
    typeNdId: nd.typeNdId,
    organizationId: nd.organizationId,
    start: nd.datetimeStart,
    end: nd.datetimeEnd,
  };
}

/** The executor's column: the zone's works name who leads each one. */
const EXECUTOR = participantColumn('EXECUTOR');

const statements = compiledStatements(8);

/**
 * The other permits in the zone whose window overlaps this one, of any organization (the conflict is
 * physical), each with the SIMOPS decision for the pair (this permit's type, its type); no matrix row, or a
 * permit without a type, is 'forbidden' (docs/domain.md «Совмещение работ»).
 * `activeOnly`: only those in active work (IN_WORK, PROLONG, PROLONGED), all of them: the start rule reads
 * these under the zone's lock. Otherwise every status but DRAFT/ARCHIVE/CANCELLED/CLOSE_WORK, the first `limit`.
 */
export async function zoneWorks(db: Db, of: ZoneWorksOf, options: { activeOnly: boolean; limit?: number }): Promise<ZoneWork[]> {
  const typed = of.typeNdId !== null;
  const limited = options.limit !== undefined;
  // Read on every start under the zone's lock: each shape (typed or not, active only or not, limited or not)
  // is built once and then only executed.
  const shape = `${typed}:${options.activeOnly}:${limited}`;
  const values = {
    own: of.typeNdId,
    organizationId: of.organizationId,
    regionId: of.regionId,
    ndId: of.ndId,
    start: of.start,
    end: of.end,
    limit: options.limit,
  };
  const own = slot<number>('own');
  const rows = await statements(db, shape, values, (q) =>
    q
      .selectFrom('nd as n')
      .leftJoin('typeNd as t', 't.id', 'n.typeNdId')
      .leftJoin('organization as o', 'o.id', 'n.organizationId')
      .leftJoin('appUser as e', 'e.id', `n.${EXECUTOR}`)
      // A pair is stored once with typeA ≤ typeB, so one of the two orders finds it.
      .leftJoin('simopsRule as r', (join) =>
        join.on((eb) =>
          !typed
            ? eb.val(false)
            : eb.or([
                eb.and([eb('r.typeA', '=', own), eb('r.typeB', '=', eb.ref('n.typeNdId'))]),
                eb.and([eb('r.typeA', '=', eb.ref('n.typeNdId')), eb('r.typeB', '=', own)]),
              ]),
        ),
      )
      .select((eb) => [
        'n.id',
        'n.numberPaperNd',
        'n.status',
        't.type',
        'o.name as organization',
        sql<string | null>`case when ${eb.ref('e.id')} is null then null
        else concat_ws(' ', ${eb.ref('e.family')}, ${eb.ref('e.name')}, nullif(${eb.ref('e.surname')}, '')) end`.as('executor'),
        toIsoDateTime(eb.ref('n.datetimeStart')).as('datetimeStart'),
        toIsoDateTime(eb.ref('n.datetimeEnd')).as('datetimeEnd'),
        sql<boolean>`${eb.ref('n.organizationId')} is not distinct from ${slot<number | null>('organizationId')}::int`.as('sameOrganization'),
        sql<SimopsDecision>`coalesce(${eb.ref('r.decision')}, 'forbidden')`.as('decision'),
        'r.conditions',
        eb('n.status', 'in', [...ACTIVE_WORK_STATUSES]).as('active'),
      ])
      .where('n.regionId', '=', slot<number>('regionId'))
      .where('n.id', '<>', slot<number>('ndId'))
      .where('n.status', 'in', options.activeOnly ? [...ACTIVE_WORK_STATUSES] : [...ZONE_WORK_STATUSES])
      .where('n.datetimeStart', '<', sql<string>`${slot<string>('end')}::timestamp`)
      .where('n.datetimeEnd', '>', sql<string>`${slot<string>('start')}::timestamp`)
      .orderBy('n.datetimeStart')
      .orderBy('n.id')
      .$if(limited, (s) => s.limit(slot<number>('limit'))),
  );
  // A window-less permit never overlaps (the comparisons above are false for null), so both ends are set.
  return rows.map((r) => ({ ...r, active: Boolean(r.active), datetimeStart: r.datetimeStart!, datetimeEnd: r.datetimeEnd! }));
}
