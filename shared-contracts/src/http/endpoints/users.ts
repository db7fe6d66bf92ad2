import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { countSchema, idParam, okSchema, pageParams } from '../../schemas/common';
import {
  loginRequestSchema,
  loginResponseSchema,
  passwordForgetSchema,
  passwordNewSchema,
  passwordResetSchema,
  userRegisterSchema,
  userSchema,
} from '../../schemas/auth';
import { roleNameSchema } from '../../roles';

export const usersEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/users/auth/login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    bodyLimit: 4 * 1024,
    rateLimitPerMinute: 30,
  }),
  passwordForget: defineEndpoint({
    method: 'POST',
    path: '/api/users/password/forget',
    access: 'public',
    body: passwordForgetSchema,
    response: okSchema,
    bodyLimit: 4 * 1024,
    rateLimitPerMinute: 10,
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: '/api/users/password/reset',
    access: 'public',
    body: passwordResetSchema,
    response: okSchema,
    bodyLimit: 4 * 1024,
    rateLimitPerMinute: 10,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/users/auth/logout',
    access: 'user',
    response: okSchema,
  }),
  passwordNew: defineEndpoint({
    method: 'POST',
    path: '/api/users/password/new',
    access: 'user',
    body: passwordNewSchema,
    response: okSchema,
  }),
  getUserById: defineEndpoint({
    method: 'GET',
    path: '/api/users/getUserById/{userId}',
    access: 'user',
    params: z.object({ userId: idParam }),
    response: userSchema,
  }),
  listAllByRole: defineEndpoint({
    method: 'GET',
    path: '/api/users/listAllByRole/{role}',
    access: 'user',
    params: z.object({ role: roleNameSchema }),
    response: z.array(userSchema),
  }),
  getUserByOrganizationId: defineEndpoint({
    method: 'GET',
    path: '/api/users/getUserByOrganizationId/{organizationId}',
    access: 'user',
    params: z.object({ organizationId: idParam }),
    response: z.array(userSchema),
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/users/listAll',
    access: 'user',
    response: z.array(userSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/list/{page}/{size}',
    access: 'admin',
    params: pageParams,
    response: z.array(userSchema),
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/users/count',
    access: 'admin',
    response: countSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/register',
    access: 'admin',
    body: userRegisterSchema,
    response: userSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/user/delete/{id}',
    access: 'admin',
    params: z.object({ id: idParam }),
    response: okSchema,
  }),
};
