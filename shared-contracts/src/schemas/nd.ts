import { z } from 'zod';
import { ndStatusSchema } from '../statuses';
import { idSchema, isoLocalDateTime, LIMITS } from './common';
import { contentWorkSchema, dangerousFactorSchema, eventSchema, instrumentSchema, securityMeasureSchema, sizSchema } from './catalogue-entities';
import {
  organizationRefSchema,
  placeRefSchema,
  regionRefSchema,
  sectionRefSchema,
  typeNdRefSchema,
  userRefSchema,
  workshiftRefSchema,
} from './references';

export const addFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
  uploaded: isoLocalDateTime,
});
export type AddFile = z.infer<typeof addFileSchema>;

/** The six participant roles a permit names, as save-payload keys. */
export const ND_PARTICIPANT_KEYS = [
  'userPreparator',
  'userIndustrialSafer',
  'userIssuancer',
  'userApprover',
  'userExecutor',
  'userObjectOwner',
] as const;
export type NdParticipantKey = (typeof ND_PARTICIPANT_KEYS)[number];

/** GET /api/nd_processing/getNdById/{id}: the permit as loaded. */
export const ndSchema = z.object({
  id: idSchema,
  status: ndStatusSchema,
  draft: z.boolean(),
  priority: z.number().int(),
  created: isoLocalDateTime,
  numberPaperNd: z.string(),
  detail_content_works: z.string(),
  datetimeStart: z.union([isoLocalDateTime, z.literal('')]),
  datetimeEnd: z.union([isoLocalDateTime, z.literal('')]),
  printForm: z.string().nullable(),
  documents: z.string(),
  addFiles: z.array(addFileSchema),
  comment: z.string(),
  workshift: idSchema.nullable(),
  workshift_detail: workshiftRefSchema.nullable(),
  organization_detail: organizationRefSchema.nullable(),
  place_detail: placeRefSchema.nullable(),
  region_detail: regionRefSchema.nullable(),
  section_detail: sectionRefSchema.nullable(),
  type_detail: typeNdRefSchema.nullable(),
  creator_detail: userRefSchema,
  userApprover_detail: userRefSchema.nullable(),
  userExecutor_detail: userRefSchema.nullable(),
  userIndustrialSafer_detail: userRefSchema.nullable(),
  userIssuancer_detail: userRefSchema.nullable(),
  userPreparator_detail: userRefSchema.nullable(),
  userObjectOwner_detail: userRefSchema.nullable(),
  brigade: z.array(userRefSchema),
  brigadeHand: z.string(),
  contentWorks: z.array(contentWorkSchema),
  contentWorksHand: z.string(),
  dangerousFactors: z.array(dangerousFactorSchema),
  dangerousFactorsHand: z.string(),
  instruments: z.array(instrumentSchema),
  instrumentsHand: z.string(),
  securityMeasures: z.array(securityMeasureSchema),
  /** JSON text of the hand-entered measures (docs/domain.md «Форматы обмена»). */
  securityMeasuresHand: z.string(),
  siz: z.array(sizSchema),
  sizHand: z.string(),
  events: z.array(eventSchema),
  eventHand: z.string(),
  /** The approvals already given on the current route, in order. */
  approvedSteps: z.array(z.string()),
  /** Whether the one allowed extension has been used. */
  prolonged: z.boolean(),
  /** Bumped on every change of the permit; a save sends back the version it was based on (409 when stale). */
  version: z.number().int().positive(),
});
export type Nd = z.infer<typeof ndSchema>;

const idList = z.array(idSchema).max(LIMITS.idList).default([]);
const ref = idSchema.nullable().default(null);
const hand = z.string().max(LIMITS.handText).default('');
const dateOrEmpty = z.union([isoLocalDateTime, z.literal('')]).default('');

/** POST /api/nd_processing/create_nd: drafts tolerate missing values (docs/domain.md «Форматы обмена»). */
export const ndSaveSchema = z.object({
  draft: z.boolean(),
  id: idSchema.optional(),
  /**
   * The permit's version the edit was based on (getNdById's `version`); with it a save of a permit changed
   * since is refused (409). Optional because the product's payload has no such field: a client that
   * does not send it keeps last-write-wins. The portal's own form always sends it.
   */
  version: z.number().int().positive().max(LIMITS.maxId).optional(),
  brigade: idList,
  brigadeHand: hand,
  comment: z.string().max(LIMITS.longText).default(''),
  contentWorks: idList,
  contentWorksHand: hand,
  dangerousFactors: idList,
  dangerousFactorsHand: hand,
  datetimeStart: dateOrEmpty,
  datetimeEnd: dateOrEmpty,
  detail_content_works: z.string().max(LIMITS.longText).default(''),
  eventHand: hand,
  events: idList,
  instruments: idList,
  instrumentsHand: hand,
  numberPaperNd: z.string().max(LIMITS.shortText).default(''),
  organization: ref,
  place: ref,
  region: ref,
  section: ref,
  securityMeasures: idList,
  securityMeasuresHand: hand,
  siz: idList,
  sizHand: hand,
  type_nd: ref,
  userApprover: ref,
  userExecutor: ref,
  userIndustrialSafer: ref,
  userIssuancer: ref,
  userPreparator: ref,
  userObjectOwner: ref,
  workshift: ref,
});
export type NdSave = z.infer<typeof ndSaveSchema>;
export type NdSaveInput = z.input<typeof ndSaveSchema>;

/** Keys a submission (draft false) must set (docs/domain.md «Форматы обмена»), plus the time window it will be started in. */
export const ND_SUBMIT_REQUIRED = [
  'userApprover',
  'userExecutor',
  'userIndustrialSafer',
  'userIssuancer',
  'userPreparator',
  'type_nd',
  'organization',
  'place',
  'region',
  'section',
  'workshift',
  'datetimeStart',
  'datetimeEnd',
] as const satisfies readonly (keyof NdSave)[];

/** A row of the permit lists. */
export const ndListRowSchema = z.object({
  id: idSchema,
  status: ndStatusSchema,
  numberPaperNd: z.string(),
  contentWorks: z.array(z.object({ id: idSchema, content: z.string() })),
  contentWorksHand: z.string(),
  place_detail: placeRefSchema.nullable(),
  type_detail: typeNdRefSchema.nullable(),
  datetimeStart: z.union([isoLocalDateTime, z.literal('')]),
  datetimeEnd: z.union([isoLocalDateTime, z.literal('')]),
  creator_detail: userRefSchema,
});
export type NdListRow = z.infer<typeof ndListRowSchema>;

export const ndSearchResponseSchema = z.object({ data: z.array(ndListRowSchema), count: z.number().int().min(0) });
export type NdSearchResponse = z.infer<typeof ndSearchResponseSchema>;

export const favouriteSchema = z.object({ id: idSchema, nd_detail: ndListRowSchema });
export type Favourite = z.infer<typeof favouriteSchema>;

/** One move in a permit's route history (GET /api/routes/listAll/{ndId}). */
export const routeHistorySchema = z.object({
  id: idSchema,
  nd_id: idSchema,
  status_from: ndStatusSchema.nullable(),
  status_to: ndStatusSchema,
  /** The route step this row approved, when it is an approval. */
  step: z.string().nullable(),
  comment: z.string(),
  date: isoLocalDateTime,
  /** null for moves the server makes on its own (expiry). */
  user_detail: userRefSchema.nullable(),
});
export type RouteHistory = z.infer<typeof routeHistorySchema>;

/** POST /api/nd_processing/processingND (docs/domain.md). */
export const processingRequestSchema = z.object({
  ndId: idSchema,
  status: ndStatusSchema,
  comment: z.string().trim().max(LIMITS.longText).optional(),
  datetimeEnd: isoLocalDateTime.optional(),
});
export type ProcessingRequest = z.infer<typeof processingRequestSchema>;

/** Russian labels of the save-payload fields, for messages naming a field (server) and form labels (client). */
export const ND_FIELD_LABELS: Record<Exclude<keyof NdSave, 'draft' | 'id' | 'version'>, string> = {
  brigade: 'Бригада',
  brigadeHand: 'Бригада (вручную)',
  comment: 'Комментарий',
  contentWorks: 'Содержание работ',
  contentWorksHand: 'Содержание работ (вручную)',
  dangerousFactors: 'Опасные факторы',
  dangerousFactorsHand: 'Опасные факторы (вручную)',
  datetimeStart: 'Начало работ',
  datetimeEnd: 'Окончание работ',
  detail_content_works: 'Подробное содержание работ',
  eventHand: 'Контрольные мероприятия (вручную)',
  events: 'Контрольные мероприятия',
  instruments: 'Инструменты',
  instrumentsHand: 'Инструменты (вручную)',
  numberPaperNd: 'Номер бумажного наряда-допуска',
  organization: 'Организация',
  place: 'Место проведения работ',
  region: 'Зона проведения работ',
  section: 'Отдел',
  securityMeasures: 'Меры безопасности',
  securityMeasuresHand: 'Меры безопасности (вручную)',
  siz: 'Средства индивидуальной защиты',
  sizHand: 'Средства индивидуальной защиты (вручную)',
  type_nd: 'Вид наряда-допуска',
  userApprover: 'Утверждающий',
  userExecutor: 'Исполнитель',
  userIndustrialSafer: 'Обеспечивающий безопасность',
  userIssuancer: 'Выдающий наряд-допуск',
  userPreparator: 'Подготовитель',
  userObjectOwner: 'Владелец объекта',
  workshift: 'Рабочая смена',
};

/**
 * GET /api/nd_processing/zoneConflicts/{ndId}: the works in progress that refuse this permit's start
 * (same zone, any organization, overlapping window). Who works there is shown across organizations on
 * purpose: the safety need to know outweighs hiding it (docs/domain/separation-of-duties.md).
 */
export const zoneBlockerSchema = z.object({
  id: idSchema,
  numberPaperNd: z.string(),
  status: ndStatusSchema,
  type: z.string().nullable(),
  organization: z.string().nullable(),
  /** The executor's full name. */
  executor: z.string().nullable(),
  datetimeStart: isoLocalDateTime,
  datetimeEnd: isoLocalDateTime,
  /** Of the asking permit's organization, so its page opens for the caller; another organization's is named but not linked (its page is a 404). */
  sameOrganization: z.boolean(),
});
export type ZoneBlocker = z.infer<typeof zoneBlockerSchema>;
