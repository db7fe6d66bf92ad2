import { z } from 'zod';
import { LIMITS } from '../constants';
import { ERROR_CODES } from '../messages';

// The limits live with the plain constants, so a screen can read them without loading zod (shell/src/auth/login-form.tsx).
export { LIMITS };

export const idSchema = z.number().int().positive().max(LIMITS.maxId);
export type Id = z.infer<typeof idSchema>;

/** An integer that arrives as a path or query string, or as a number from typed callers. */
export const intParam = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,12}$/, 'Ожидается целое число')
      .transform(Number),
  ])
  .pipe(z.number().int().min(-LIMITS.maxId).max(LIMITS.maxId));

export const idParam = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'Ожидается идентификатор')
      .transform(Number),
  ])
  .pipe(z.number().int().positive('Ожидается идентификатор').max(LIMITS.maxId));

export const boolParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).pipe(z.boolean());

export const pageParams = z.object({ page: intParam.pipe(z.number().min(0)), size: intParam });

/**
 * Fields whose every check carries its own text, one that names the field by its Russian label or reads well
 * alone («Поле «ИНН»: 10 или 12 цифр»). The API says such a text as it is; any other text it puts after the
 * field's wire name (api/src/http/route.ts). Declared here, beside the texts, so no code reads a message to
 * learn what it says (named-fields.test.ts checks the claim on every exported schema).
 */
export const namedFields = z.registry<{ label: string }>();

/** Marks `schema` as a field of namedFields; every check on it must have its own text. */
export const namedField = <T extends z.ZodType>(label: string, schema: T): T => {
  namedFields.add(schema, { label });
  return schema;
};

export const requiredText = (label: string, max: number = LIMITS.shortText) =>
  namedField(label, z.string().trim().min(1, `Поле «${label}» обязательно`).max(max, `Поле «${label}»: не более ${max} символов`));

export const optionalText = (max: number = LIMITS.longText) => z.string().max(max).default('');

export const errorBodySchema = z.object({ code: z.enum(ERROR_CODES), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
/**
 * An error body as a page reads it: the server may be newer than the page and answer with a code this contract does
 * not list yet (a compatible change adds codes); its text still says what happened, so it is kept.
 */
export const answeredErrorSchema = z.object({ code: z.string().max(64), message: z.string() });
/**
 * A refused permit save's text for each field, by the field's save key, beside the message that names them all
 * (docs/architecture.md «Контракт»): the body's `fields`, on a save's 400 only. A type, not a schema: the shell
 * loads this whole package with the sign-in page, and only the permit form reads it (and validates it there).
 */
export type FieldErrors = Record<string, string>;

/**
 * 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss' names a moment the calendar has: Date.parse takes 30 February as 2 March,
 * and the database then refuses it with no field named, so the value must read back unchanged (an invalid date's
 * toJSON() is null, whose text starts with no date).
 */
export function isCalendarMoment(value: string): boolean {
  const moment = value.length > 10 ? value : `${value}T00:00:00`;
  return String(new Date(`${moment}Z`).toJSON()).startsWith(moment);
}

/** 'YYYY-MM-DDTHH:mm:ss' local wall-clock time of the site, no zone (docs/domain.md «Форматы обмена»). */
export const isoLocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'Ожидается дата и время в формате ГГГГ-ММ-ДДTчч:мм:сс')
  .refine(isCalendarMoment, 'Некорректная дата');

/** 'YYYY-MM-DD HH:mm:ss': the server's form for notification dates (docs/domain.md «Форматы обмена»). */
export const spacedDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** 'HH:mm'. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ожидается время в формате чч:мм');

/** [hour, minute], as the work-shift form sends it (docs/domain.md «Форматы обмена»). */
export const hourMinutePair = z.tuple([z.number().int().min(0).max(23), z.number().int().min(0).max(59)]);

export const okSchema = z.object({ ok: z.literal(true) });
export const countSchema = z.number().int().min(0);
