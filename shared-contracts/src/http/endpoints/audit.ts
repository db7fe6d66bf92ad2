import { defineEndpoint } from '../endpoint';
import { pageParams } from '../../schemas/common';
import { auditPageSchema, auditQuerySchema } from '../../schemas/audit';

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit/{page}/{size}',
    access: 'admin',
    params: pageParams,
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};
