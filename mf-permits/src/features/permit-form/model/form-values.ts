import { fromIsoDateTime } from '../../../lib/date-input';
import { securityHandFromJson } from '../../../lib/hand-list';
import type { Nd } from '@permit/shared-contracts';

export type FormMode = 'add' | 'edit' | 'copy';

export const REF_KEYS = [
  'type_nd',
  'organization',
  'section',
  'workshift',
  'place',
  'region',
  'userPreparator',
  'userIndustrialSafer',
  'userIssuancer',
  'userApprover',
  'userExecutor',
  'userObjectOwner',
] as const;
export type RefKey = (typeof REF_KEYS)[number];

export const LIST_KEYS = ['brigade', 'contentWorks', 'dangerousFactors', 'securityMeasures', 'siz', 'instruments', 'events'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export const TEXT_KEYS = [
  'numberPaperNd',
  'detail_content_works',
  'comment',
  'brigadeHand',
  'contentWorksHand',
  'dangerousFactorsHand',
  'securityMeasuresHand',
  'sizHand',
  'instrumentsHand',
  'eventHand',
  'dateStart',
  'timeStart',
  'dateEnd',
  'timeEnd',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/**
 * What the form edits: references as id or null, lists as ids, hand fields and dates as typed text.
 * `version` is the permit's version the edit is based on (sent back so a stale save is refused).
 */
export type FormValues = { id: number | null; version: number | null } & Record<RefKey, number | null> &
  Record<ListKey, number[]> &
  Record<TextKey, string>;

export type FieldKey = RefKey | ListKey | TextKey;

/** Object.fromEntries loses the key type; the keys come from the const tuples above, so the record is whole. */
function fill<K extends string, V>(keys: readonly K[], value: () => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value()])) as Record<K, V>;
}

/** A new permit: empty but for the organization, which is always the creator's own. */
export function emptyFormValues(ownOrganization: number | null = null): FormValues {
  return {
    id: null,
    version: null,
    ...fill<RefKey, number | null>(REF_KEYS, () => null),
    ...fill<ListKey, number[]>(LIST_KEYS, () => []),
    ...fill<TextKey, string>(TEXT_KEYS, () => ''),
    organization: ownOrganization,
  };
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/**
 * A loaded permit as form values. A copy is a new permit (docs/architecture.md «Поведение клиента»): no id, no paper
 * number, no comment, empty dates, and the copier's own organization; documents and files are not part of these values,
 * so a copy starts without them.
 */
export function fromNd(nd: Nd, mode: FormMode, ownOrganization: number | null = null): FormValues {
  const copy = mode === 'copy';
  const start = copy ? { date: '', time: '' } : fromIsoDateTime(nd.datetimeStart);
  const end = copy ? { date: '', time: '' } : fromIsoDateTime(nd.datetimeEnd);
  return {
    id: mode === 'edit' ? nd.id : null,
    version: mode === 'edit' ? nd.version : null,
    type_nd: nd.type_detail?.id ?? null,
    // A draft saved without one still gets the user's own: the field is fixed, so it could not be chosen.
    organization: copy ? ownOrganization : (nd.organization_detail?.id ?? ownOrganization),
    section: nd.section_detail?.id ?? null,
    workshift: nd.workshift_detail?.id ?? nd.workshift ?? null,
    place: nd.place_detail?.id ?? null,
    region: nd.region_detail?.id ?? null,
    userPreparator: nd.userPreparator_detail?.id ?? null,
    userIndustrialSafer: nd.userIndustrialSafer_detail?.id ?? null,
    userIssuancer: nd.userIssuancer_detail?.id ?? null,
    userApprover: nd.userApprover_detail?.id ?? null,
    userExecutor: nd.userExecutor_detail?.id ?? null,
    userObjectOwner: nd.userObjectOwner_detail?.id ?? null,
    brigade: ids(nd.brigade),
    contentWorks: ids(nd.contentWorks),
    dangerousFactors: ids(nd.dangerousFactors),
    securityMeasures: ids(nd.securityMeasures),
    siz: ids(nd.siz),
    instruments: ids(nd.instruments),
    events: ids(nd.events),
    numberPaperNd: copy ? '' : nd.numberPaperNd,
    detail_content_works: nd.detail_content_works,
    comment: copy ? '' : nd.comment,
    brigadeHand: nd.brigadeHand,
    contentWorksHand: nd.contentWorksHand,
    dangerousFactorsHand: nd.dangerousFactorsHand,
    securityMeasuresHand: securityHandFromJson(nd.securityMeasuresHand),
    sizHand: nd.sizHand,
    instrumentsHand: nd.instrumentsHand,
    eventHand: nd.eventHand,
    dateStart: start.date,
    timeStart: start.time,
    dateEnd: end.date,
    timeEnd: end.time,
  };
}
