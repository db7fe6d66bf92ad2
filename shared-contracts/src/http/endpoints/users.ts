import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { countSchema, idParam, okSchema, pageParams } from '../../schemas/common';
import {
  loginRequestSchema,
  loginResponseSchema,
  passwordForgetSchema,
  passwordNewSchema,
  userRegisterSchema,
  userSchema,
} from '../../schemas/auth';
import { roleNameSchema } from '../../roles';

export const usersEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/users/auth/login',
    access: 'public',
    summary: 'Вход по почте (username) и паролю',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  passwordForget: defineEndpoint({
    method: 'POST',
    path: '/api/users/password/forget',
    access: 'public',
    summary: 'Восстановление пароля: новый пароль уходит на почту',
    body: passwordForgetSchema,
    response: okSchema,
  }),
  passwordNew: defineEndpoint({
    method: 'POST',
    path: '/api/users/password/new',
    access: 'user',
    summary: 'Смена пароля (400, если старый пароль неверен)',
    body: passwordNewSchema,
    response: okSchema,
  }),
  getUserById: defineEndpoint({
    method: 'GET',
    path: '/api/users/getUserById/{userId}',
    access: 'user',
    summary: 'Пользователь с организацией, отделом и ролями',
    params: z.object({ userId: idParam }),
    response: userSchema,
  }),
  listAllByRole: defineEndpoint({
    method: 'GET',
    path: '/api/users/listAllByRole/{role}',
    access: 'user',
    summary: 'Пользователи своей организации с ролью',
    params: z.object({ role: roleNameSchema }),
    response: z.array(userSchema),
  }),
  getUserByOrganizationId: defineEndpoint({
    method: 'GET',
    path: '/api/users/getUserByOrganizationId/{organizationId}',
    access: 'user',
    summary: 'Сотрудники организации',
    params: z.object({ organizationId: idParam }),
    response: z.array(userSchema),
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/users/listAll',
    access: 'user',
    summary: 'Все сотрудники',
    response: z.array(userSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/list/{page}/{size}',
    access: 'admin',
    summary: 'Страница пользователей (page с нуля; size ≤ 0 — все)',
    params: pageParams,
    response: z.array(userSchema),
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/users/count',
    access: 'admin',
    summary: 'Число пользователей',
    response: countSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/register',
    access: 'admin',
    summary: 'Создание (create=true) или изменение пользователя; роли по именам',
    body: userRegisterSchema,
    response: userSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/user/delete/{id}',
    access: 'admin',
    summary: 'Удаление пользователя',
    params: z.object({ id: idParam }),
    response: okSchema,
  }),
};
