import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boolParam, countSchema, idParam, okSchema, pageParams, LIMITS } from '../../schemas/common';
import {
  addFileSchema,
  favouriteSchema,
  ndListRowSchema,
  ndSaveSchema,
  ndSchema,
  ndSearchResponseSchema,
  processingRequestSchema,
  routeHistorySchema,
  zoneBlockerSchema,
} from '../../schemas/nd';
import { zoneWorkSchema } from '../../schemas/simops';
import { ndSearchQuerySchema, statusCountsSchema } from '../../schemas/nd-search';
import { worklistSchema } from '../../schemas/worklist';
import { mailOutboxItemSchema } from '../../schemas/mail';
import { notificationSchema } from '../../schemas/notification';
import { ndStatusSchema } from '../../statuses';

export const ndEndpoints = {
  countByStatus: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/countByStatus/{status}',
    access: 'user',
    params: z.object({ status: ndStatusSchema }),
    response: countSchema,
  }),
  // Beyond the spec: the portal's header polls every count every 15 s, one request on a weak signal instead of
  // twelve that held all six of a browser's connections to the portal (docs/architecture.md «Поведение клиента»).
  countsByStatus: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/countsByStatus',
    access: 'user',
    response: statusCountsSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/ndSearch/{page}/{size}',
    access: 'user',
    params: pageParams,
    query: ndSearchQuerySchema,
    response: ndSearchResponseSchema,
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/getNdById/{id}',
    access: 'user',
    params: z.object({ id: idParam }),
    response: ndSchema,
  }),
  listByCreator: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/listByCreator/{userId}',
    access: 'user',
    params: z.object({ userId: idParam }),
    response: z.array(ndListRowSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/nd_processing/create_nd',
    access: 'user',
    body: ndSaveSchema,
    response: ndSchema,
  }),
  uploadAddFiles: defineEndpoint({
    method: 'POST',
    path: '/api/nd_processing/uploadAddFiles',
    access: 'user',
    query: z.object({
      NdID: idParam,
      delete: boolParam.default(false),
      name: z.string().max(LIMITS.shortText).default(''),
      description: z.string().max(LIMITS.shortText).optional(),
    }),
    bodyType: 'multipart',
    response: z.object({ addFiles: z.array(addFileSchema), documents: z.string() }),
  }),
  printPdf: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/print/{id}',
    access: 'user',
    params: z.object({ id: idParam }),
    response: z.unknown(),
    responseType: 'blob',
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/files/{fileId}',
    access: 'user',
    params: z.object({ fileId: idParam }),
    response: z.unknown(),
    responseType: 'blob',
  }),
  processing: defineEndpoint({
    method: 'POST',
    path: '/api/nd_processing/processingND',
    access: 'user',
    body: processingRequestSchema,
    response: z.boolean(),
  }),
  zoneConflicts: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/zoneConflicts/{ndId}',
    access: 'user',
    params: z.object({ ndId: idParam }),
    response: z.array(zoneBlockerSchema),
  }),
  zoneWorks: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/zoneWorks/{ndId}',
    access: 'user',
    params: z.object({ ndId: idParam }),
    response: z.array(zoneWorkSchema),
  }),
  routes: defineEndpoint({
    method: 'GET',
    path: '/api/routes/listAll/{ndId}',
    access: 'user',
    params: z.object({ ndId: idParam }),
    response: z.array(routeHistorySchema),
  }),
  worklist: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/worklist',
    access: 'user',
    response: worklistSchema,
  }),
};

export const favouritesEndpoints = {
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/favouritesNd/listAll',
    access: 'user',
    response: z.array(favouriteSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/favouritesNd/save',
    access: 'user',
    query: z.object({ nd_id: idParam }),
    response: favouriteSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/favouritesNd/delete/{id}',
    access: 'user',
    params: z.object({ id: idParam }),
    response: okSchema,
  }),
};

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/list/{page}/{size}',
    access: 'user',
    params: pageParams,
    response: z.array(notificationSchema),
  }),
  readed: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/readed',
    access: 'user',
    query: z.object({ id: idParam.optional(), ndId: idParam.optional(), all: boolParam.optional() }),
    response: okSchema,
  }),
};

export const systemEndpoints = {
  mailOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail/outbox/{page}/{size}',
    access: 'admin',
    params: pageParams,
    response: z.array(mailOutboxItemSchema),
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: z.string(), version: z.string() }),
  }),
};
