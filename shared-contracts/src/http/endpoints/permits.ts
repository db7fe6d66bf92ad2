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
import { ndSearchQuerySchema } from '../../schemas/nd-search';
import { worklistSchema } from '../../schemas/worklist';
import { mailOutboxItemSchema } from '../../schemas/mail';
import { notificationSchema } from '../../schemas/notification';
import { ndStatusSchema } from '../../statuses';

export const ndEndpoints = {
  countByStatus: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/countByStatus/{status}',
    access: 'user',
    summary: 'Число наряд-допусков организации пользователя в статусе',
    params: z.object({ status: ndStatusSchema }),
    response: countSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/ndSearch/{page}/{size}',
    access: 'user',
    summary: 'Поиск наряд-допусков с фильтрами (page с нуля; 10000000 — все строки)',
    params: pageParams,
    query: ndSearchQuerySchema,
    response: ndSearchResponseSchema,
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/getNdById/{id}',
    access: 'user',
    summary: 'Наряд-допуск целиком, со всеми *_detail',
    params: z.object({ id: idParam }),
    response: ndSchema,
  }),
  listByCreator: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/listByCreator/{userId}',
    access: 'user',
    summary: 'Наряд-допуски, созданные пользователем',
    params: z.object({ userId: idParam }),
    response: z.array(ndListRowSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/nd_processing/create_nd',
    access: 'user',
    summary: 'Создание или изменение наряд-допуска (черновик или подача)',
    body: ndSaveSchema,
    response: ndSchema,
  }),
  uploadAddFiles: defineEndpoint({
    method: 'POST',
    path: '/api/nd_processing/uploadAddFiles',
    access: 'user',
    summary: 'Загрузка файла (multipart, поле file); delete=true удаляет; пустой файл и documents задают ссылки',
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
    summary: 'Печатная форма наряд-допуска (PDF, A4): поля, участники, история маршрута, QR-код адреса в портале',
    params: z.object({ id: idParam }),
    response: z.unknown(),
    responseType: 'blob',
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/files/{fileId}',
    access: 'user',
    summary: 'Скачивание приложенного файла (как вложение)',
    params: z.object({ fileId: idParam }),
    response: z.unknown(),
    responseType: 'blob',
  }),
  processing: defineEndpoint({
    method: 'POST',
    path: '/api/nd_processing/processingND',
    access: 'user',
    summary: 'Смена статуса: true — выполнено, false — конфликт работ в зоне',
    body: processingRequestSchema,
    response: z.boolean(),
  }),
  zoneConflicts: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/zoneConflicts/{ndId}',
    access: 'user',
    summary: 'Работы в зоне, из-за которых начать работы по наряд-допуску нельзя (ответ false на processingND)',
    params: z.object({ ndId: idParam }),
    response: z.array(zoneBlockerSchema),
  }),
  zoneWorks: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/zoneWorks/{ndId}',
    access: 'user',
    summary: 'Другие работы в зоне на время наряд-допуска, с решением матрицы совмещения работ (SIMOPS) для каждой',
    params: z.object({ ndId: idParam }),
    response: z.array(zoneWorkSchema),
  }),
  routes: defineEndpoint({
    method: 'GET',
    path: '/api/routes/listAll/{ndId}',
    access: 'user',
    summary: 'История маршрута наряд-допуска',
    params: z.object({ ndId: idParam }),
    response: z.array(routeHistorySchema),
  }),
  worklist: defineEndpoint({
    method: 'GET',
    path: '/api/nd_processing/worklist',
    access: 'user',
    summary: '«Мои задачи»: наряд-допуски, по которым следующий шаг за пользователем, по группам с числами',
    response: worklistSchema,
  }),
};

export const favouritesEndpoints = {
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/favouritesNd/listAll',
    access: 'user',
    summary: 'Избранные наряд-допуски пользователя',
    response: z.array(favouriteSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/favouritesNd/save',
    access: 'user',
    summary: 'Добавить в избранное',
    query: z.object({ nd_id: idParam }),
    response: favouriteSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/favouritesNd/delete/{id}',
    access: 'user',
    summary: 'Убрать из избранного (id наряд-допуска)',
    params: z.object({ id: idParam }),
    response: okSchema,
  }),
};

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/list/{page}/{size}',
    access: 'user',
    summary: 'Уведомления пользователя, новые сначала',
    params: pageParams,
    response: z.array(notificationSchema),
  }),
  readed: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/readed',
    access: 'user',
    summary: 'Отметить прочитанным: ?id= одно, ?ndId= все о наряд-допуске, ?all=true все',
    query: z.object({ id: idParam.optional(), ndId: idParam.optional(), all: boolParam.optional() }),
    response: okSchema,
  }),
};

export const systemEndpoints = {
  mailOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail/outbox/{page}/{size}',
    access: 'admin',
    summary: 'Исходящая почта (очередь и отправленное), новые сначала; без текста писем',
    params: pageParams,
    response: z.array(mailOutboxItemSchema),
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Проверка готовности (API и база данных)',
    response: z.object({ status: z.literal('ok'), database: z.string(), version: z.string() }),
  }),
};
