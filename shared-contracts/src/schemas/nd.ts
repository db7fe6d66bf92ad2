import { z } from 'zod';
import { ndStatusSchema } from '../statuses';
import { idSchema, isoLocalDateTime, LIMITS } from './common';
import { permitDetailShape, permitSaveShape } from '../permit/permit-field-schemas';
import { placeRefSchema, typeNdRefSchema, userRefSchema } from './references';

export const addFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
  uploaded: isoLocalDateTime,
});
export type AddFile = z.infer<typeof addFileSchema>;

/** GET /api/nd_processing/getNdById/{id}: the permit as loaded; its fields are the field map's (permit/permit-fields.ts). */
export const ndSchema = z.object({
  id: idSchema,
  status: ndStatusSchema,
  draft: z.boolean(),
  priority: z.number().int(),
  created: isoLocalDateTime,
  ...permitDetailShape,
  printForm: z.string().nullable(),
  documents: z.string(),
  addFiles: z.array(addFileSchema),
  creator_detail: userRefSchema,
  /** The approvals already given on the current route, in order. */
  approvedSteps: z.array(z.string()),
  /** Whether the one allowed extension has been used. */
  prolonged: z.boolean(),
  /** Bumped on every change of the permit; a save sends back the version it was based on (409 when stale). */
  version: z.number().int().positive(),
});
export type Nd = z.infer<typeof ndSchema>;

/** POST /api/nd_processing/create_nd: drafts tolerate missing values (docs/domain.md «Форматы обмена»). */
/** A form's save key as the portal's form makes it: 32 hex digits (ndSaveSchema `saveKey`). */
export const saveKeySchema = z.string().regex(/^[0-9a-f]{32}$/);

export const ndSaveSchema = z.object({
  draft: z.boolean(),
  id: idSchema.optional(),
  /**
   * The permit's version the edit was based on (getNdById's `version`); with it a save of a permit changed
   * since is refused (409). Optional because the product's payload has no such field: a client that
   * does not send it keeps last-write-wins. The portal's own form always sends it.
   */
  version: z.number().int().positive().max(LIMITS.maxId).optional(),
  /**
   * The key of one open form, made by the portal's form (32 hex digits). A create sent again with it, after its answer
   * was lost, finds the permit the first one made instead of making another; an edit sent again with it, while its first
   * send is still the permit's last change, saves over that send instead of getting 409. The product's payload has no
   * such field.
   */
  saveKey: saveKeySchema.optional(),
  ...permitSaveShape,
});
export type NdSave = z.infer<typeof ndSaveSchema>;
export type NdSaveInput = z.input<typeof ndSaveSchema>;

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
  /**
   * A start (to IN_WORK): the ids of the overlapping permits whose SIMOPS conditions the starter confirmed
   * (docs/domain.md «Совмещение работ»); ids that are not conditional overlaps are ignored.
   */
  simopsConfirmed: z.array(idSchema).max(100).optional(),
});
export type ProcessingRequest = z.infer<typeof processingRequestSchema>;

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
