import {
  ND_PARTICIPANT_KEYS,
  PARTICIPANT_ROLES,
  PERMIT_FIELDS,
  type AddFile,
  type Nd,
  type NdStatus,
  type ParticipantField,
  type PermitFieldDef,
  type PermitFieldName,
  type RoleName,
  type UserRef,
} from '@permit/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { compiledStatements, slot } from '../db/compiled-statements';
import { toIsoDateTime, toIsoDateTimeOrEmpty } from '../db/kysely-sql';
import { permitViews } from './permit-views';
import { toNdWire, type PermitDetail } from './permit-wire';

/** The participant columns of nd (`<field>Id` in code) as the field map names them. */
type ParticipantColumn = `${ParticipantField}Id`;

/** Each participant field with its nd column and the role (the route step) its user makes; from the field map. */
export const PARTICIPANTS: readonly { key: ParticipantField; column: ParticipantColumn; role: RoleName }[] = ND_PARTICIPANT_KEYS.map((key) => ({
  key,
  column: `${key}Id` as const,
  role: PARTICIPANT_ROLES[key],
}));

/** The stored scalar fields of the map (texts and dates), and the reference ids the detail also carries. */
const SCALARS = (Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][]).filter(([, def]) =>
  ['text', 'longText', 'hand', 'date'].includes(def.kind),
);
const IDS_IN_DETAIL = (Object.entries(PERMIT_FIELDS) as [PermitFieldName, PermitFieldDef][]).filter(
  ([, def]) => def.kind === 'reference' && def.idInDetail,
);

type DetailRow = Omit<PermitDetail, 'fields' | 'creator' | 'addFiles'> & { organizationId: number | null; views: string } & Record<string, unknown>;

const statements = compiledStatements();

/**
 * getNdById: the permit with every embedded view, in one statement (permit-views.ts), and the organization
 * that owns it (the caller's check needs it). Plain names throughout; permit-wire.ts turns it into ndSchema.
 */
export async function findPermitDetail(db: Db, id: number): Promise<{ permit: PermitDetail; organizationId: number | null } | null> {
  // Built once: building and compiling this statement (every view of the field map) cost ~2 ms of CPU per
  // call, more than the database spends answering it (docs/performance.md).
  const [found] = await statements(db, 'detail', { id }, (q) =>
    q
      .selectFrom('nd as n')
      .leftJoin('typeNd as t', 't.id', 'n.typeNdId')
      .select((eb) => [
        'n.id',
        'n.status',
        'n.draft',
        'n.priority',
        toIsoDateTime(eb.ref('n.created')).as('created'),
        't.printform as printForm',
        'n.documents',
        'n.approvedSteps',
        'n.prolonged',
        'n.version',
        'n.organizationId',
        ...SCALARS.map(([name, def]) =>
          def.kind === 'date' ? toIsoDateTimeOrEmpty(eb.ref(`n.${name}` as 'n.datetimeStart')).as(name) : eb.ref(`n.${name}` as 'n.comment').as(name),
        ),
        ...IDS_IN_DETAIL.map(([name]) => eb.ref(`n.${name}Id` as 'n.workshiftId').as(`${name}Id`)),
        permitViews('n').as('views'),
      ])
      .where('n.id', '=', slot<number>('id')),
  );
  const row = found as DetailRow | undefined;
  if (!row) return null;
  const {
    views,
    organizationId,
    id: ndId,
    status,
    draft,
    priority,
    created,
    printForm,
    documents,
    approvedSteps,
    prolonged,
    version,
    ...stored
  } = row;
  const { creator, addFiles, ...embedded } = JSON.parse(views) as { creator: UserRef; addFiles: AddFile[] } & Record<string, unknown>;
  const permit: PermitDetail = {
    id: ndId,
    status,
    draft,
    priority,
    created,
    printForm,
    documents,
    approvedSteps,
    prolonged,
    version,
    creator,
    addFiles,
    fields: { ...stored, ...embedded },
  };
  return { permit, organizationId };
}

/** The permit in its wire shape and the organization that owns it. */
export async function findNdDetailOwned(db: Db, id: number): Promise<{ nd: Nd; organizationId: number | null } | null> {
  const found = await findPermitDetail(db, id);
  return found && { nd: toNdWire(found.permit), organizationId: found.organizationId };
}

export async function findNdDetail(db: Db, id: number): Promise<Nd | null> {
  return (await findNdDetailOwned(db, id))?.nd ?? null;
}

/** What the rules need to know about a permit: who is who, where, when, and where it stands. */
export type NdAccess = Record<ParticipantColumn, number | null> & {
  id: number;
  status: NdStatus;
  organizationId: number | null;
  creatorId: number;
  regionId: number | null;
  route: RoleName[];
  approvedSteps: RoleName[];
  prolonged: boolean;
  prolongEnd: string | null;
  datetimeStart: string | null;
  datetimeEnd: string | null;
  /** The database's current time is within [start, end]. */
  inWindow: boolean;
  /** The one thing a draft keeps that a submission must have (checked again on submit). */
  typeNdId: number | null;
  /** Bumped on every change (migration 008); create_nd compares it with the version the edit was based on. */
  version: number;
};

/** The permit's rule-relevant columns; `lock` takes the row lock (FOR UPDATE) inside a transaction. */
export async function findNdAccess(db: Db, id: number, lock = false): Promise<NdAccess | null> {
  // Read up to three times per status change: built once per form (plain, locking).
  const [row] = await statements(db, lock ? 'access:lock' : 'access', { id }, (q) =>
    q
      .selectFrom('nd as n')
      .leftJoin('typeNd as t', 't.id', 'n.typeNdId')
      .select((eb) => [
        'n.id',
        'n.status',
        'n.organizationId',
        'n.creatorId',
        ...PARTICIPANTS.map((p) => `n.${p.column}` as const),
        'n.regionId',
        eb.fn.coalesce('t.route', sql<RoleName[]>`'{}'`).as('route'),
        'n.approvedSteps',
        'n.prolonged',
        'n.typeNdId',
        'n.version',
        toIsoDateTime(eb.ref('n.prolongEnd')).as('prolongEnd'),
        toIsoDateTime(eb.ref('n.datetimeStart')).as('datetimeStart'),
        toIsoDateTime(eb.ref('n.datetimeEnd')).as('datetimeEnd'),
        // The database's clock with its full precision, as the move rules compare it.
        sql<boolean>`coalesce(localtimestamp between ${eb.ref('n.datetimeStart')} and ${eb.ref('n.datetimeEnd')}, false)`.as('inWindow'),
      ])
      .where('n.id', '=', slot<number>('id'))
      .$if(lock, (s) => s.forUpdate('n')),
  );
  return row ?? null;
}
