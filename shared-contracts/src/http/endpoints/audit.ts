import { defineEndpoint } from '../endpoint';
import { pageParams } from '../../schemas/common';
import { auditPageSchema, auditQuerySchema } from '../../schemas/audit';

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit/{page}/{size}',
    access: 'admin',
    summary:
      'Журнал действий: изменения справочников и пользователей, движение наряд-допусков (новые сначала; page с нуля; своя организация и общие справочники)',
    params: pageParams,
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};
