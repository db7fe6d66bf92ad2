import type { Db } from '../db/db';
import { PARTICIPANTS } from '../nd/nd-detail-repository';
import { replaceList } from '../nd/nd-save-repository';
import { notificationText } from '../notifications/notification-texts';
import { PERMIT_TYPES, SECTIONS, ZONES } from './catalogue-data';
import type { CatalogueIds } from './seed-catalogues';
import type { PersonKey } from './people-data';
import { eventsFor, KITS, measuresFor, PERMIT_PLANS, type PermitPlan } from './permit-plans';
import { planHistory } from './permit-history';
import { hourClock, insertRow } from './seed-helpers';

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
    numberPaperNd: `${PERMIT_TYPES[plan.type].prefix}-${at(history.created).slice(0, 4)}/${String(100 + n).padStart(4, '0')}`,
    detailContentWorks: 'Работы выполнять по ППР, с соблюдением требований инструкций по охране труда',
    datetimeStart: plan.window ? at(plan.window.start) : null,
    datetimeEnd: plan.window ? at(plan.window.start + plan.window.hours) : null,
    documents: plan.documents ?? '',
    comment: plan.comment ?? '',
    organizationId: ids.orgs[org],
    sectionId: ids.sections[plan.section],
    // A zone belongs to a place: the permit's place is always its zone's place.
    placeId: ids.places[ZONES[plan.zone].place],
    regionId: ids.zones[plan.zone],
    typeNdId: ids.types[plan.type],
    workshiftId: ids.shifts[plan.shift],
    creatorId: people[crew.creator],
    // Each participant column of the field map names the crew's holder of its role.
    ...Object.fromEntries(PARTICIPANTS.map((p) => [p.column, who(crew[p.role as keyof typeof crew] as PersonKey | null)])),
    brigadeHand: crew.brigade.length > 0 ? 'Сидоров П.П. (подрядчик, стропальщик)' : '',
    approvedSteps: history.approvedSteps,
    prolonged: history.prolonged,
    prolongEnd: history.prolongEnd === null ? null : at(history.prolongEnd),
  });
  await replaceList(
    tx,
    ndId,
    'brigade',
    crew.brigade.map((k) => people[k]),
  );
  await replaceList(
    tx,
    ndId,
    'contentWorks',
    plan.contents.map((k) => ids.contents[k]),
  );
  await replaceList(
    tx,
    ndId,
    'dangerousFactors',
    kit.factors.map((k) => ids.factors[k]),
  );
  await replaceList(
    tx,
    ndId,
    'instruments',
    kit.instruments.map((k) => ids.instruments[k]),
  );
  await replaceList(
    tx,
    ndId,
    'securityMeasures',
    measuresFor(kit.factors).map((k) => ids.measures[k]),
  );
  await replaceList(
    tx,
    ndId,
    'siz',
    kit.siz.map((k) => ids.siz[k]),
  );
  await replaceList(
    tx,
    ndId,
    'events',
    eventsFor(plan.type).map((k) => ids.events[k]),
  );

  for (const move of history.moves) {
    await insertRow(tx, 'routeHistory', {
      ndId,
      userId: who(move.by),
      statusFrom: move.from,
      statusTo: move.to,
      step: move.step,
      comment: move.comment,
      date: at(move.at),
    });
  }
  for (const note of history.notifications) {
    await insertRow(tx, 'notification', {
      userId: people[note.to],
      ndId,
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
    if (ndId !== undefined) await insertRow(tx, 'favourite', { userId: people.creator, ndId: ndId });
  }
  const fileNd = ndIds[inWork];
  if (fileNd !== undefined) {
    const content = Buffer.from('Схема отглушения: заглушки №14, №15 на линии сырья П-1; ответственный — Кузнецова О.Н.\n', 'utf8');
    await insertRow(tx, 'ndFile', {
      ndId: fileNd,
      name: 'Схема_отглушения_П-1.txt',
      size: content.length,
      contentType: 'text/plain; charset=utf-8',
      content,
      uploadedBy: people.creator,
    });
  }
  return ndIds;
}
