import type { Db } from '../db/db';
import { quoteIdent } from '../db/sql';
import { notificationText } from '../notifications/notification-texts';
import { PERMIT_TYPES, SECTIONS, ZONES } from './catalogue-data';
import type { CatalogueIds } from './seed-catalogues';
import type { PersonKey } from './people-data';
import { eventsFor, KITS, measuresFor, PERMIT_PLANS, type PermitPlan } from './permit-plans';
import { planHistory } from './permit-history';
import { hourClock, insertRow } from './seed-helpers';

/** Inserts (nd_id, catalogue id, position) rows into one of the permit's list tables. */
async function link(tx: Db, table: string, column: string, ndId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    // table and column are literals of this file (see callers); quoteIdent refuses anything else.
    await tx.query(`insert into ${quoteIdent(table)} (nd_id, ${quoteIdent(column)}, position) values ($1, $2, $3)`, [ndId, id, position]);
  }
}

async function seedPermit(tx: Db, plan: PermitPlan, n: number, ids: CatalogueIds, people: Record<PersonKey, number>, at: (h: number) => string) {
  const history = planHistory(plan);
  const kit = KITS[plan.type];
  const crew = plan.crew;
  const org = SECTIONS[plan.section].org;
  const who = (key: PersonKey | null) => (key ? people[key] : null);
  const ndId = await insertRow(tx, 'nd', {
    status: plan.status,
    draft: plan.status === 'DRAFT',
    priority: plan.status === 'IN_WORK' ? 1 : 0,
    created: at(history.created),
    updated: at(history.moves[history.moves.length - 1]?.at ?? history.created),
    number_paper_nd: `${PERMIT_TYPES[plan.type].prefix}-${at(history.created).slice(0, 4)}/${String(100 + n).padStart(4, '0')}`,
    detail_content_works: 'Работы выполнять по ППР, с соблюдением требований инструкций по охране труда',
    datetime_start: plan.window ? at(plan.window.start) : null,
    datetime_end: plan.window ? at(plan.window.start + plan.window.hours) : null,
    documents: plan.documents ?? '',
    comment: plan.comment ?? '',
    organization_id: ids.orgs[org],
    section_id: ids.sections[plan.section],
    // A zone belongs to a place: the permit's place is always its zone's place.
    place_id: ids.places[ZONES[plan.zone].place],
    region_id: ids.zones[plan.zone],
    type_nd_id: ids.types[plan.type],
    workshift_id: ids.shifts[plan.shift],
    creator_id: people[crew.creator],
    user_preparator_id: who(crew.PREPARATOR),
    user_industrial_safer_id: who(crew.INDUSTRIAL_SAFER),
    user_issuancer_id: who(crew.ISSUANCER),
    user_approver_id: who(crew.APPROVER),
    user_executor_id: who(crew.EXECUTOR),
    user_object_owner_id: who(crew.OBJECT_OWNER),
    brigade_hand: crew.brigade.length > 0 ? 'Сидоров П.П. (подрядчик, стропальщик)' : '',
    approved_steps: history.approvedSteps,
    prolonged: history.prolonged,
    prolong_end: history.prolongEnd === null ? null : at(history.prolongEnd),
  });
  await link(
    tx,
    'nd_brigade',
    'user_id',
    ndId,
    crew.brigade.map((k) => people[k]),
  );
  await link(
    tx,
    'nd_content_work',
    'content_work_id',
    ndId,
    plan.contents.map((k) => ids.contents[k]),
  );
  await link(
    tx,
    'nd_dangerous_factor',
    'dangerous_factor_id',
    ndId,
    kit.factors.map((k) => ids.factors[k]),
  );
  await link(
    tx,
    'nd_instrument',
    'instrument_id',
    ndId,
    kit.instruments.map((k) => ids.instruments[k]),
  );
  await link(
    tx,
    'nd_security_measure',
    'security_measure_id',
    ndId,
    measuresFor(kit.factors).map((k) => ids.measures[k]),
  );
  await link(
    tx,
    'nd_siz',
    'siz_id',
    ndId,
    kit.siz.map((k) => ids.siz[k]),
  );
  await link(
    tx,
    'nd_event',
    'event_id',
    ndId,
    eventsFor(plan.type).map((k) => ids.events[k]),
  );

  for (const move of history.moves) {
    await insertRow(tx, 'route_history', {
      nd_id: ndId,
      user_id: who(move.by),
      status_from: move.from,
      status_to: move.to,
      step: move.step,
      comment: move.comment,
      date: at(move.at),
    });
  }
  for (const note of history.notifications) {
    await insertRow(tx, 'notification', {
      user_id: people[note.to],
      nd_id: ndId,
      kind: note.kind,
      message: notificationText(note.kind, ndId, note.comment),
      created: at(note.at),
      // Anything older than a day has been seen; recent news stays unread.
      readed: note.at < -24,
    });
  }
  return ndId;
}

/** All demo permits with their lists, history and notifications; a few favourites and one attached file. */
export async function seedPermits(tx: Db, ids: CatalogueIds, people: Record<PersonKey, number>): Promise<number[]> {
  const at = await hourClock(tx);
  const ndIds: number[] = [];
  for (const [n, plan] of PERMIT_PLANS.entries()) ndIds.push(await seedPermit(tx, plan, n + 1, ids, people, at));

  const inWork = PERMIT_PLANS.findIndex((p) => p.status === 'IN_WORK');
  const ready = PERMIT_PLANS.findIndex((p) => p.status === 'READY_TO_WORK');
  for (const index of [inWork, ready]) {
    const ndId = ndIds[index];
    if (ndId !== undefined) await insertRow(tx, 'favourite', { user_id: people.creator, nd_id: ndId });
  }
  const fileNd = ndIds[inWork];
  if (fileNd !== undefined) {
    const content = Buffer.from('Схема отглушения: заглушки №14, №15 на линии сырья П-1; ответственный — Кузнецова О.Н.\n', 'utf8');
    await insertRow(tx, 'nd_file', {
      nd_id: fileNd,
      name: 'Схема_отглушения_П-1.txt',
      size: content.length,
      content_type: 'text/plain; charset=utf-8',
      content,
      uploaded_by: people.creator,
    });
  }
  return ndIds;
}
