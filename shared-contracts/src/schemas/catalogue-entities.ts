import { z } from 'zod';
import { ROLE_LABELS, roleNameSchema } from '../roles';
import { DEFAULT_ROUTE } from '../transitions';
import { hourMinutePair, idSchema, LIMITS, namedField, requiredText, timeOfDay } from './common';
import { dangerousFactorRefSchema, organizationRefSchema, placeRefSchema, typeNdRefSchema } from './references';

const description = requiredText('Описание', LIMITS.longText);
/** On save, `id` is present when editing and absent (or 0, as the zone form sends) when creating. */
const saveId = z.union([idSchema, z.literal(0)]).optional();

export const typeNdSchema = z.object({
  id: idSchema,
  type: z.string(),
  description: z.string(),
  printform: z.string().nullable(),
  route: z.array(roleNameSchema),
});
export const typeNdSaveSchema = z.object({
  id: saveId,
  type: requiredText('Вид наряда-допуска'),
  description,
  printform: z.string().max(LIMITS.shortText).nullable().optional(),
  route: z
    .array(roleNameSchema.exclude(['ADMIN', 'USER', 'CREATOR']))
    .max(8)
    .refine((r) => new Set(r).size === r.length, 'Роль в маршруте повторяется')
    // The two signatures the creator may never give (docs/domain/separation-of-duties.md): without them a creator
    // named for every step could approve his own permit alone. An empty route is exactly these two.
    .refine(
      (r) => r.length === 0 || DEFAULT_ROUTE.every((role) => (r as readonly string[]).includes(role)),
      `В маршруте нужны «${ROLE_LABELS.ISSUANCER}» и «${ROLE_LABELS.APPROVER}»`,
    )
    .default([]),
});

export const contentWorkSchema = z.object({
  id: idSchema,
  content: z.string(),
  description: z.string(),
  place: idSchema.nullable(),
  place_detail: placeRefSchema.nullable(),
  typeNd: idSchema.nullable(),
  typeNd_detail: typeNdRefSchema.nullable(),
});
export const contentWorkSaveSchema = z.object({
  id: saveId,
  content: requiredText('Содержание работ', LIMITS.longText),
  place: idSchema,
  description,
  typeNd: idSchema.nullable().optional(),
});

export const placeWorkSchema = z.object({ id: idSchema, place: z.string(), description: z.string() });
export const placeWorkSaveSchema = z.object({ id: saveId, place: requiredText('Место проведения работ'), description });

export const regionWorkSchema = z.object({
  id: idSchema,
  region: z.string(),
  description: z.string(),
  place: idSchema,
  place_detail: placeRefSchema,
});
export const regionWorkSaveSchema = z.object({
  id: saveId,
  region: requiredText('Зона'),
  place: idSchema,
  description,
});

export const workShiftSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  organization_detail: organizationRefSchema,
  time_start: timeOfDay,
  time_end: timeOfDay,
  timeStart: hourMinutePair,
  timeEnd: hourMinutePair,
});
export const workShiftSaveSchema = z.object({
  id: saveId,
  organizationId: idSchema,
  time_start: timeOfDay,
  time_end: timeOfDay,
  timeStart: hourMinutePair.optional(),
  timeEnd: hourMinutePair.optional(),
});

export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  inn: z.string(),
  workShifts: z.array(workShiftSchema.omit({ organization_detail: true })),
});
export const organizationSaveSchema = z.object({
  id: saveId,
  name: requiredText('Наименование'),
  inn: namedField(
    'ИНН',
    z
      .string()
      .trim()
      .regex(/^(\d{10}|\d{12})$/, 'Поле «ИНН»: 10 или 12 цифр'),
  ),
});

export const sectionSchema = z.object({
  id: idSchema,
  section: z.string(),
  description: z.string(),
  organization: idSchema,
  organizationDetail: organizationRefSchema,
});
export const sectionSaveSchema = z.object({
  id: saveId,
  section: requiredText('Отдел'),
  organization: idSchema,
  description,
});

export const dangerousFactorSchema = z.object({ id: idSchema, factor: z.string(), description: z.string() });
export const dangerousFactorSaveSchema = z.object({ id: saveId, factor: requiredText('Опасный фактор'), description });

export const instrumentSchema = z.object({ id: idSchema, instrument_name: z.string(), description: z.string() });
export const instrumentSaveSchema = z.object({
  id: saveId,
  instrument_name: requiredText('Инструмент'),
  description,
});

export const securityMeasureSchema = z.object({
  id: idSchema,
  measure: z.string(),
  description: z.string(),
  dangerousFactor: idSchema,
  dangerousFactorDetail: dangerousFactorRefSchema,
});
export const securityMeasureSaveSchema = z.object({
  id: saveId,
  measure: requiredText('Мера безопасности', LIMITS.longText),
  dangerousFactor: idSchema,
  description,
});

export const sizSchema = z.object({ id: idSchema, siz_name: z.string(), description: z.string() });
export const sizSaveSchema = z.object({ id: saveId, siz_name: requiredText('Средство защиты'), description });

export const eventSchema = z.object({
  id: idSchema,
  event_name: z.string(),
  description: z.string(),
  type_nd: idSchema,
  type_detail: typeNdRefSchema,
});
/** A `place` field is dropped from the event payload (docs/architecture.md «Поведение клиента»); zod strips unknown keys. */
export const eventSaveSchema = z.object({
  id: saveId,
  event_name: requiredText('Контрольное мероприятие'),
  description,
  type_nd: idSchema,
});

export type TypeNd = z.infer<typeof typeNdSchema>;
export type ContentWork = z.infer<typeof contentWorkSchema>;
export type PlaceWork = z.infer<typeof placeWorkSchema>;
export type RegionWork = z.infer<typeof regionWorkSchema>;
export type WorkShift = z.infer<typeof workShiftSchema>;
export type Organization = z.infer<typeof organizationSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type DangerousFactor = z.infer<typeof dangerousFactorSchema>;
export type Instrument = z.infer<typeof instrumentSchema>;
export type SecurityMeasure = z.infer<typeof securityMeasureSchema>;
export type Siz = z.infer<typeof sizSchema>;
export type EventItem = z.infer<typeof eventSchema>;
