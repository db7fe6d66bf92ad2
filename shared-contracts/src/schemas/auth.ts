import { z } from 'zod';
import { roleNameSchema } from '../roles';
import { idSchema, LIMITS, namedField, requiredText } from './common';
import { organizationRefSchema, sectionRefSchema } from './references';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Укажите почту').max(LIMITS.shortText),
  password: z.string().min(1, 'Укажите пароль').max(LIMITS.shortText),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/users/auth/login: the login response. */
export const loginResponseSchema = z.object({
  email: z.string(),
  family: z.string(),
  name: z.string(),
  phone: z.string(),
  profession: z.string(),
  qualification: z.string(),
  surname: z.string(),
  username: z.string(),
  user_id: idSchema,
  token: z.string().min(1),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the shell keeps under the local-storage key `user` (docs/domain.md «Форматы обмена»). */
export const sessionUserSchema = loginResponseSchema.omit({ token: true }).extend({ loginTime: z.number() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the shell keeps under the local-storage key `auth`. */
export const storedAuthSchema = z.object({ token: z.string().min(1), role: roleNameSchema });
export type StoredAuth = z.infer<typeof storedAuthSchema>;

export const roleRefSchema = z.object({ id: z.number().int(), name: roleNameSchema });

/** GET /api/users/getUserById/{id}, and every user in the user lists. */
export const userSchema = z.object({
  id: idSchema,
  family: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string(),
  profession: z.string(),
  qualification: z.string(),
  organization: organizationRefSchema.nullable(),
  section: sectionRefSchema.nullable(),
  roles: z.array(roleRefSchema),
});
export type User = z.infer<typeof userSchema>;

const phoneSchema = namedField(
  'Телефон',
  z
    .string()
    .trim()
    .min(1, 'Поле «Телефон» обязательно')
    .max(32, 'Поле «Телефон»: не более 32 символов')
    .regex(/^[+\d][\d\s()-]{4,31}$/, 'Некорректный номер телефона'),
);

/** POST /api/admin/user/register: create (create=true, no id) or update (create=false, id). */
export const userRegisterSchema = z.object({
  id: idSchema.optional(),
  create: z.boolean(),
  family: requiredText('Фамилия'),
  name: requiredText('Имя'),
  surname: z.string().trim().max(LIMITS.shortText).default(''),
  email: z.email('Некорректный адрес почты').max(LIMITS.shortText),
  username: z.string().trim().max(LIMITS.shortText).optional(),
  phone: phoneSchema,
  organization: idSchema,
  section: idSchema,
  profession: requiredText('Профессия'),
  qualification: requiredText('Квалификация'),
  roles: z
    .array(roleNameSchema.exclude(['USER']))
    .min(1, 'Назначьте хотя бы одну роль')
    .max(9),
  password: z.string().min(8, 'Пароль: не менее 8 символов').max(LIMITS.shortText).optional(),
});
export type UserRegister = z.infer<typeof userRegisterSchema>;

export const passwordForgetSchema = z.object({
  e_mail: z.email('Некорректный адрес почты').max(LIMITS.shortText),
  username: z.string().trim().min(1).max(LIMITS.shortText),
});
/** POST /api/users/password/reset: the one-time token from the mailed link and the new password. */
export const passwordResetSchema = z.object({
  token: z.string().trim().min(16, 'Ссылка недействительна').max(200, 'Ссылка недействительна'),
  new_password: z.string().min(8, 'Новый пароль: не менее 8 символов').max(LIMITS.shortText),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;
export const passwordNewSchema = z.object({
  old_password: z.string().min(1).max(LIMITS.shortText),
  new_password: z.string().min(8, 'Новый пароль: не менее 8 символов').max(LIMITS.shortText),
});
