import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParam, okSchema } from '../../schemas/common';
import { simopsRuleSaveSchema, simopsRuleSchema } from '../../schemas/simops';

/** The SIMOPS matrix (docs/domain.md «Совмещение работ»): a global catalogue, read by all, changed by an administrator. */
export const simopsEndpoints = {
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/simops/listAll',
    access: 'user',
    response: z.array(simopsRuleSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/simops/save',
    access: 'admin',
    body: simopsRuleSaveSchema,
    response: simopsRuleSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/simops/delete/{id}',
    access: 'admin',
    params: z.object({ id: idParam }),
    response: okSchema,
  }),
};
