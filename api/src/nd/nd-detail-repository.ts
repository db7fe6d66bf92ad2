import { PARTICIPANT_ROLES, type Nd, type NdStatus, type ParticipantField, type RoleName } from '@permit/shared-contracts';
import { cachedSelect } from '../catalogues/catalogue-repository';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { toIsoDateTime } from '../db/kysely-sql';
import { isoDateTime, isoDateTimeOrEmpty, refJson, userRefJson } from '../db/sql';

/** The permit's catalogue lists: link table, its catalogue column, the area of the items, the output key. */
const LISTS = [
  { table: 'nd_content_work', column: 'content_work_id', area: 'contentworks', key: 'contentWorks' },
  { table: 'nd_dangerous_factor', column: 'dangerous_factor_id', area: 'dangerous_factors', key: 'dangerousFactors' },
  { table: 'nd_instrument', column: 'instrument_id', area: 'instruments', key: 'instruments' },
  { table: 'nd_security_measure', column: 'security_measure_id', area: 'security_measures', key: 'securityMeasures' },
  { table: 'nd_siz', column: 'siz_id', area: 'Siz', key: 'siz' },
  { table: 'nd_event', column: 'event_id', area: 'events', key: 'events' },
] as const;

/** Participant key of the save payload → column of nd; its role (the route step it makes) is the contract's. */
const PARTICIPANT_COLUMNS = [
  { key: 'userPreparator', column: 'user_preparator_id' },
  { key: 'userIndustrialSafer', column: 'user_industrial_safer_id' },
  { key: 'userIssuancer', column: 'user_issuancer_id' },
  { key: 'userApprover', column: 'user_approver_id' },
  { key: 'userExecutor', column: 'user_executor_id' },
  { key: 'userObjectOwner', column: 'user_object_owner_id' },
] as const satisfies readonly { key: ParticipantField; column: string }[];
export const PARTICIPANTS = PARTICIPANT_COLUMNS.map((p) => ({ ...p, role: PARTICIPANT_ROLES[p.key] }));

const userJoins = PARTICIPANTS.map((p, i) => `left join app_user p${i} on p${i}.id = n.${p.column}`).join('\n    ');
const userDetails = PARTICIPANTS.map((p, i) => `case when p${i}.id is null then null else ${userRefJson(`p${i}`)} end as "${p.key}_detail"`).join(
  ',\n         ',
);
const lists = LISTS.map(
  (l) => `(select coalesce(json_agg(row_to_json(c) order by x.position, c.id), '[]'::json)
            from ${l.table} x, lateral (${cachedSelect(l.area)} where t.id = x.${l.column}) c
           where x.nd_id = n.id) as "${l.key}"`,
).join(',\n         ');

/** getNdById: the permit with every *_detail object, in one statement (ndSchema). */
const DETAIL_SQL = `
  select n.id, n.status, n.draft, n.priority, ${isoDateTime('n.created')} as created,
         n.number_paper_nd as "numberPaperNd", n.detail_content_works,
         ${isoDateTimeOrEmpty('n.datetime_start')} as "datetimeStart",
         ${isoDateTimeOrEmpty('n.datetime_end')} as "datetimeEnd",
         t.printform as "printForm", n.documents, n.comment,
         (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', f.content_type,
                                                     'uploaded', ${isoDateTime('f.uploaded')}) order by f.id), '[]'::json)
            from nd_file f where f.nd_id = n.id) as "addFiles",
         n.workshift_id as workshift,
         case when w.id is null then null
              else json_build_object('id', w.id, 'time_start', to_char(w.time_start, 'HH24:MI'), 'time_end', to_char(w.time_end, 'HH24:MI')) end as workshift_detail,
         ${refJson('o', 'name')} as organization_detail,
         ${refJson('pl', 'place')} as place_detail,
         ${refJson('r', 'region')} as region_detail,
         ${refJson('s', 'section')} as section_detail,
         ${refJson('t', 'type')} as type_detail,
         ${userRefJson('c')} as creator_detail,
         ${userDetails},
         (select coalesce(json_agg(${userRefJson('bu')} order by b.position, bu.id), '[]'::json)
            from nd_brigade b join app_user bu on bu.id = b.user_id where b.nd_id = n.id) as brigade,
         n.brigade_hand as "brigadeHand", n.content_works_hand as "contentWorksHand",
         n.dangerous_factors_hand as "dangerousFactorsHand", n.instruments_hand as "instrumentsHand",
         n.security_measures_hand as "securityMeasuresHand", n.siz_hand as "sizHand", n.event_hand as "eventHand",
         ${lists},
         n.approved_steps as "approvedSteps", n.prolonged, n.version, n.organization_id as "owner_"
    from nd n
    join app_user c on c.id = n.creator_id
    left join organization o on o.id = n.organization_id
    left join place_work pl on pl.id = n.place_id
    left join region_work r on r.id = n.region_id
    left join section s on s.id = n.section_id
    left join type_nd t on t.id = n.type_nd_id
    left join work_shift w on w.id = n.workshift_id
    ${userJoins}
   where n.id = $1`;

/** The permit and the organization that owns it (one round trip: the caller's check needs the owner). */
export async function findNdDetailOwned(db: Db, id: number): Promise<{ nd: Nd; organizationId: number | null } | null> {
  const { rows } = await db.query<Nd & { owner_: number | null }>(DETAIL_SQL, [id]);
  const row = rows[0];
  if (!row) return null;
  const { owner_: organizationId, ...nd } = row;
  return { nd, organizationId };
}

export async function findNdDetail(db: Db, id: number): Promise<Nd | null> {
  return (await findNdDetailOwned(db, id))?.nd ?? null;
}

/** What the rules need to know about a permit: who is who, where, when, and where it stands. */
export interface NdAccess {
  id: number;
  status: NdStatus;
  organization_id: number | null;
  creator_id: number;
  user_preparator_id: number | null;
  user_industrial_safer_id: number | null;
  user_issuancer_id: number | null;
  user_approver_id: number | null;
  user_executor_id: number | null;
  user_object_owner_id: number | null;
  region_id: number | null;
  route: RoleName[];
  approved_steps: RoleName[];
  prolonged: boolean;
  prolong_end: string | null;
  datetime_start: string | null;
  datetime_end: string | null;
  /** The database's current time is within [start, end]. */
  in_window: boolean;
  /** The one thing a draft keeps that a submission must have (checked again on submit). */
  type_nd_id: number | null;
  /** Bumped on every change (migration 008); create_nd compares it with the version the edit was based on. */
  version: number;
}

/** The permit's rule-relevant columns; `lock` takes the row lock (FOR UPDATE) inside a transaction. */
export async function findNdAccess(db: Db, id: number, lock = false): Promise<NdAccess | null> {
  const row = await kysely(db)
    .selectFrom('nd as n')
    .leftJoin('type_nd as t', 't.id', 'n.type_nd_id')
    .select((eb) => [
      'n.id',
      'n.status',
      'n.organization_id',
      'n.creator_id',
      'n.user_preparator_id',
      'n.user_industrial_safer_id',
      'n.user_issuancer_id',
      'n.user_approver_id',
      'n.user_executor_id',
      'n.user_object_owner_id',
      'n.region_id',
      eb.fn.coalesce('t.route', sql<RoleName[]>`'{}'`).as('route'),
      'n.approved_steps',
      'n.prolonged',
      'n.type_nd_id',
      'n.version',
      toIsoDateTime(eb.ref('n.prolong_end')).as('prolong_end'),
      toIsoDateTime(eb.ref('n.datetime_start')).as('datetime_start'),
      toIsoDateTime(eb.ref('n.datetime_end')).as('datetime_end'),
      // The database's clock with its full precision, as the move rules compare it.
      sql<boolean>`coalesce(localtimestamp between ${eb.ref('n.datetime_start')} and ${eb.ref('n.datetime_end')}, false)`.as('in_window'),
    ])
    .where('n.id', '=', id)
    .$if(lock, (q) => q.forUpdate('n'))
    .executeTakeFirst();
  return row ?? null;
}
